import type { StoredBooking } from "@camp/shared/booking/booking-api";
import type { ChangeCheck } from "@camp/shared/booking/booking-change";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { Route, Routes } from "react-router";
import { Toaster } from "sonner";
import { vi } from "vitest";
import { setLanguage } from "../../../i18n/i18n";
import { renderWithApp } from "../../../testing/render-app";
import { ChangeBooking } from "./change-booking";

/**
 * The change-booking tests' shared set-up: a confirmed two-night booking, the server's answers
 * (a fake fetch) and the page on its route. Not a test file: vitest only runs `*.test.tsx`.
 */

const guest = {
  name: "Layla Hassan",
  email: "layla@example.com",
  isStaff: false,
  role: "guest" as const,
};
export const ID = "6f1c2d3e-0000-4000-8000-000000000001";
export const QUOTE = "7a1c2d3e-0000-4000-8000-000000000002";

export function day(days: number): string {
  const date = new Date(`${resortToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const SAFARI = "11111111-1111-4111-8111-111111111111";
export const HIKE = "22222222-2222-4222-8222-222222222222";
const publicExtra = (id: string, slug: string, name: string, nameAr: string, price: number) => ({
  id,
  slug,
  name,
  nameEn: name,
  nameAr,
  description: "",
  descriptionAr: "",
  priceType: "person",
  price,
  dailyCapacity: 12,
  days: [0, 1, 2, 3, 4, 5, 6],
  imageUrl: null,
});

export const booking: StoredBooking = {
  _id: ID,
  extras: [],
  nightly: [],
  discount: null,
  vatAmount: 0,
  tourismFee: 0,
  vatRate: 5,
  serviceType: "room",
  bookingType: "single",
  roomType: "master",
  status: "confirmed",
  createdAt: "2026-01-05T09:30:00.000Z",
  checkIn: day(10),
  checkOut: day(12),
  nights: 2,
  quantity: 1,
  guests: 2,
  isPrivateBooking: false,
  totalAmount: 1900,
  paymentStatus: "completed",
  chargedAmount: 1900,
};

export const check = (overrides: Partial<ChangeCheck>): ChangeCheck => ({
  quoteId: QUOTE,
  bookingId: ID,
  status: "confirmed",
  totalAmount: 1300,
  currentAmount: 1900,
  difference: -300,
  priceDifference: -600,
  toPay: 0,
  givenUp: 600,
  refund: 300,
  kept: 300,
  refundPercent: 50,
  nights: 2,
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  holdMinutes: 15,
  discount: null,
  vatAmount: 0,
  tourismFee: 0,
  vatRate: 5,
  droppedPromoCode: null,
  checkIn: day(10),
  checkOut: day(12),
  quantity: 1,
  toPayVat: 0,
  toPayTourismFee: 0,
  refundVat: 0,
  refundTourismFee: 0,
  feeBack: 0,
  givenUpRest: 0,
  policy: {
    checkInAt: `${day(10)}T10:00:00.000Z`,
    fullRefundUntil: `${day(3)}T10:00:00.000Z`,
    partialRefundUntil: `${day(8)}T10:00:00.000Z`,
    partialRefundPercent: 50,
    partialRefundAmount: 650,
    totalAmount: 1300,
  },
  ...overrides,
});

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export function fakeApi(
  answers: {
    check: () => Response;
    apply?: () => Response;
    /** The checked change's quote (GET /api/booking/quote/:id). */
    quote?: unknown;
    /** The rate calendar (AED); without it the server answers 404, as before the rates feature. */
    calendar?: unknown;
  },
  stored: StoredBooking = booking,
) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === "/api/booking/me") {
      return json(200, {
        success: true,
        booking: { data: [stored] },
        packeageBooking: { data: [] },
      });
    }
    if (url.startsWith("/api/extras?")) {
      const ar = url.endsWith("lang=ar");
      return json(200, {
        data: [
          publicExtra(SAFARI, "car-safari", ar ? "رحلة سفاري بالسيارة" : "Car safari", "", 300),
          publicExtra(HIKE, "mountain-hiking", ar ? "المشي في الجبال" : "Mountain hiking", "", 120),
        ],
      });
    }
    if (url.startsWith("/api/extras/availability")) {
      // The safari is sold out on the stay's second night.
      const days = (remainingOnSecond: number) => [
        { date: day(10), remaining: 5 },
        { date: day(11), remaining: remainingOnSecond },
        { date: day(12), remaining: 5 },
      ];
      return json(200, {
        success: true,
        data: [
          { id: SAFARI, days: days(0) },
          { id: HIKE, days: days(5) },
        ],
      });
    }
    if (url.startsWith("/api/rates/calendar")) {
      return answers.calendar
        ? json(200, { success: true, data: { from: "", to: "", calendar: answers.calendar } })
        : json(404, { success: false, code: "NOT_FOUND", message: "No such API endpoint." });
    }
    if (url === `/api/booking/quote/${QUOTE}` && answers.quote) {
      return json(200, { success: true, data: answers.quote });
    }
    if (/^\/api\/(rooms|camps|parking)/.test(url) || url.startsWith("/api/booking/quote/")) {
      return json(404, { success: false, code: "NOT_FOUND", message: "Not in this test." });
    }
    if (url === `/api/booking/${ID}/change/check`) return answers.check();
    if (url === `/api/booking/${ID}/change` && answers.apply) return answers.apply();
    throw new Error(`unexpected call ${url}`);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

export function renderChange(search = "") {
  return renderWithApp(
    <>
      <Toaster />
      <Routes>
        <Route path="/my-booking/:id/change" element={<ChangeBooking bookingId={ID} />} />
        <Route path="/my-booking" element={<p>My bookings page</p>} />
      </Routes>
    </>,
    { user: guest, route: `/my-booking/${ID}/change${search}` },
  );
}

/** After each test: the real fetch and English again. */
export async function restoreFetchAndLanguage() {
  vi.unstubAllGlobals();
  await setLanguage("en");
}
