import { describe, expect, it } from "vitest";
import {
  bookingsInTab,
  countBookingsByTab,
  firstTabWithBookings,
  isBookingTab,
  shownStatus,
  tabOfBooking,
} from "./booking-tabs";

const TODAY = "2026-03-10";

function booking(
  id: string,
  status: "pending" | "confirmed" | "completed" | "cancelled",
  checkIn: string,
  checkOut: string,
  createdAt = "2026-01-01T08:00:00.000Z",
) {
  return { id, status, checkIn, checkOut, createdAt };
}

describe("tabOfBooking", () => {
  it("puts a confirmed stay in Upcoming while its check-out is today or later", () => {
    expect(tabOfBooking(booking("a", "confirmed", "2026-03-12", "2026-03-14"), TODAY)).toBe(
      "upcoming",
    );
    expect(tabOfBooking(booking("b", "confirmed", "2026-03-08", "2026-03-10"), TODAY)).toBe(
      "upcoming",
    );
  });

  it("shows a confirmed stay whose check-out has passed as completed, before the server marks it", () => {
    expect(tabOfBooking(booking("c", "confirmed", "2026-03-07", "2026-03-09"), TODAY)).toBe(
      "completed",
    );
  });

  it("keeps pending, completed and cancelled bookings in their own tabs whatever their dates", () => {
    expect(tabOfBooking(booking("d", "pending", "2026-03-20", "2026-03-22"), TODAY)).toBe(
      "pending",
    );
    expect(tabOfBooking(booking("e", "pending", "2026-01-01", "2026-01-02"), TODAY)).toBe(
      "pending",
    );
    expect(tabOfBooking(booking("f", "completed", "2026-01-01", "2026-01-02"), TODAY)).toBe(
      "completed",
    );
    expect(tabOfBooking(booking("g", "cancelled", "2026-04-01", "2026-04-02"), TODAY)).toBe(
      "cancelled",
    );
  });
});

describe("shownStatus", () => {
  it("says completed for a confirmed stay that is over, and the server's status otherwise", () => {
    expect(shownStatus(booking("h", "confirmed", "2026-03-07", "2026-03-09"), TODAY)).toBe(
      "completed",
    );
    expect(shownStatus(booking("i", "confirmed", "2026-03-09", "2026-03-10"), TODAY)).toBe(
      "confirmed",
    );
    expect(shownStatus(booking("j", "cancelled", "2026-03-01", "2026-03-02"), TODAY)).toBe(
      "cancelled",
    );
  });
});

describe("bookingsInTab", () => {
  const all = [
    booking("later", "confirmed", "2026-04-01", "2026-04-03"),
    booking("sooner", "confirmed", "2026-03-11", "2026-03-12"),
    booking("finished-long-ago", "completed", "2026-01-01", "2026-01-03"),
    booking("finished-yesterday", "confirmed", "2026-03-07", "2026-03-09"),
    booking("older-request", "pending", "2026-05-01", "2026-05-02", "2026-02-01T10:00:00.000Z"),
    booking("newer-request", "pending", "2026-05-01", "2026-05-02", "2026-03-01T10:00:00.000Z"),
    booking("called-off", "cancelled", "2026-06-01", "2026-06-02"),
  ];
  const ids = (tab: Parameters<typeof bookingsInTab>[1]) =>
    bookingsInTab(all, tab, TODAY).map((entry) => entry.id);

  it("lists upcoming stays soonest first", () => {
    expect(ids("upcoming")).toEqual(["sooner", "later"]);
  });

  it("lists finished stays most recent first, the not-yet-marked one included", () => {
    expect(ids("completed")).toEqual(["finished-yesterday", "finished-long-ago"]);
  });

  it("lists pending and cancelled requests newest first", () => {
    expect(ids("pending")).toEqual(["newer-request", "older-request"]);
    expect(ids("cancelled")).toEqual(["called-off"]);
  });

  it("does not reorder the list it was given", () => {
    const before = all.map((entry) => entry.id);
    bookingsInTab(all, "upcoming", TODAY);
    expect(all.map((entry) => entry.id)).toEqual(before);
  });

  it("counts every booking in exactly one tab", () => {
    expect(countBookingsByTab(all, TODAY)).toEqual({
      upcoming: 2,
      pending: 2,
      completed: 2,
      cancelled: 1,
    });
  });
});

describe("choosing a tab", () => {
  it("opens the first tab with bookings, Upcoming when there are none", () => {
    expect(firstTabWithBookings({ upcoming: 0, pending: 1, completed: 3, cancelled: 0 })).toBe(
      "pending",
    );
    expect(firstTabWithBookings({ upcoming: 0, pending: 0, completed: 0, cancelled: 0 })).toBe(
      "upcoming",
    );
  });

  it("accepts only the four tab names from the address bar", () => {
    expect(isBookingTab("completed")).toBe(true);
    expect(isBookingTab("Completed")).toBe(false);
    expect(isBookingTab(null)).toBe(false);
  });
});
