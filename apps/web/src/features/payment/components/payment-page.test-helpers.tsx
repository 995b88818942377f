import type { QuoteDetail } from "@camp/shared/booking/booking-api";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { i18n } from "../../../testing/render-app";

/**
 * The payment page tests' shared set-up: a quote, a small stand-in for the API and the card form
 * filled in. Not a test file: vitest only runs `*.test.{ts,tsx}`.
 */

export const QUOTE_ID = "5b0f6a52-2d7e-4c43-9a8e-0c4f1b2a9d11";
export const user = {
  name: "Sara Ali",
  email: "sara@example.com",
  isStaff: false,
  role: "guest" as const,
};

export function quoteDetail(overrides: Partial<QuoteDetail> = {}): QuoteDetail {
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

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A small stand-in for the API: one quote, the sandbox card rules that matter here. */
export function fakeServer(initial: QuoteDetail) {
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

export async function fillCard(number: string) {
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

/** After each test: the real fetch and English again. */
export async function restoreFetchAndLanguage() {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage("en"));
}
