import { describe, expect, inject, it } from "vitest";
import { ar } from "../apps/web/src/i18n/locales/ar";
import { en } from "../apps/web/src/i18n/locales/en";
import {
  newEmail,
  newSignedInGuest,
  outboxEmail,
  screenshot,
  seriousViolations,
  useBrowser,
  waitForHydration,
} from "./journey-helpers";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const browser = useBrowser();

const BUNDLES = { en, ar };
const LABELS = { en: "English", ar: "العربية" };

describe("[ACCOUNT] the guest chooses the language of their emails on their page", () => {
  for (const language of ["en", "ar"] as const) {
    const other = language === "en" ? "ar" : "en";
    it(`reading ${language} at 390 px, with an account that wrote in ${other}`, async () => {
      const t = BUNDLES[language];
      const email = newEmail(`email-language-${language}`);
      const context = await newSignedInGuest(browser(), baseUrl, {
        email,
        name: "Hessa Al Ali",
        language: other,
        width: 390,
        bypassCSP: true,
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/my-booking?lang=${language}`);
      await waitForHydration(page);

      const section = page.getByRole("group", { name: t.emailLanguage.heading });
      await section.waitFor();
      // The account's language is shown, not the page's.
      expect(await section.getByRole("radio", { name: LABELS[other] }).isChecked()).toBe(true);
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `email-language-${language}-390`, { fullPage: false });

      await section.getByRole("radio", { name: LABELS[language] }).check();
      await page.getByRole("button", { name: t.emailLanguage.save }).click();
      await expect
        .poll(() => page.getByTestId("email-language").getByRole("status").textContent())
        .toBe(t.emailLanguage.saved.replace("{{language}}", t.emailLanguage.names[language]));
      expect(await seriousViolations(page, `email-language-${language}`)).toEqual([]);
      await screenshot(page, `email-language-saved-${language}-390`, { fullPage: false });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByTestId("email-language").scrollIntoViewIfNeeded();
      await screenshot(page, `email-language-saved-${language}-1280`, { fullPage: false });

      // Asked for from a page in the other language, the reset email is in the chosen one, and its
      // link opens the site in it.
      const forgot = await context.request.post(`${baseUrl}/api/auth/forgot-password`, {
        data: { email },
        headers: { cookie: `lang=${other}` },
      });
      expect(forgot.status()).toBe(200);
      const message = await outboxEmail(dataDir, email);
      expect(message.html).toContain(`<html lang="${language}"`);
      expect(message.text).toMatch(new RegExp(`/reset-password\\?token=[\\w-]+&lang=${language}`));
      await context.close();
    });
  }
});
