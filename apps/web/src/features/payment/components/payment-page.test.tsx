import type { QuoteDetail } from "@camp/shared/booking/booking-api";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ar } from "../../../i18n/locales/ar";
import { en } from "../../../i18n/locales/en";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { PaymentPage } from "./payment-page";

const QUOTE_ID = "5b0f6a52-2d7e-4c43-9a8e-0c4f1b2a9d11";
const user = { name: "Sara Ali", email: "sara@example.com", isAdmin: false };

function quoteDetail(overrides: Partial<QuoteDetail> = {}): QuoteDetail {
  return {
    quoteId: QUOTE_ID,
    serviceType: "room",
    bookingType: "single",
    roomType: "master",
    checkIn: "2026-12-24",
    checkOut: "2026-12-26",
    nights: 2,
    quantity: 1,
    guests: 2,
    price: 950,
    totalAmount: 1900,
    status: "confirmed",
    state: "open",
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    holdExpiresAt: null,
    paymentIntentId: null,
    bookingId: null,
    lines: [{ service: "room:master", quantity: 1, perNight: 950, amount: 1900 }],
    extras: [],
    nightly: [],
    discount: null,
    vatAmount: 0,
    tourismFee: 0,
    vatRate: 5,
    cancellationTerms: null,
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A small stand-in for the API: one quote, the sandbox card rules that matter here. */
function fakeServer(initial: QuoteDetail) {
  let quote = initial;
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = url.replace(/^\/api/, "");
    const method = init.method ?? "GET";
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    if (path === `/booking/quote/${QUOTE_ID}`) return json(200, { success: true, data: quote });
    if (path === "/payment/stripeapikey") {
      return json(200, { stripeApiKey: "pk_sandbox_offline", provider: "sandbox" });
    }
    if (path === "/payment/process") {
      if (quote.state === "paying" && quote.paymentIntentId && quote.bookingId === "paid") {
        return json(409, {
          success: false,
          code: "ALREADY_PAID",
          message: "This booking is already paid. Open My Bookings to see it.",
        });
      }
      // A hold still live is answered as it is (a waiting-list offer's included): not renewed.
      const isHoldLive =
        quote.holdExpiresAt !== null && Date.parse(quote.holdExpiresAt) > Date.now();
      quote = {
        ...quote,
        state: "paying",
        paymentIntentId: "pi_1",
        holdExpiresAt: isHoldLive
          ? quote.holdExpiresAt
          : new Date(Date.now() + 15 * 60_000).toISOString(),
      };
      return json(200, { client_secret: "pi_1_secret", paymentIntentId: "pi_1" });
    }
    if (path === "/payment/sandbox/confirm") {
      if (body.card.number === "4000000000000002") {
        return json(402, {
          error: { type: "card_error", code: "card_declined", message: "Your card was declined." },
        });
      }
      return json(200, { paymentIntent: { id: "pi_1", status: "succeeded", amount: 190000 } });
    }
    if (path === "/booking" && method === "POST") {
      quote = { ...quote, state: "fulfilled", bookingId: "b1" };
      return json(201, {
        success: true,
        data: {
          _id: "b1",
          serviceType: "room",
          bookingType: "single",
          roomType: "master",
          status: "confirmed",
          createdAt: new Date().toISOString(),
          checkIn: quote.checkIn,
          checkOut: quote.checkOut,
          nights: 2,
          quantity: 1,
          guests: 2,
          isPrivateBooking: false,
          totalAmount: 1900,
          paymentStatus: "completed",
          chargedAmount: 1900,
        },
      });
    }
    return json(404, { success: false, code: "NOT_FOUND", message: "No such API endpoint." });
  });
  vi.stubGlobal("fetch", fetch);
  return { calls, fetch };
}

async function fillCard(number: string) {
  const person = userEvent.setup();
  await person.clear(screen.getByLabelText("Card number"));
  await person.type(screen.getByLabelText("Card number"), number);
  await person.clear(screen.getByLabelText("Expiry (MM/YY)"));
  await person.type(screen.getByLabelText("Expiry (MM/YY)"), "12/40");
  await person.clear(screen.getByLabelText("CVC"));
  await person.type(screen.getByLabelText("CVC"), "123");
  const name = screen.getByLabelText("Name on card") as HTMLInputElement;
  if (!name.value) await person.type(name, "Sara Ali");
  return person;
}

