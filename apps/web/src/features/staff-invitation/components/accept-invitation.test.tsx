import { authMessages } from "@camp/shared/auth/auth-messages";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { userQueryKey } from "../../../api/get-user";
import { answerFetch } from "../../../testing/answer-fetch";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { AcceptInvitation } from "./accept-invitation";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const preview = {
  status: 200,
  body: {
    success: true,
    data: {
      name: "Sara Desk",
      email: "sara@resort.example",
      role: "front_desk",
      expiresAt: "2026-11-23T10:00:00.000Z",
    },
  },
};
const signedIn = {
  status: 201,
  body: {
    success: true,
    user: {
      name: "Sara Desk",
      email: "sara@resort.example",
      isStaff: true,
      role: "front_desk",
      mustEnrolSecondFactor: true,
    },
  },
};

function renderAccept(route = "/staff/accept?token=tok-123") {
  return renderWithApp(
    <Routes>
      <Route path="/staff/accept" element={<AcceptInvitation />} />
      <Route path="/admin/security" element={<p>security page</p>} />
    </Routes>,
    { route },
  );
}

async function choose(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Password"), password);
  await user.type(screen.getByLabelText("Confirm the password"), confirm);
  await user.click(screen.getByRole("button", { name: "Create my account" }));
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage("en"));
});

describe("the staff invitation's accept page", () => {
  it("shows who is invited as what, then signs in and goes to set up a second factor", async () => {
    const fetch = answerFetch(preview, signedIn);
    const { queryClient } = renderAccept();
    expect(
      await screen.findByText(
        "Sara Desk, you are invited to the staff of Desert Camp Resort as Front desk.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("sara@resort.example")).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/auth/staff-invitations/tok-123");
    await choose("dune-sunset-2026", "dune-sunset-2026");
    expect(await screen.findByText("security page")).toBeTruthy();
    expect(fetch.mock.calls[1]?.[0]).toBe("/api/auth/staff-invitations/accept");
    expect(JSON.parse(fetch.mock.calls[1]?.[1]?.body as string)).toEqual({
      token: "tok-123",
      password: "dune-sunset-2026",
    });
    expect(queryClient.getQueryData(userQueryKey)).toMatchObject({ role: "front_desk" });
  });

  it("holds the sign-up rules before sending: passwords that differ", async () => {
    const fetch = answerFetch(preview);
    renderAccept();
    await choose("dune-sunset-2026", "dune-sunset-2027");
    expect(await screen.findByText("Passwords do not match.")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("says an expired invitation has expired, with a link home", async () => {
    answerFetch({
      status: 410,
      body: {
        success: false,
        code: "INVITATION_EXPIRED",
        message: "This invitation has expired. Ask for a new one.",
      },
    });
    renderAccept();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch("This invitation has expired. Ask for a new one.");
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe(
      "/",
    );
    expect(screen.queryByLabelText("Password")).toBeNull();
  });

  it("says an unknown or used link is not valid, in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    answerFetch({
      status: 400,
      body: {
        success: false,
        code: "INVITATION_INVALID",
        message: "This invitation link is not valid or was already used. Ask for a new one.",
      },
    });
    renderAccept();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch("رابط الدعوة هذا غير صالح أو سبق استخدامه");
    expect(screen.getByRole("link", { name: "الانتقال إلى الصفحة الرئيسية" })).toBeTruthy();
  });

  it("without a token, says where the page opens from and asks nothing", async () => {
    const fetch = answerFetch();
    renderAccept("/staff/accept");
    expect(screen.getByText(/opens from the link in your invitation email/)).toBeTruthy();
    await waitFor(() => expect(fetch).not.toHaveBeenCalled());
  });

  it("shows a password the server refuses under its field, in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    answerFetch(preview, {
      status: 400,
      body: {
        success: false,
        code: "VALIDATION_ERROR",
        message: authMessages.passwordTooCommon,
        errors: { password: authMessages.passwordTooCommon },
      },
    });
    renderAccept();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("كلمة المرور"), "password1234");
    await user.type(screen.getByLabelText("تأكيد كلمة المرور"), "password1234");
    await user.click(screen.getByRole("button", { name: "إنشاء حسابي" }));
    expect(await screen.findByText("كلمة المرور هذه شائعة جداً. اختر كلمة مرور أخرى.")).toBeTruthy();
  });
});
