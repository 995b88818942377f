import type { StoredBooking } from "@camp/shared/booking/booking-api";
import { resortToday } from "@camp/shared/dates/resort-dates";
import type { BookingDocument } from "@camp/shared/tax/tax-schemas";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../i18n/i18n";
import { answerFetch } from "../../../testing/answer-fetch";
import { renderWithApp } from "../../../testing/render-app";
import { MyBookings } from "./my-bookings";

const guest = {
  name: "Layla Hassan",
  email: "layla@example.com",
  isStaff: false,
  role: "guest" as const,
};
const bookingId = "6f1c2d3e-0000-4000-8000-000000000001";

function day(days: number): string {
  const date = new Date(`${resortToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function stored(overrides: Partial<StoredBooking> = {}): StoredBooking {
  return {
    _id: bookingId,
    serviceType: "room",
    bookingType: "single",
    roomType: "master",
    status: "cancelled",
    createdAt: "2027-01-05T09:30:00.000Z",
    checkIn: day(10),
    checkOut: day(12),
    nights: 2,
    quantity: 1,
    guests: 2,
    isPrivateBooking: false,
    totalAmount: 1930,
    paymentStatus: "refunded",
    chargedAmount: 1930,
    refundedAmount: 965,
    extras: [],
    nightly: [],
    discount: null,
    vatAmount: 90.48,
    tourismFee: 30,
    vatRate: 5,
    ...overrides,
  } as StoredBooking;
}

const url = (id: string) => `/api/booking/${bookingId}/documents/${id}.pdf`;
const invoice: BookingDocument = {
  id: "d1",
  kind: "invoice",
  number: "INV-2027-000001",
  issuedAt: "2027-01-05T09:31:00.000Z",
  totalAmount: 1930,
  url: url("d1"),
  corrects: null,
  voidedBy: null,
};
const creditNote: BookingDocument = {
  id: "d2",
  kind: "credit_note",
  number: "CN-2027-000001",
  issuedAt: "2027-01-20T06:00:00.000Z",
  totalAmount: 965,
  url: url("d2"),
  corrects: "INV-2027-000001",
  voidedBy: null,
};

const bookingsBody = (regular: StoredBooking[]) => ({
  success: true,
  booking: { data: regular },
  packeageBooking: { data: [] },
});

async function openCancelledTab() {
  await userEvent.click(await screen.findByRole("tab", { name: /Cancelled|ملغاة/ }));
}

describe("my bookings: a booking's tax and documents", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage("en");
  });

  it("lists each document with its kind, number, date, amount and a PDF download link", async () => {
    const fetch = answerFetch(
      { status: 200, body: bookingsBody([stored()]) },
      { status: 200, body: { success: true, data: [invoice, creditNote] } },
    );
    renderWithApp(<MyBookings />, { user: guest, route: "/my-booking" });
    await openCancelledTab();
    const list = await screen.findByRole("list", { name: "Documents" });
    const [first, second] = within(list).getAllByRole("listitem");
    if (!first || !second) throw new Error("two documents expected");
    expect(first.textContent).toContain("Tax invoice INV-2027-000001");
    expect(first.textContent).toMatch(/5 Jan 2027/);
    expect(first.textContent).toMatch(/AED\s1,930/);
    const download = within(first).getByRole("link", {
      name: "Download PDF: Tax invoice INV-2027-000001",
    });
    expect(download.getAttribute("href")).toBe(url("d1"));
    expect(download.hasAttribute("download")).toBe(true);
    // A credit note gives money back and names the invoice it corrects.
    expect(second.textContent).toContain("Credit note CN-2027-000001");
    expect(second.textContent).toContain("corrects \u2066INV-2027-000001\u2069");
    expect(second.textContent).toMatch(/−AED\s965/);
    expect(String(fetch.mock.calls[1]?.[0])).toBe(`/api/booking/${bookingId}/documents`);
    // The card's breakdown: the fee as its own row, the VAT the total holds, "incl. VAT".
    const card = screen.getByRole("article", { name: "Master room" });
    expect(within(card).getByText("Tourism Dirham fee").nextElementSibling?.textContent).toMatch(
      /AED\s30/,
    );
    expect(within(card).getByText("VAT included (5%)").nextElementSibling?.textContent).toMatch(
      /AED\s90\.48/,
    );
    expect(within(card).getByText("incl. VAT")).toBeTruthy();

    await setLanguage("ar");
    const arabicList = await screen.findByRole("list", { name: "المستندات" });
    expect(within(arabicList).getByText(/فاتورة ضريبية/)).toBeTruthy();
    expect(within(arabicList).getByText(/إشعار دائن/)).toBeTruthy();
    expect(within(arabicList).getAllByRole("link", { name: /^تنزيل / })).toHaveLength(2);
  });

  it("does not ask for documents of a booking nothing was charged for", async () => {
    const fetch = answerFetch({
      status: 200,
      body: bookingsBody([
        stored({ status: "pending", paymentStatus: "authorised", chargedAmount: 0 }),
      ]),
    });
    renderWithApp(<MyBookings />, { user: guest, route: "/my-booking" });
    await screen.findByRole("article", { name: "Master room" });
    expect(screen.queryByText("Documents")).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("says when the documents could not be loaded, and asks again", async () => {
    answerFetch(
      { status: 200, body: bookingsBody([stored()]) },
      { status: 500, body: { success: false, code: "INTERNAL", message: "Internal error" } },
      { status: 200, body: { success: true, data: [invoice] } },
    );
    renderWithApp(<MyBookings />, { user: guest, route: "/my-booking" });
    await openCancelledTab();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your documents could not be loaded.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /INV-2027-000001/ })).toBeTruthy();
  });
});
