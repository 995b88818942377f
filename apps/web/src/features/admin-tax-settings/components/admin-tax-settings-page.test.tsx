import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { AdminTaxSettingsPage } from "./admin-tax-settings-page";

const fromConfig = {
  legalNameEn: "Desert Camp Resort",
  legalNameAr: "منتجع مخيم الصحراء",
  addressEn: "Hatta Road, Al Faqa, Dubai, United Arab Emirates",
  addressAr: "طريق حتا، الفقع، دبي، الإمارات العربية المتحدة",
  trn: null,
  vatRate: 5,
  ratesIncludeVat: true,
  tourismFee: { master: 0, kids: 0, camp: 0, parking: 0 },
  updatedAt: null,
};
const URL = "/api/admin/tax-settings";

/** Answers GET with `settings` and each PUT with the next of `puts`; records what was sent. */
function stubApi(puts: { status: number; body: unknown }[]) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url !== URL) return new Response("{}", { status: 404 });
    if (init?.method === "PUT") {
      const answer = puts.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }
    return new Response(JSON.stringify({ success: true, data: fromConfig }), { status: 200 });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const sentBodies = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === "PUT")
    .map(([, init]) => JSON.parse(String(init?.body)));

const renderPage = (role: "owner" | "accountant" = "owner") =>
  renderWithApp(
    <>
      <AdminTaxSettingsPage />
      <Toaster />
    </>,
    { user: { name: "Omar Staff", email: "omar@example.com", isStaff: true, role } },
  );

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

describe("[ADMIN TAX SETTINGS] the console's tax settings", () => {
  it("shows the accountant the settings read only: no save, only an owner changes them", async () => {
    const fetch = stubApi([]);
    renderPage("accountant");
    const trn = await screen.findByLabelText("Tax Registration Number (TRN)");
    expect(trn.matches(":disabled")).toBe(true);
    expect(screen.queryByRole("button", { name: /^Save/ })).toBeNull();
    expect(screen.getByText(/Only an owner can change the tax settings/)).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
  });

  it("shows the settings in force, saves the whole form as numbers, and says so", async () => {
    const saved = {
      ...fromConfig,
      trn: "100234567800003",
      tourismFee: { master: 15, kids: 15, camp: 7.5, parking: 0 },
      updatedAt: "2026-11-20T08:00:00.000Z",
    };
    const fetch = stubApi([{ status: 200, body: { success: true, data: saved } }]);
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByText(/Not saved here yet/)).toBeTruthy();
    expect((screen.getByLabelText("Legal name (English)") as HTMLInputElement).value).toBe(
      "Desert Camp Resort",
    );
    const arabicName = screen.getByLabelText("Legal name (Arabic)");
    expect(arabicName.getAttribute("dir")).toBe("rtl");
    expect(screen.getByLabelText("Address (Arabic)").getAttribute("dir")).toBe("rtl");
    expect(screen.getByLabelText("VAT rate (%)")).toHaveProperty("value", "5");
    expect(
      screen.getByRole("radio", { name: "Include VAT (guests pay the rate as entered)" }),
    ).toHaveProperty("checked", true);

    await user.type(screen.getByLabelText("Tax Registration Number (TRN)"), "100 2345 6780 0003");
    for (const [label, fee] of [
      ["Master room", "15"],
      ["Kids room", "15"],
      ["Camping tent", "7,5"],
    ] as const) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), fee);
    }
    await user.click(screen.getByRole("button", { name: "Save the tax settings" }));
    await waitFor(() =>
      expect(sentBodies(fetch)).toEqual([
        {
          legalNameEn: "Desert Camp Resort",
          legalNameAr: "منتجع مخيم الصحراء",
          addressEn: "Hatta Road, Al Faqa, Dubai, United Arab Emirates",
          addressAr: "طريق حتا، الفقع، دبي، الإمارات العربية المتحدة",
          trn: "100234567800003",
          vatRate: 5,
          ratesIncludeVat: true,
          tourismFee: { master: 15, kids: 15, camp: 7.5, parking: 0 },
        },
      ]),
    );
    expect(await screen.findByText(/The tax settings were saved/)).toBeTruthy();
    expect(await screen.findByText(/^Last saved/)).toBeTruthy();
  });

  it("checks each field with the shared rules before sending", async () => {
    const fetch = stubApi([]);
    renderPage();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText("Legal name (English)"));
    await user.type(screen.getByLabelText("Tax Registration Number (TRN)"), "12345");
    await user.clear(screen.getByLabelText("VAT rate (%)"));
    await user.type(screen.getByLabelText("VAT rate (%)"), "150");
    await user.clear(screen.getByLabelText("Caravan spot"));
    await user.type(screen.getByLabelText("Caravan spot"), "-2");
    await user.clear(screen.getByLabelText("Kids room"));
    await user.click(screen.getByRole("button", { name: "Save the tax settings" }));
    expect(await screen.findByText("Legal name (English) is required.")).toBeTruthy();
    expect(screen.getByText("A TRN has 15 digits (or leave it empty).")).toBeTruthy();
    expect(screen.getByText("VAT rate (%) must be from 0 to 100")).toBeTruthy();
    expect(screen.getByText("The fee cannot be negative.")).toBeTruthy();
    expect(screen.getByText("Enter an amount in AED, for example 15.")).toBeTruthy();
    expect(screen.getByLabelText("Caravan spot").getAttribute("aria-invalid")).toBe("true");
    expect(sentBodies(fetch)).toEqual([]);
  });

  it("shows the server's field messages inline, in Arabic on the Arabic console", async () => {
    await i18n.changeLanguage("ar");
    stubApi([
      {
        status: 400,
        body: {
          success: false,
          code: "VALIDATION_ERROR",
          message: "The fee has at most two decimals",
          errors: { "tourismFee.camp": "The fee has at most two decimals" },
        },
      },
    ]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "حفظ إعدادات الضريبة" }));
    expect(await screen.findByText("استخدم منزلتين عشريتين على الأكثر.")).toBeTruthy();
    expect(screen.getByLabelText("خيمة تخييم").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("الاسم القانوني (بالعربية)").getAttribute("dir")).toBe("rtl");
  });
});
