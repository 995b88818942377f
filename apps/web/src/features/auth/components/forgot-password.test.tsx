import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { site } from "../../../config/site";
import { setLanguage } from "../../../i18n/i18n";
import { renderWithApp } from "../../../testing/render-app";
import { ForgotPassword } from "./forgot-password";

describe("forgot password", () => {
  afterEach(() => setLanguage("en"));

  it("says email reset is not available yet and how to reach the resort instead", () => {
    renderWithApp(<ForgotPassword />);
    expect(screen.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeTruthy();
    expect(screen.getByText(/not available yet/)).toBeTruthy();
    expect(screen.getByRole("link", { name: site.email }).getAttribute("href")).toBe(
      `mailto:${site.email}`,
    );
    expect(screen.getByRole("link", { name: site.phone }).getAttribute("href")).toBe(
      site.phoneHref,
    );
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe(
      "/login",
    );
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      "/register",
    );
  });

  it("in Arabic", async () => {
    await setLanguage("ar");
    renderWithApp(<ForgotPassword />);
    expect(screen.getByRole("heading", { level: 1, name: "نسيت كلمة المرور؟" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "العودة إلى تسجيل الدخول" })).toBeTruthy();
  });
});
