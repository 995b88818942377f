import { deskSalesMessages } from "@camp/shared/desk-sales/desk-sales-messages";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../i18n/i18n";
import { answerFetch } from "../../testing/answer-fetch";
import { renderWithApp } from "../../testing/render-app";
import { RegisterPage } from "./register";

const createdAnswer = {
  status: 201,
  body: {
    success: true,
    user: {
      name: "Noura Saeed",
      email: "noura@example.com",
      isStaff: false,
      role: "guest" as const,
      phone: null,
    },
  },
};

/** The email is a guest record's that staff made at the desk (decision 055). */
const claimAnswer = {
  status: 202,
  body: {
    success: true,
    data: { claim: "email_sent", message: deskSalesMessages.guestRecordClaim },
  },
};

function renderRegister(answer: { status: number; body: unknown } = createdAnswer) {
  const fetch = answerFetch(answer);
  renderWithApp(
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/login" element={<p>Sign-in screen</p>} />
    </Routes>,
    { route: "/register" },
  );
  return fetch;
}

function fill(phone: string) {
  fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Noura Saeed" } });
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "noura@example.com" } });
  fireEvent.change(screen.getByLabelText("Mobile phone (optional)"), { target: { value: phone } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "dunes-at-dawn" } });
  fireEvent.change(screen.getByLabelText("Confirm password"), {
    target: { value: "dunes-at-dawn" },
  });
}

const sentBody = (fetch: ReturnType<typeof vi.fn>) =>
  JSON.parse(String((fetch.mock.calls[0]?.[1] as RequestInit | undefined)?.body));

describe("sign-up with a phone (decision 019)", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage("en");
  });

  it("sends the phone in E.164", async () => {
    const fetch = renderRegister();
    fill("050 123 4567");
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    await screen.findByText("Sign-in screen");
    expect(sentBody(fetch)).toMatchObject({ email: "noura@example.com", phone: "+971501234567" });
  });

  it("signs up without one", async () => {
    const fetch = renderRegister();
    fill("");
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    await screen.findByText("Sign-in screen");
    expect(Object.keys(sentBody(fetch))).not.toContain("phone");
  });

  it("says a wrong number is wrong, in Arabic too, and sends nothing", async () => {
    const fetch = renderRegister();
    await setLanguage("ar");
    fireEvent.change(screen.getByLabelText("رقم الجوال (اختياري)"), { target: { value: "050" } });
    await userEvent.click(screen.getByRole("button", { name: /إنشاء|تسجيل/ }));
    expect(
      await screen.findByText(
        "أدخل رقم هاتف صحيحاً، مثل 0501234567، أو رقماً دولياً يبدأ برمز الدولة",
      ),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("sign-up with the email of a guest record made at the desk (decision 055)", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage("en");
  });

  it("shows that a set-password link was sent, instead of going on as a new account", async () => {
    const fetch = renderRegister(claimAnswer);
    fill("");
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain(deskSalesMessages.guestRecordClaim);
    expect(status.textContent).toContain("Check your email");
    await waitFor(() => expect(document.activeElement).toBe(status));
    // Not sent on to sign in as if the account were made, and the form is gone.
    expect(screen.queryByText("Sign-in screen")).toBeNull();
    expect(screen.queryByRole("button", { name: "Sign up" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe(
      "/login",
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("in Arabic", async () => {
    renderRegister(claimAnswer);
    fill("");
    await setLanguage("ar");
    await userEvent.click(screen.getByRole("button", { name: /إنشاء|تسجيل/ }));
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain(
      "لهذا البريد الإلكتروني حجوزات أجراها فريقنا. أرسلنا إليه رابطاً لتعيين كلمة المرور والاطلاع عليها.",
    );
    expect(status.textContent).not.toContain(deskSalesMessages.guestRecordClaim);
  });
});
