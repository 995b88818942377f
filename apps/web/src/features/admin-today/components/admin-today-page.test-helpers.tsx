import type { AdminTodayResponse, StayMovement } from "@camp/shared/admin/admin-today";
import type { StoredBooking } from "@camp/shared/booking/booking-api";
import { vi } from "vitest";

/**
 * The front desk page tests' shared set-up: a stay as Today lists it, the page's answer, what a desk
 * action answers, and a fetch stub that records every call. Not a test file: vitest only runs
 * `*.test.{ts,tsx}`.
 */

export const admin = {
  name: "Omar Staff",
  email: "omar@example.com",
  isStaff: true,
  role: "owner" as const,
};

export const stay = (values: Partial<StayMovement>): StayMovement => ({
  bookingId: "6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f",
  guestName: "Alice Sandman",
  guestEmail: "alice@dunes.example",
  phone: null,
  specialRequests: null,
  arrivalTime: null,
  serviceType: "room",
  status: "confirmed",
  checkIn: "2026-11-20",
  checkOut: "2026-11-22",
  guests: 2,
  units: [{ unit: "room:master", quantity: 1 }],
  desk: { canCheckIn: true, canCheckOut: false, canMarkNoShow: false, undo: null },
  paidAmount: 1900,
  balanceDue: 0,
  latestNote: null,
  ...values,
});

export const today = (data: Partial<AdminTodayResponse["data"]>): AdminTodayResponse => ({
  success: true,
  data: {
    today: { date: "2026-11-20", arrivals: [], departures: [] },
    tomorrow: { date: "2026-11-21", arrivals: [], departures: [] },
    notArrived: [],
    occupancy: [],
    ...data,
  },
});

/** What a desk action answers: the booking, as the shared schema checks it. */
export const movedBooking = (status: StoredBooking["status"]): StoredBooking => ({
  _id: "6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f",
  serviceType: "room",
  bookingType: "single",
  roomType: "master",
  status,
  createdAt: "2026-11-01T08:00:00.000Z",
  checkIn: "2026-11-20",
  checkOut: "2026-11-22",
  nights: 2,
  quantity: 1,
  guests: 2,
  isPrivateBooking: false,
  totalAmount: 1900,
  paymentStatus: "completed",
  chargedAmount: 1900,
  extras: [],
  nightly: [],
  discount: null,
  vatAmount: 0,
  tourismFee: 0,
  vatRate: 5,
});

type Call = { method: string; url: URL; body: unknown };
export function serve(route: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? "GET",
        url: new URL(input, "http://localhost"),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const answer = route(call);
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}