describe("payment page", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage("en"));
  });

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

  it("shows an Arabic guest the server's hold error in Arabic, with a way back to the form", async () => {
    await act(() => i18n.changeLanguage("ar"));
    const english =
      "You are already holding as many rooms and nights as one account may. Pay for or let go of a stay you started before holding more.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        const path = url.replace(/^\/api/, "");
        if (path === `/booking/quote/${QUOTE_ID}`) {
          return json(200, { success: true, data: quoteDetail() });
        }
        if (path === "/payment/stripeapikey") {
          return json(200, { stripeApiKey: "pk_sandbox_offline", provider: "sandbox" });
        }
        if (path === "/payment/process") {
          return json(409, { success: false, code: "HOLD_LIMIT_REACHED", message: english });
        }
        return json(404, { success: false, code: "NOT_FOUND", message: "No such API endpoint." });
      }),
    );
    renderWithApp(<PaymentPage />, { user, route: `/payment?quote=${QUOTE_ID}` });

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(ar.errors.HOLD_LIMIT_REACHED);
    expect(screen.queryByText(english)).toBeNull();
    expect(screen.getByRole("link", { name: ar.paymentpage.checkAgain })).toBeTruthy();
  });

  it.each([
    ["en", en],
    ["ar", ar],
  ] as const)(
    "sends a guest whose price ran out while paying back to a fresh check (%s)",
    async (language, texts) => {
      await act(() => i18n.changeLanguage(language));
      // In payment, its hold and its price both over: the server holds nothing at the old price.
      const quote = quoteDetail({
        state: "paying",
        paymentIntentId: "pi_1",
        expiresAt: new Date(Date.now() - 60_000).toISOString(),
        holdExpiresAt: new Date(Date.now() - 30_000).toISOString(),
      });
      const calls: string[] = [];
      vi.stubGlobal(
        "fetch",
        vi.fn(async (url: string) => {
          const path = url.replace(/^\/api/, "");
          calls.push(path);
          if (path === `/booking/quote/${QUOTE_ID}`)
            return json(200, { success: true, data: quote });
          if (path === "/payment/stripeapikey") {
            return json(200, { stripeApiKey: "pk_sandbox_offline", provider: "sandbox" });
          }
          if (path === "/payment/process") {
            return json(410, {
              success: false,
              code: "QUOTE_EXPIRED",
              message: "This price has expired. Please check availability again.",
            });
          }
          return json(404, { success: false, code: "NOT_FOUND", message: "No such API endpoint." });
        }),
      );
      renderWithApp(<PaymentPage />, { user, route: `/payment?quote=${QUOTE_ID}` });

      expect((await screen.findByRole("alert")).textContent).toBe(texts.errors.QUOTE_EXPIRED);
      expect(
        screen.getByRole("heading", { name: texts.paymentpage.hold.failedHeading }),
      ).toBeTruthy();
      const checkAgain = screen.getByRole("link", { name: texts.paymentpage.checkAgain });
      expect(checkAgain.getAttribute("href")).toBe("/booking/room");
      // Asking again cannot help, and there is no card form to pay the old price with.
      expect(screen.queryByRole("button", { name: texts.paymentpage.retry })).toBeNull();
      expect(screen.queryByLabelText(texts.paymentpage.card.number)).toBeNull();
      expect(calls.filter((path) => path === "/payment/process")).toHaveLength(1);
    },
  );

  it("says what to do when there is no quote in the address", () => {
    renderWithApp(<PaymentPage />, { user, route: "/payment" });
    expect(screen.getByRole("heading", { name: "Nothing to pay yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Book a stay" }).getAttribute("href")).toBe(
      "/booking/room",
    );
  });

  it("never offers to pay a quote that is already booked", async () => {
    const server = fakeServer(
      quoteDetail({ state: "fulfilled", bookingId: "b1", paymentIntentId: "pi_1" }),
    );
    renderWithApp(<PaymentPage />, { user, route: `/payment?quote=${QUOTE_ID}` });
    expect(await screen.findByRole("heading", { name: "Already booked" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "View Booking" }).getAttribute("href")).toBe(
      "/my-booking",
    );
    expect(screen.queryByLabelText("Card number")).toBeNull();
    expect(server.calls.some((call) => call.path === "/payment/process")).toBe(false);
  });

  it("holds, shows a decline, holds again on Try Again, pays and books once", async () => {
    const server = fakeServer(quoteDetail());
    renderWithApp(<PaymentPage />, { user, route: `/payment?quote=${QUOTE_ID}` });

    expect(await screen.findByRole("timer")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toMatch(
      /^Your room is held for you for 1[45]:\d\d$/,
    );
    expect(screen.getByText("Test mode - no real charge")).toBeTruthy();
    const process = server.calls.filter((call) => call.path === "/payment/process");
    expect(process).toEqual([
      { method: "POST", path: "/payment/process", body: { amount: 190000, quoteId: QUOTE_ID } },
    ]);

    let person = await fillCard("4000 0000 0000 0002");
    await person.click(screen.getByRole("button", { name: /Pay AED/ }));
    const failed = await screen.findByRole("dialog", { name: "Payment Failed" });
    expect(
      within(failed).getByText("We couldn't process your payment. Please try again."),
    ).toBeTruthy();
    expect(within(failed).getByText("Your card was declined.")).toBeTruthy();
    const confirm = server.calls.find((call) => call.path === "/payment/sandbox/confirm");
    expect(confirm?.body).toEqual({
      client_secret: "pi_1_secret",
      card: { number: "4000000000000002", exp_month: 12, exp_year: 2040, cvc: "123" },
      billing_details: { name: "Sara Ali", email: "sara@example.com" },
    });

    await person.click(within(failed).getByRole("button", { name: "Try Again" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(server.calls.filter((call) => call.path === "/payment/process")).toHaveLength(2),
    );
    expect((screen.getByLabelText("Card number") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Name on card") as HTMLInputElement).value).toBe("Sara Ali");

    person = await fillCard("4242 4242 4242 4242");
    await waitFor(() =>
      expect((screen.getByRole("button", { name: /Pay AED/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await person.dblClick(screen.getByRole("button", { name: /Pay AED/ }));
    const confirmed = await screen.findByRole("dialog", { name: "Booking Confirmed!" });
    expect(within(confirmed).getByRole("button", { name: "View Booking" })).toBeTruthy();
    // The booking's short reference, as My bookings and the emails show it ("b1" -> b1000...).
    expect(within(confirmed).getByText("Your booking reference: P400-0000")).toBeTruthy();
    const bookings = server.calls.filter(
      (call) => call.path === "/booking" && call.method === "POST",
    );
    expect(bookings).toEqual([
      {
        method: "POST",
        path: "/booking",
        body: {
          quoteId: QUOTE_ID,
          paymentInfo: { id: "pi_1", status: "succeeded" },
          serviceType: "room",
          totalAmount: 1900,
          bookingType: "single",
          paymentStatus: "completed",
        },
      },
    ]);
    expect(server.calls.filter((call) => call.path === "/payment/sandbox/confirm")).toHaveLength(2);
  });

  it("keeps the card typed while the hold was placed when the hold fails and is asked again", async () => {
    const server = fakeServer(quoteDetail());
    // The first hold answers only once the card is typed, and fails (a blip the guest may retry).
    let failFirstHold: () => void = () => {};
    const firstHold = new Promise<void>((resolve) => {
      failFirstHold = resolve;
    });
    const answer = server.fetch.getMockImplementation();
    let holds = 0;
    server.fetch.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url.endsWith("/payment/process") && holds++ === 0) {
        await firstHold;
        return json(503, { success: false, code: "INTERNAL", message: "Try again soon." });
      }
      return answer?.(url, init) as Promise<Response>;
    });
    renderWithApp(<PaymentPage />, { user, route: `/payment?quote=${QUOTE_ID}` });

    await screen.findByLabelText("Card number");
    const person = await fillCard("4242 4242 4242 4242");
    failFirstHold();
    await person.click(await screen.findByRole("button", { name: en.paymentpage.retry }));
    await waitFor(() =>
      expect((screen.getByRole("button", { name: /Pay AED/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    expect((screen.getByLabelText("Card number") as HTMLInputElement).value).toBe(
      "4242 4242 4242 4242",
    );
    expect((screen.getByLabelText("Expiry (MM/YY)") as HTMLInputElement).value).toBe("12/40");
    expect((screen.getByLabelText("CVC") as HTMLInputElement).value).toBe("123");
    expect((screen.getByLabelText("Name on card") as HTMLInputElement).value).toBe("Sara Ali");
  });

  it("pays a waiting-list offer like any quote, its live two-hour hold counted in hours", async () => {
    // The offer's quote comes with its units already held (decision 033), in either state.
    const server = fakeServer(
      quoteDetail({
        state: "open",
        holdExpiresAt: new Date(Date.now() + 2 * 3_600_000 - 30_000).toISOString(),
      }),
    );
    renderWithApp(<PaymentPage />, { user, route: `/payment?quote=${QUOTE_ID}` });
    expect(await screen.findByRole("timer")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("timer").textContent).toMatch(
        /^Your room is held for you for 1:5\d:\d\d$/,
      ),
    );
    expect(screen.queryByRole("alert")).toBeNull();
    const person = await fillCard("4242 4242 4242 4242");
    await waitFor(() =>
      expect((screen.getByRole("button", { name: /Pay AED/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await person.click(screen.getByRole("button", { name: /Pay AED/ }));
    expect(await screen.findByRole("dialog", { name: "Booking Confirmed!" })).toBeTruthy();
    expect(server.calls.filter((call) => call.path === "/payment/process")).toHaveLength(1);
  });

  it("shows the card form's own checks before anything is sent", async () => {
    const server = fakeServer(quoteDetail());
    renderWithApp(<PaymentPage />, { user, route: `/payment?quote=${QUOTE_ID}` });
    await screen.findByRole("timer");
    const person = userEvent.setup();
    await person.type(screen.getByLabelText("Card number"), "4242 4242");
    await person.type(screen.getByLabelText("Expiry (MM/YY)"), "01/20");
    await person.type(screen.getByLabelText("CVC"), "12");
    await waitFor(() =>
      expect((screen.getByRole("button", { name: /Pay AED/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await person.click(screen.getByRole("button", { name: /Pay AED/ }));
    expect(await screen.findByText("Enter the 13 to 19 digits of your card number")).toBeTruthy();
    expect(screen.getByText("This card has expired")).toBeTruthy();
    expect(screen.getByText("Enter the 3 or 4 digits of your CVC")).toBeTruthy();
    expect(screen.getByText("Name on card is required")).toBeTruthy();
    expect(server.calls.some((call) => call.path === "/payment/sandbox/confirm")).toBe(false);
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
