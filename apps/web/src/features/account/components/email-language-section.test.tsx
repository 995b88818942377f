import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../i18n/i18n";
import { renderWithApp } from "../../../testing/render-app";
import { EmailLanguageSection } from "./email-language-section";

const guest = {
  name: "Layla Hassan",
  email: "layla@example.com",
  isStaff: false,
  role: "guest" as const,
  phone: null,
  language: "ar" as const,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("The language of the guest's emails, on their account page", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage("en");
  });

  it("shows the account's language, not the page's, and saves the guest's choice", async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async () =>
      json(200, { success: true, user: { ...guest, language: "en" } }),
    );
    vi.stubGlobal("fetch", fetch);
    renderWithApp(<EmailLanguageSection />, { user: guest });

    expect(screen.getByRole("group", { name: "Language of your emails" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "العربية" })).toHaveProperty("checked", true);
    const save = screen.getByRole("button", { name: "Save language" });
    expect(save).toHaveProperty("disabled", true);

    await user.click(screen.getByRole("radio", { name: "English" }));
    await user.click(save);
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(
        "Saved: your emails will be written in English.",
      ),
    );
    expect(fetch).toHaveBeenCalledWith(
      "/api/auth/me/language",
      expect.objectContaining({ method: "PUT", body: JSON.stringify({ language: "en" }) }),
    );
    expect(screen.getByRole("radio", { name: "English" })).toHaveProperty("checked", true);
  });

  it("in Arabic: the same choice, and the server's refusal in Arabic", async () => {
    await setLanguage("ar");
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(400, {
          success: false,
          code: "VALIDATION_ERROR",
          message: "Choose English or Arabic for your emails",
        }),
      ),
    );
    renderWithApp(<EmailLanguageSection />, { user: { ...guest, language: "en" } });

    expect(screen.getByRole("group", { name: "لغة رسائلك الإلكترونية" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "English" })).toHaveProperty("checked", true);
    await user.click(screen.getByRole("radio", { name: "العربية" }));
    await user.click(screen.getByRole("button", { name: "حفظ اللغة" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "اختر الإنجليزية أو العربية لرسائلك الإلكترونية",
    );
  });
});
