import { describe, expect, inject, it } from "vitest";
import { ar } from "../apps/web/src/i18n/locales/ar";
import { en } from "../apps/web/src/i18n/locales/en";
import {
  newEmail,
  newGuestContext,
  newSignedInGuest,
  outboxEmail,
  screenshot,
  seriousViolations,
  useBrowser,
} from "./journey-helpers";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const browser = useBrowser();

const BUNDLES = { en, ar };
const NEW_PASSWORD = "palm-oasis-sunrise-9";

describe("[AUTH] a guest resets a forgotten password from the emailed link", () => {
  for (const { language, width } of [
    { language: "en", width: 1280 },
    { language: "ar", width: 390 },
  ] as const) {
    it(`in ${language} at ${width} px`, async () => {
      const t = BUNDLES[language];
      const email = newEmail(`reset-${language}`);

      // The guest's account, signed in on another device that the reset must sign out.
      const otherDevice = await newSignedInGuest(browser(), baseUrl, {
        email,
        name: "Mariam Saeed",
        language,
      });

      const context = await newGuestContext(browser(), { width, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/forgot-password?lang=${language}`);
      await page.getByLabel(t.passwordReset.email).fill(email);
      await page.getByRole("button", { name: t.passwordReset.send }).click();
      await expect
        .poll(() => page.getByRole("status").textContent())
        .toContain(t.passwordReset.sent);
      expect(await seriousViolations(page, "forgot-password-sent")).toEqual([]);
      await screenshot(page, `password-reset-sent-${language}-${width}`);

      const message = await outboxEmail(dataDir, email);
      expect(message.html).toContain(`dir="${language === "ar" ? "rtl" : "ltr"}"`);
      expect(message.text.length).toBeGreaterThan(0);
      const link = /(http\S+\/reset-password\?token=[\w-]+&lang=\w+)/.exec(message.text)?.[1];
      if (!link) throw new Error("no reset link in the email");
      expect(link.startsWith(baseUrl)).toBe(true);
      expect(link.endsWith(`&lang=${language}`)).toBe(true);

      await page.goto(link);
      await page.getByLabel(t.passwordReset.newPassword, { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel(t.passwordReset.confirmPassword).fill(NEW_PASSWORD);
      expect(await seriousViolations(page, "reset-password")).toEqual([]);
      await screenshot(page, `password-reset-form-${language}-${width}`);
      await page.getByRole("button", { name: t.passwordReset.save }).click();

      await expect.poll(() => new URL(page.url()).pathname).toBe("/my-booking");
      await expect.poll(() => page.getByText(t.passwordReset.done).count()).toBe(1);
      await screenshot(page, `password-reset-done-${language}-${width}`);
      const me = await context.request.get(`${baseUrl}/api/auth/get-user`);
      expect((await me.json()).user.email).toBe(email);

      // The other device was signed out; the link works once.
      expect((await otherDevice.request.get(`${baseUrl}/api/auth/get-user`)).status()).toBe(401);
      const reuse = await context.request.post(`${baseUrl}/api/auth/reset-password`, {
        data: { token: new URL(link).searchParams.get("token"), password: "another-one-2027" },
      });
      expect((await reuse.json()).code).toBe("RESET_LINK_INVALID");

      // A new browser signs in with the new password through the sign-in page.
      const fresh = await newGuestContext(browser(), { width });
      const signIn = await fresh.newPage();
      await signIn.goto(`${baseUrl}/login?lang=${language}`);
      await signIn.getByLabel(t.authpage.email).fill(email);
      await signIn.getByLabel(t.authpage.password).fill(NEW_PASSWORD);
      await signIn.getByRole("button", { name: t.authpage.loginButton, exact: true }).click();
      await expect.poll(() => signIn.getByText(t.authpage.loginSuccess).count()).toBe(1);

      await Promise.all([otherDevice.close(), context.close(), fresh.close()]);
    });
  }
});
