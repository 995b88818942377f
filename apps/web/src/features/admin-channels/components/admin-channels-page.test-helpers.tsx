import type { CalendarFeedsResponse, CalendarImport } from "@camp/shared/channels/calendar-feeds";
import { act, screen } from "@testing-library/react";
import { Toaster } from "sonner";
import { vi } from "vitest";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { AdminChannelsPage } from "./admin-channels-page";

/**
 * The channels page tests' shared set-up: two imported feeds (one fresh with conflicts, one stale),
 * an API stub that answers by "METHOD /path", and the page. Not a test file: vitest only runs
 * `*.test.{ts,tsx}`.
 */

export const ORIGIN = "https://camp.example";
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const airbnb = (): CalendarImport => ({
  id: "7d0b3a52-1c1e-4a3e-9f55-0a1b2c3d4e01",
  name: "Airbnb – Master room 1",
  url: "https://www.airbnb.com/calendar/ical/41234567.ics?s=8c2f0d",
  units: 1,
  exportUrl: `${ORIGIN}/api/calendar/master.ics?token=feedTokenAirbnb`,
  lastFetchedAt: minutesAgo(5),
  lastAttemptAt: minutesAgo(5),
  lastChangedAt: minutesAgo(120),
  lastError: null,
  lastErrorAt: null,
  isStale: false,
  events: 3,
  conflicts: [
    {
      eventId: "c0ffee00-0000-4000-8000-000000000001",
      from: "2026-12-12",
      to: "2026-12-14",
      summary: "Reserved",
      detectedAt: minutesAgo(30),
      resolvedAt: null,
      bookings: [
        {
          id: "6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f",
          reference: "DWE1-YFHA",
          checkIn: "2026-12-11",
          checkOut: "2026-12-13",
          quantity: 2,
          status: "confirmed",
        },
      ],
    },
    {
      eventId: "c0ffee00-0000-4000-8000-000000000002",
      from: "2026-11-02",
      to: "2026-11-03",
      summary: "Reserved",
      detectedAt: minutesAgo(60 * 24 * 3),
      resolvedAt: minutesAgo(60 * 24 * 2),
      bookings: [],
    },
  ],
});

export const booking = (): CalendarImport => ({
  id: "7d0b3a52-1c1e-4a3e-9f55-0a1b2c3d4e02",
  name: "Booking.com – Kids room",
  url: "https://admin.booking.com/hotel/hoteladmin/ical.html?t=4b1e",
  units: 1,
  exportUrl: `${ORIGIN}/api/calendar/kids.ics?token=feedTokenBooking`,
  lastFetchedAt: minutesAgo(60 * 26),
  lastAttemptAt: minutesAgo(10),
  lastChangedAt: minutesAgo(60 * 26),
  lastError: "answered HTTP 500",
  lastErrorAt: minutesAgo(10),
  isStale: true,
  events: 1,
  conflicts: [],
});

export function feedsList(overrides: { masterExport?: string } = {}): CalendarFeedsResponse {
  return {
    success: true,
    data: [
      {
        unitType: "master",
        exportUrl: overrides.masterExport ?? `${ORIGIN}/api/calendar/master.ics?token=masterToken1`,
        imports: [airbnb()],
      },
      {
        unitType: "kids",
        exportUrl: `${ORIGIN}/api/calendar/kids.ics?token=kidsToken1`,
        imports: [booking()],
      },
      {
        unitType: "camp",
        exportUrl: `${ORIGIN}/api/calendar/camp.ics?token=campToken1`,
        imports: [],
      },
      {
        unitType: "parking",
        exportUrl: `${ORIGIN}/api/calendar/parking.ics?token=parkingToken1`,
        imports: [],
      },
    ],
  };
}

type Answer = { status: number; body: unknown };
type Call = { key: string; body: unknown };

/** Answers by "METHOD /path" (a function may answer by call count); records what was sent. */
export function stubApi(answers: Record<string, Answer | (() => Answer)>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${url}`;
      calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[key];
      const { status, body } = (typeof answer === "function" ? answer() : answer) ?? {
        status: 404,
        body: { success: false, code: "NOT_FOUND", message: key },
      };
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return {
    calls,
    sent: (key: string) => calls.filter((call) => call.key === key).map((call) => call.body),
  };
}

export const LIST = "GET /api/admin/calendar-feeds";
const admin = {
  name: "Omar Staff",
  email: "omar@example.com",
  isStaff: true,
  role: "owner" as const,
};

export const renderPage = () =>
  renderWithApp(
    <>
      <AdminChannelsPage />
      <Toaster />
    </>,
    { user: admin, route: "/admin/channels" },
  );

export const feedCard = async (name: string) =>
  (await screen.findByRole("article", { name })) as HTMLElement;

/** After each test: the real fetch and English again. */
export async function restoreFetchAndLanguage() {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage("en"));
}
