import { authMessages } from "@camp/shared/auth/auth-messages";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFetch } from "../../../testing/answer-fetch";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { ForgotPassword } from "./forgot-password";

const sentAnswer = {
  status: 200,
  body: { success: true, message: authMessages.resetLinkSent },
};

describe("forgot password form", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage("en"));
  });

  it("sends the email and shows the same neutral answer whatever the account", async () => {
    const fetch = answerFetch(sentAnswer);
    renderWithApp(<ForgotPassword />, { route: "/forgot-password" });
    expect(screen.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "Guest@Example.com");
    await user.click(screen.getByRole("button", { name: "Send the link" }));

    const status = await screen.findByRole("status");
    expect(status.textContent).toContain(
      "If an account exists for that email, we have sent a link. It works for one hour.",
    );
    // Focus follows the answer once it is drawn (an effect of that render).
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(fetch.mock.calls[0]?.[0]).toContain("/api/auth/forgot-password");
    expect(JSON.parse(fetch.mock.calls[0]?.[1]?.body as string)).toEqual({
      email: "guest@example.com",
    });
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe(
      "/login",
    );
  });

  it("checks the email before sending", async () => {
    const fetch = answerFetch(sentAnswer);
    renderWithApp(<ForgotPassword />, { route: "/forgot-password" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(email.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Enter a valid email address",
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("in Arabic", async () => {
    answerFetch(sentAnswer);
    await act(() => i18n.changeLanguage("ar"));
    renderWithApp(<ForgotPassword />, { route: "/forgot-password" });
    expect(screen.getByRole("heading", { level: 1, name: "نسيت كلمة المرور؟" })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("البريد الإلكتروني"), "guest@example.com");
    await user.click(screen.getByRole("button", { name: "أرسل الرابط" }));
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("أرسلنا إليه رابطًا صالحًا لمدة ساعة واحدة");
    expect(screen.getByRole("link", { name: "العودة إلى تسجيل الدخول" })).toBeTruthy();
  });
});
