import { authMessages } from "@camp/shared/auth/auth-messages";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFetch } from "../../testing/answer-fetch";
import { i18n, renderWithApp } from "../../testing/render-app";
import { RegisterPage } from "./register";

async function fillAndSubmit(labels: {
  name: string;
  email: string;
  password: string;
  confirm: string;
  submit: string;
}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(labels.name), "Amal Al Marri");
  await user.type(screen.getByLabelText(labels.email), "amal@example.com");
  await user.type(screen.getByLabelText(labels.password, { exact: true }), "password");
  await user.type(screen.getByLabelText(labels.confirm), "password");
  await user.click(screen.getByRole("button", { name: labels.submit }));
}

const english = {
  name: "Full name",
  email: "Email",
  password: "Password",
  confirm: "Confirm password",
  submit: "Sign up",
};

describe("sign-up form, server field errors", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage("en"));
  });

  it("shows the server's common-password error under the password field and focuses it", async () => {
    const fetch = answerFetch({
      status: 400,
      body: {
        success: false,
        code: "VALIDATION_ERROR",
        message: authMessages.passwordTooCommon,
        errors: { password: authMessages.passwordTooCommon },
      },
    });
    renderWithApp(<RegisterPage />, { route: "/register" });
    await fillAndSubmit(english);

    const password = screen.getByLabelText("Password", { exact: true });
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    const error = document.getElementById(password.getAttribute("aria-describedby") ?? "");
    expect(error?.textContent).toBe("This password is too common. Choose another.");
    expect(document.activeElement).toBe(password);
    // No other field is marked.
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("false");
    expect(screen.getByLabelText("Confirm password").getAttribute("aria-invalid")).toBe("false");
    // The confirmation never leaves the browser.
    expect(JSON.parse(fetch.mock.calls[0]?.[1]?.body as string)).toEqual({
      name: "Amal Al Marri",
      email: "amal@example.com",
      password: "password",
      language: "en",
    });
  });

  it("shows a taken email under the email field", async () => {
    answerFetch({
      status: 409,
      body: {
        success: false,
        code: "EMAIL_TAKEN",
        message: authMessages.emailTaken,
        errors: { email: authMessages.emailTaken },
      },
    });
    renderWithApp(<RegisterPage />, { route: "/register" });
    await fillAndSubmit(english);

    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById("email-error")?.textContent).toBe(authMessages.emailTaken);
    expect(screen.getByLabelText("Password", { exact: true }).getAttribute("aria-invalid")).toBe(
      "false",
    );
  });

  it("shows the common-password error in Arabic on the Arabic site", async () => {
    await act(() => i18n.changeLanguage("ar"));
    answerFetch({
      status: 400,
      body: {
        success: false,
        code: "VALIDATION_ERROR",
        message: authMessages.passwordTooCommon,
        errors: { password: authMessages.passwordTooCommon },
      },
    });
    renderWithApp(<RegisterPage />, { route: "/register" });
    await fillAndSubmit({
      name: i18n.t("authpage.name"),
      email: i18n.t("authpage.email"),
      password: i18n.t("authpage.password"),
      confirm: i18n.t("authpage.confirmPassword"),
      submit: i18n.t("authpage.registerButton"),
    });

    await waitFor(() =>
      expect(document.getElementById("password-error")?.textContent).toBe(
        "كلمة المرور هذه شائعة جداً. اختر كلمة مرور أخرى.",
      ),
    );
  });
});
