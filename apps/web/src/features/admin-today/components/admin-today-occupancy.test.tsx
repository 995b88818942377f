import type { OccupancyNight } from "@camp/shared/admin/admin-today";
import type { CalendarImport } from "@camp/shared/channels/calendar-feeds";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../testing/render-app";
import { useChannelAlerts } from "../api/get-channel-alerts";
import { AdminTodayPage } from "./admin-today-page";
import { admin, serve, today } from "./admin-today-page.test-helpers";

/** Another reader of the banner's answer: it shows once the feeds are read, as the banner would. */
function AlertsRead() {
  const { data } = useChannelAlerts();
  return data ? (
    <p>
      Alerts read: {data.staleFeeds.length} stale, {data.openConflicts} open
    </p>
  ) : null;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AdminTodayPage, the front desk: nights sold on channels, and the channel alerts", () => {
  it("shows nights sold on channels by name, and warns of stale feeds and open conflicts", async () => {
    const cell = (night: string, values: Partial<OccupancyNight> = {}): OccupancyNight => ({
      night,
      sold: 0,
      held: 0,
      pending: 0,
      closed: 0,
      channel: 0,
      channels: [],
      total: 2,
      ...values,
    });
    const feed = (name: string, values: Partial<CalendarImport>): CalendarImport => ({
      id: name,
      name,
      url: "https://calendar.example/x.ics",
      units: 1,
      exportUrl: "https://camp.example/api/calendar/kids.ics?token=t",
      lastFetchedAt: "2026-11-20T08:00:00.000Z",
      lastAttemptAt: "2026-11-20T08:00:00.000Z",
      lastChangedAt: "2026-11-20T08:00:00.000Z",
      lastError: null,
      lastErrorAt: null,
      isStale: false,
      events: 1,
      conflicts: [],
      ...values,
    });
    const conflict = { from: "2026-11-21", to: "2026-11-22", summary: "Reserved", bookings: [] };
    let feeds = [
      feed("Airbnb – Master room 1", {
        conflicts: [
          { ...conflict, eventId: "e1", detectedAt: "2026-11-20T08:00:00.000Z", resolvedAt: null },
          {
            ...conflict,
            eventId: "e2",
            detectedAt: "2026-11-19T08:00:00.000Z",
            resolvedAt: "2026-11-19T09:00:00.000Z",
          },
        ],
      }),
      feed("Booking.com – Kids room", { isStale: true, lastError: "answered HTTP 500" }),
    ];
    serve(({ url }) =>
      url.pathname === "/api/admin/calendar-feeds"
        ? {
            status: 200,
            body: {
              success: true,
              data: [
                { unitType: "master", exportUrl: "https://camp.example/m", imports: feeds },
                { unitType: "kids", exportUrl: "https://camp.example/k", imports: [] },
                { unitType: "camp", exportUrl: "https://camp.example/c", imports: [] },
                { unitType: "parking", exportUrl: "https://camp.example/p", imports: [] },
              ],
            },
          }
        : {
            status: 200,
            body: today({
              occupancy: [
                {
                  unit: "room:master",
                  nights: [
                    cell("2026-11-20", {
                      sold: 1,
                      channel: 1,
                      channels: [{ name: "Airbnb", quantity: 1 }],
                    }),
                    cell("2026-11-21"),
                  ],
                },
              ],
            }),
          },
    );
    const { unmount } = renderWithApp(<AdminTodayPage />, { user: admin, route: "/admin/today" });
    const banner = await screen.findByRole("complementary", {
      name: "Channel calendars need attention",
    });
    expect(within(banner).getByText("Stale calendars: Booking.com – Kids room")).toBeTruthy();
    expect(within(banner).getByText("Nights sold twice, not resolved yet: 1")).toBeTruthy();
    expect(within(banner).getByRole("link", { name: "Open Channels" }).getAttribute("href")).toBe(
      "/admin/channels",
    );
    const full = screen.getByRole("cell", {
      name: "1 sold of 2, 0 held, 0 pending, 0 closed; 1 taken on channels (Airbnb 1)",
    });
    expect(full.className).toMatch(/bg-red-100/);
    expect(full.textContent).toMatch(/^1\/2Airbnb1/);
    expect(
      screen.getByRole("cell", { name: "0 sold of 2, 0 held, 0 pending, 0 closed" }),
    ).toBeTruthy();
    unmount();

    // All fresh and resolved: no warning, once both answers are in (the page's and the feeds').
    feeds = [feed("Airbnb – Master room 1", {})];
    renderWithApp(
      <>
        <AdminTodayPage />
        <AlertsRead />
      </>,
      { user: admin, route: "/admin/today" },
    );
    await screen.findByRole("cell", { name: /Airbnb 1/ });
    expect(await screen.findByText("Alerts read: 0 stale, 0 open")).toBeTruthy();
    expect(screen.queryByRole("complementary")).toBeNull();
  });
});
