import type { AdminBookingDetail, AdminBookingSummary } from "@camp/shared/admin/admin-bookings";
import type { PublicUser } from "@camp/shared/auth/auth-schemas";
import { Route, Routes } from "react-router";
import { vi } from "vitest";
import { renderWithApp } from "../../../testing/render-app";
import { AdminBookingDetailPage } from "./admin-booking-detail-page";

/**
 * The admin bookings tests' shared set-up: a booking as the list and the detail page read it, a
 * fetch stub that answers by method and path, and the detail page on its route. Not a test file:
 * vitest only runs `*.test.{ts,tsx}`.
 */

export const admin = {
  name: "Omar Staff",
  email: "omar@example.com",
  isStaff: true,
  role: "owner" as const,
};

export const summary = (values: Partial<AdminBookingSummary>): AdminBookingSummary => ({
  id: "6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f",
  serviceType: "room",
  bookingType: "single",
  roomType: "master",
  checkIn: "2026-12-01",
  checkOut: "2026-12-03",
  nights: 2,
  quantity: 1,
  guests: 2,
  status: "confirmed",
  paymentStatus: "completed",
  totalAmount: 1900,
  chargedAmount: 1900,
  refundedAmount: 0,
  createdAt: "2026-11-20T08:00:00.000Z",
  guest: { id: "u1", name: "Alice Sandman", email: "alice@dunes.example" },
  source: "website",
  takenBy: null,
  ...values,
});

export const detail = (values: Partial<AdminBookingDetail>): AdminBookingDetail => ({
  ...summary({}),
  phone: null,
  specialRequests: null,
  arrivalTime: null,
  isPrivateBooking: false,
  cancelledAt: null,
  cancelledBy: null,
  extras: [],
  paidAmount: 1900,
  desk: { canCheckIn: false, canCheckOut: false, canMarkNoShow: false, undo: null },
  priceLines: [{ service: "room:master", quantity: 1, perNight: 950, amount: 1900 }],
  discount: null,
  payments: [],
  policyShown: null,
  agentReference: null,
  paid: 1900,
  balanceDue: 0,
  paymentLink: null,
  ...values,
});

export type Answer = { status: number; body: unknown };

/** A fetch stub that answers by method and path, and records every call. */
export function serve(
  route: (method: string, url: URL, body: unknown) => Answer,
  notesRoute?: (method: string, url: URL, body: unknown) => Answer | undefined,
) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    const method = init.method ?? "GET";
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    // The detail page reads the staff notes beside the booking; tests of notes answer them.
    const answer =
      method === "GET" && url.pathname.endsWith("/notes") && !notesRoute
        ? { status: 200, body: { success: true, data: [] } }
        : (notesRoute?.(method, url, body) ?? route(method, url, body));
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

export function renderDetail(user: { role: PublicUser["role"] } = admin) {
  return renderWithApp(
    <Routes>
      <Route path="/admin/bookings/:id" element={<AdminBookingDetailPage />} />
    </Routes>,
    { user: { ...admin, ...user }, route: "/admin/bookings/6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f" },
  );
}
