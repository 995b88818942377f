import { authMessages } from "@camp/shared/auth/auth-messages";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { userQueryKey } from "../../../api/get-user";
import { answerFetch } from "../../../testing/answer-fetch";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { ResetPassword } from "./reset-password";

const signedIn = {
  status: 200,
  body: {
    success: true,
    user: { name: "Amal", email: "amal@example.com", isStaff: false, role: "guest" as const },
  },
};

/** Sign-in as the reset leaves it: what it was sent with. */
function LoginStand() {
  return <p>Sign-in with {JSON.stringify(useLocation().state)}</p>;
}

function renderReset(route = "/reset-password?token=abc123") {
  return renderWithApp(
    <Routes>
      <Route path="/reset-password" element={<ResetPassword />} />
      <Route path="/my-booking" element={<p>My bookings page</p>} />
      <Route path="/login" element={<LoginStand />} />
    </Routes>,
    { route },
  );
}

async function choose(password: string, confirm: string, labels = english) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(labels.password), password);
  await user.type(screen.getByLabelText(labels.confirm), confirm);
  await user.click(screen.getByRole("button", { name: labels.submit }));
}

const english = {
  password: "New password",
  confirm: "Confirm the new password",
  submit: "Save and sign in",
};

describe("reset password form", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage("en"));
  });

  it("sends the token and the new password, signs in and goes to My bookings", async () => {
    const fetch = answerFetch(signedIn);
    const { queryClient } = renderReset();
    await choose("dune-sunset-2026", "dune-sunset-2026");

    await screen.findByText("My bookings page");
    expect(fetch.mock.calls[0]?.[0]).toContain("/api/auth/reset-password");
    expect(JSON.parse(fetch.mock.calls[0]?.[1]?.body as string)).toEqual({
      token: "abc123",
      password: "dune-sunset-2026",
    });
    expect(queryClient.getQueryData(userQueryKey)).toMatchObject({ email: "amal@example.com" });
  });

  it("leads an account with a second factor to sign-in's second step, never past it", async () => {
    answerFetch({
      status: 200,
      body: { success: true, data: { secondFactorRequired: true, methods: ["passkey"] } },
    });
    const { queryClient } = renderReset();
    await choose("dune-sunset-2026", "dune-sunset-2026");
    const login = await screen.findByText(/^Sign-in with/);
    expect(JSON.parse(login.textContent?.replace("Sign-in with ", "") ?? "")).toEqual({
      secondFactor: { methods: ["passkey"], isAfterReset: true },
    });
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
  });

  it("checks the sign-up rules and the confirmation before sending", async () => {
    const fetch = answerFetch(signedIn);
    renderReset();
    await choose("short", "other");
    const password = screen.getByLabelText("New password");
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Password must be at least 8 characters")).toBeTruthy();
    expect(screen.getByText("Passwords do not match.")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's common-password error under the field", async () => {
    answerFetch({
      status: 400,
      body: {
        success: false,
        code: "VALIDATION_ERROR",
        message: authMessages.passwordTooCommon,
        errors: { password: authMessages.passwordTooCommon },
      },
    });
    renderReset();
    await choose("password123", "password123");
    const password = screen.getByLabelText("New password");
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("This password is too common. Choose another.")).toBeTruthy();
    expect(document.activeElement).toBe(password);
  });

  it("says when the link has expired and offers a new one", async () => {
    answerFetch({
      status: 410,
      body: { success: false, code: "RESET_LINK_EXPIRED", message: authMessages.resetLinkExpired },
    });
    renderReset();
    await choose("dune-sunset-2026", "dune-sunset-2026");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This reset link has expired. Ask for a new one.");
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });

  it("without a token, explains where the page comes from", () => {
    renderReset("/reset-password");
    expect(screen.queryByLabelText("New password")).toBeNull();
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toBeTruthy();
  });

  it("in Arabic; the page's language does not change the account's (its emails keep theirs)", async () => {
    const fetch = answerFetch({
      status: 400,
      body: { success: false, code: "RESET_LINK_INVALID", message: authMessages.resetLinkInvalid },
    });
    await act(() => i18n.changeLanguage("ar"));
    renderReset();
    expect(screen.getByRole("heading", { level: 1, name: "اختر كلمة مرور جديدة" })).toBeTruthy();
    await choose("dune-sunset-2026", "dune-sunset-2026", {
      password: "كلمة المرور الجديدة",
      confirm: "تأكيد كلمة المرور الجديدة",
      submit: "احفظ وسجّل الدخول",
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("غير صالح أو سبق استخدامه");
    expect(JSON.parse(fetch.mock.calls[0]?.[1]?.body as string)).not.toHaveProperty("language");
  });
});
