import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ar } from "../../../i18n/locales/ar";
import { en } from "../../../i18n/locales/en";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { PaymentPage } from "./payment-page";
import {
  fakeServer,
  QUOTE_ID,
  quoteDetail,
  restoreFetchAndLanguage,
  user,
} from "./payment-page.test-helpers";

describe("payment page: the booking's summary and cancellation policy before the card", () => {
  afterEach(restoreFetchAndLanguage);

  it("shows the stay's cancellation policy before the card, with the links, and says it was shown", async () => {
    const day = 24 * 3_600_000;
    const checkInAt = new Date(Date.now() + 20 * day);
    const terms = {
      checkInAt: checkInAt.toISOString(),
      fullRefundUntil: new Date(checkInAt.getTime() - 7 * day).toISOString(),
      partialRefundUntil: new Date(checkInAt.getTime() - 2 * day).toISOString(),
      partialRefundPercent: 50,
      partialRefundAmount: 965,
      totalAmount: 1930,
    };
    const { calls } = fakeServer(
      quoteDetail({
        totalAmount: 1930,
        tourismFee: 30,
        vatAmount: 90.48,
        cancellationTerms: terms,
      }),
    );
    renderWithApp(<PaymentPage />, { user, route: `/payment?quote=${QUOTE_ID}` });

    const policy = await screen.findByRole("region", { name: "If you cancel" });
    expect(within(policy).getByText(/^Full refund \(AED\s1,930\) if you cancel by /)).toBeTruthy();
    expect(within(policy).getByText(/^50% back \(AED\s965\) if you cancel by /)).toBeTruthy();
    expect(within(policy).getByText(/^No refund if you cancel after /)).toBeTruthy();
    expect(
      within(policy).getByRole("link", { name: "Terms of booking" }).getAttribute("href"),
    ).toBe("/terms");
    expect(within(policy).getByRole("link", { name: "Privacy notice" }).getAttribute("href")).toBe(
      "/privacy",
    );
    // Before the card form, in the page's order.
    const card = screen.getByRole("region", { name: "Pay by card" });
    expect(policy.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.path === "/payment/process")?.body).toMatchObject({
        quoteId: QUOTE_ID,
        amount: 193_000,
        policyShown: { language: "en" },
      }),
    );

    // The breakdown: the fee as its own row, the total charged "incl. VAT", the VAT it holds.
    const summary = screen.getByRole("region", { name: "Your booking" });
    expect(within(summary).getByText("Tourism Dirham fee").nextElementSibling?.textContent).toMatch(
      /AED\s30/,
    );
    expect(within(summary).getByText("Total charged").nextElementSibling?.textContent).toMatch(
      /AED\s1,930.*incl\. VAT/,
    );
    expect(within(summary).getByText("VAT included (5%)").nextElementSibling?.textContent).toMatch(
      /AED\s90\.48/,
    );
  });

  for (const lang of ["en", "ar"] as const) {
    it(`a change's payment page in ${lang}: the VAT of the difference, and the first check-in's deadlines named (decision 049)`, async () => {
      if (lang === "ar") await act(() => i18n.changeLanguage("ar"));
      fakeServer(
        quoteDetail({
          changesBookingId: "6f1c2d3e-0000-4000-8000-000000000001",
          checkIn: "2027-12-09",
          checkOut: "2027-12-14",
          totalAmount: 8515,
          amountDue: 6615,
          amountDueVat: 315,
          vatAmount: 405.48,
          cancellationTerms: {
            checkInAt: "2027-12-08T10:00:00.000Z",
            fullRefundUntil: "2027-12-01T10:00:00.000Z",
            partialRefundUntil: "2027-12-06T10:00:00.000Z",
            partialRefundPercent: 50,
            partialRefundAmount: 4257.5,
            totalAmount: 8515,
            stayCheckIn: "2027-12-09",
          },
        }),
      );
      renderWithApp(<PaymentPage />, { user, route: `/payment?quote=${QUOTE_ID}` });
      const due = await screen.findByTestId("change-due");
      const vat =
        lang === "ar"
          ? /^ضريبة القيمة المضافة في هذا المبلغ \(5\u200e?%\u200e?\)$/
          : /^VAT in this payment \(5%\)$/;
      expect(within(due).getByText(vat).nextElementSibling?.textContent).toMatch(/315/);
      const policy = screen.getByRole("region", {
        name: lang === "ar" ? ar.paymentpage.policy.heading : "If you cancel",
      });
      expect(within(policy).getByTestId("policy-first-check-in").textContent).toMatch(
        lang === "ar"
          ? /^تبدأ إقامتك الخميس، 9 ديسمبر 2027\. .*موعد وصوله الأول، الأربعاء، 8 ديسمبر 2027/
          : /^Your stay starts Thursday, 9 December 2027\. .*first check-in, Wed, 8 Dec 2027/,
      );
      // The first check-in is named as such, never as this stay's check-in.
      expect(policy.textContent).not.toMatch(/from check-in|ابتداءً من موعد الوصول/);
    });
  }

  it("leaves out a deadline already past, and speaks Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    const day = 24 * 3_600_000;
    const checkInAt = new Date(Date.now() + 4 * day);
    const { calls } = fakeServer(
      quoteDetail({
        cancellationTerms: {
          checkInAt: checkInAt.toISOString(),
          fullRefundUntil: new Date(checkInAt.getTime() - 7 * day).toISOString(),
          partialRefundUntil: new Date(checkInAt.getTime() - 2 * day).toISOString(),
          partialRefundPercent: 50,
          partialRefundAmount: 950,
          totalAmount: 1900,
        },
      }),
    );
    renderWithApp(<PaymentPage />, { user, route: `/payment?quote=${QUOTE_ID}` });
    const policy = await screen.findByRole("region", { name: ar.paymentpage.policy.heading });
    expect(within(policy).queryByText(/^استرداد كامل/)).toBeNull();
    expect(within(policy).getByText(/^استرداد ٥٠٪|^استرداد 50/)).toBeTruthy();
    expect(within(policy).getByRole("link", { name: "شروط الحجز" })).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.path === "/payment/process")?.body).toMatchObject({
        policyShown: { language: "ar" },
      }),
    );
  });

  it.each([
    // Two units: nights × units × one unit's price (decision 049).
    ["en", /^28 Nov – 1 Dec: 4 nights × 2 × AED\s950$/, /^Promo code WINTER10$/, /−AED\s440/],
    [
      "ar",
      /^28 نوفمبر – 1 ديسمبر: 4 ليالٍ × 2 × .*950.*للوحدة لليلة$/,
      /^رمز الخصم WINTER10$/,
      /−440/,
    ],
  ] as const)(
    "lists a stay across seasons as runs of nights, and the promo code's discount (%s)",
    async (language, firstRun, codeLabel, minus) => {
      await act(() => i18n.changeLanguage(language));
      const nights = (from: string, count: number, amount: number) =>
        Array.from({ length: count }, (_, index) => {
          const date = new Date(`${from}T00:00:00Z`);
          date.setUTCDate(date.getUTCDate() + index);
          return { date: date.toISOString().slice(0, 10), amount };
        });
      // Two master rooms for 30 nights: AED 1,900, 2,400 then 1,500 a night for both.
      const nightly = [
        ...nights("2026-11-28", 4, 1900),
        ...nights("2026-12-02", 20, 2400),
        ...nights("2026-12-22", 6, 1500),
      ];
      fakeServer(
        quoteDetail({
          checkIn: "2026-11-28",
          checkOut: "2026-12-28",
          nights: 30,
          quantity: 2,
          price: 950,
          totalAmount: 64_160,
          lines: [{ service: "room:master", quantity: 2, perNight: 1900, amount: 64_600, nightly }],
          nightly,
          discount: { code: "WINTER10", amount: 440 },
        }),
      );
      renderWithApp(<PaymentPage />, { user, route: `/payment?quote=${QUOTE_ID}` });
      const summary = await screen.findByRole("region", {
        name: language === "en" ? en.paymentpage.summary.heading : ar.paymentpage.summary.heading,
      });
      const rows = within(summary)
        .getAllByRole("listitem")
        .map((row) => row.textContent?.replace(/[\u200e\u200f\u061c]/g, "") ?? "");
      // Three rows for three seasons, each with its amount, then the code: they add up to the total.
      const runs = rows.filter((row) => /:.*×/.test(row));
      expect(runs).toHaveLength(3);
      const firstLabel = within(summary).getByText(firstRun);
      expect(firstLabel.nextElementSibling?.textContent).toMatch(/7,600/);
      const code = within(summary).getByText(codeLabel);
      expect(code.nextElementSibling?.textContent).toMatch(minus);
      expect(within(summary).getByText(/64,160/)).toBeTruthy();
    },
  );
});
