import type {
  AdminTodayResponse,
  OccupancyNight,
  StayMovement,
} from "@camp/shared/admin/admin-today";
import type { StoredBooking } from "@camp/shared/booking/booking-api";
import type { CalendarImport } from "@camp/shared/channels/calendar-feeds";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { useChannelAlerts } from "../api/get-channel-alerts";
import { AdminTodayPage } from "./admin-today-page";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { toast } = await import("sonner");

const admin = { name: "Omar Staff", email: "omar@example.com", isAdmin: true };

const stay = (values: Partial<StayMovement>): StayMovement => ({
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
  latestNote: null,
  ...values,
});

const today = (data: Partial<AdminTodayResponse["data"]>): AdminTodayResponse => ({
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
const movedBooking = (status: StoredBooking["status"]): StoredBooking => ({
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

/** Another reader of the banner's answer: it shows once the feeds are read, as the banner would. */
function AlertsRead() {
  const { data } = useChannelAlerts();
  return data ? (
    <p>
      Alerts read: {data.staleFeeds.length} stale, {data.openConflicts} open
    </p>
  ) : null;
}

type Call = { method: string; url: URL; body: unknown };
function serve(route: (call: Call) => { status: number; body: unknown }) {
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

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
});

describe("AdminTodayPage, the front desk", () => {
  it("checks an arrival in after the dialog, then offers the undo, with a toast", async () => {
    let checkedIn = false;
    const calls = serve(({ method }) => {
      if (method === "POST") {
        checkedIn = true;
        return { status: 200, body: { success: true, data: movedBooking("checked_in") } };
      }
      const arrival = checkedIn
        ? stay({
            status: "checked_in",
            desk: { canCheckIn: false, canCheckOut: true, canMarkNoShow: false, undo: "check-in" },
          })
        : stay({
            latestNote: {
              id: "n1",
              text: "Arrives after 22:00",
              authorName: "Omar Staff",
              authorEmail: "omar@example.com",
              createdAt: "2026-11-20T08:00:00.000Z",
            },
          });
      return {
        status: 200,
        body: today({ today: { date: "2026-11-20", arrivals: [arrival], departures: [] } }),
      };
    });
    renderWithApp(<AdminTodayPage />, { user: admin, route: "/admin/today" });
    expect(await screen.findByText(/Arrives after 22:00/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "DWE1-YFHA" }).getAttribute("href")).toBe(
      "/admin/bookings/6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f",
    );
    const user = userEvent.setup();
    // Keyboard only: Tab to the button, Enter opens the dialog.
    const checkIn = screen.getByRole("button", { name: "Check in" });
    checkIn.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Check in Alice Sandman?" });
    expect(dialog.textContent).toMatch(/DWE1-YFHA/);
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.method === "POST")?.url.pathname).toBe(
      "/api/admin/bookings/6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f/check-in",
    );
    expect(toast.success).toHaveBeenCalledWith("Alice Sandman is checked in.");
    expect(await screen.findByRole("button", { name: "Undo check-in" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Check out" })).toBeTruthy();
    expect(screen.getByText("Checked in")).toBeTruthy();
    // Check in went with the answer: the keyboard stays on the stay, on its first action now.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Check out" })),
    );
  });

  it("marks a no-show with a refund no larger than what was paid, and shows a refusal in place", async () => {
    let attempts = 0;
    const calls = serve(({ method }) => {
      if (method === "POST") {
        attempts += 1;
        return attempts === 1
          ? {
              status: 409,
              body: {
                success: false,
                code: "NO_SHOW_TOO_EARLY",
                message: "Too early",
                params: { fromDay: "2026-11-21" },
              },
            }
          : { status: 200, body: { success: true, data: movedBooking("no_show") } };
      }
      return {
        status: 200,
        body: today({
          notArrived: [
            stay({
              checkIn: "2026-11-19",
              desk: { canCheckIn: true, canCheckOut: false, canMarkNoShow: true, undo: null },
            }),
          ],
        }),
      };
    });
    renderWithApp(<AdminTodayPage />, { user: admin, route: "/admin/today" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "No-show" }));
    const dialog = screen.getByRole("dialog", { name: "Mark Alice Sandman as a no-show?" });
    expect(dialog.textContent).toMatch(/No refund \(the resort keeps AED\s?1,900\)/);
    await user.click(within(dialog).getByLabelText("Give a refund"));
    const amount = within(dialog).getByLabelText(/Refund in AED/);
    await user.type(amount, "2000");
    const yes = within(dialog).getByRole("button", { name: "Yes" });
    expect(yes.hasAttribute("disabled")).toBe(true);
    await user.clear(amount);
    await user.type(amount, "300");
    await user.click(yes);
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "A no-show can be marked from the day after the arrival day (21 November).",
    );
    // Asked again once the button is back (it is busy while the first answer comes).
    const again = await within(dialog).findByRole("button", { name: "Yes" });
    await waitFor(() => expect(again).toHaveProperty("disabled", false));
    await user.click(again);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts.map((call) => call.body)).toEqual([{ refundAmount: 300 }, { refundAmount: 300 }]);
    expect(posts[0]?.url.pathname).toMatch(/\/no-show$/);
    expect(toast.success).toHaveBeenCalledWith("Alice Sandman is marked as a no-show.");
  });

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

  it.each([
    [
      "en",
      "Undo check-in",
      "Undo the check-in of Alice Sandman, DWE1-YFHA?",
      "The stay goes back to not arrived yet.",
      "Yes",
    ],
    [
      "ar",
      "التراجع عن تسجيل الوصول",
      "التراجع عن تسجيل وصول Alice Sandman، DWE1-YFHA؟",
      "تعود الإقامة إلى حالة لم يصل بعد.",
      "نعم",
    ],
  ])(
    "names in %s the action an undo takes back, and whose",
    async (language, button, title, body, yes) => {
      await act(() => i18n.changeLanguage(language));
      try {
        const calls = serve(({ method }) =>
          method === "POST"
            ? { status: 200, body: { success: true, data: movedBooking("confirmed") } }
            : {
                status: 200,
                body: today({
                  today: {
                    date: "2026-11-20",
                    arrivals: [
                      stay({
                        status: "checked_in",
                        desk: {
                          canCheckIn: false,
                          canCheckOut: true,
                          canMarkNoShow: false,
                          undo: "check-in",
                        },
                      }),
                    ],
                    departures: [],
                  },
                }),
              },
        );
        renderWithApp(<AdminTodayPage />, { user: admin, route: "/admin/today" });
        const user = userEvent.setup();
        await user.click(await screen.findByRole("button", { name: button }));
        const dialog = await screen.findByRole("dialog", { name: title });
        expect(dialog.textContent).toContain(body);
        await user.click(within(dialog).getByRole("button", { name: yes }));
        await waitFor(() => expect(calls.find((call) => call.method === "POST")).toBeDefined());
        expect(calls.find((call) => call.method === "POST")?.url.pathname).toBe(
          "/api/admin/bookings/6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f/undo",
        );
      } finally {
        await act(() => i18n.changeLanguage("en"));
      }
    },
  );

  it("reads in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    try {
      serve(() => ({
        status: 200,
        body: today({
          today: {
            date: "2026-11-20",
            arrivals: [],
            departures: [
              stay({
                status: "checked_in",
                desk: { canCheckIn: false, canCheckOut: true, canMarkNoShow: false, undo: null },
              }),
            ],
          },
        }),
      }));
      renderWithApp(<AdminTodayPage />, { user: admin, route: "/admin/today" });
      expect(await screen.findByRole("button", { name: "تسجيل المغادرة" })).toBeTruthy();
      expect(screen.getByText("تم تسجيل الوصول")).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });

  it.each([
    [
      "en",
      "No-show",
      /Mark Alice Sandman as a no-show\?/,
      /No refund \(the resort keeps AED\s?1,900\)/,
      /Tourism Dirham fee \(AED\s?40\) goes back to the guest in full/,
      "Give a refund",
      /Refund in AED \(at most AED\s?1,900\)/,
    ],
    [
      "ar",
      "لم يحضر",
      /.+/,
      /1,900/,
      /رسم درهم السياحة \(.*40.*\) إلى الضيف كاملاً/,
      "منح استرداد",
      /1,900/,
    ],
  ] as const)(
    "%s: a no-show's dialog says the Tourism Dirham fee goes back on top, and caps staff's refund at the rest (decision 048)",
    async (language, trigger, title, keeps, feeBack, give, max) => {
      await act(() => i18n.changeLanguage(language));
      try {
        serve(() => ({
          status: 200,
          body: today({
            notArrived: [
              stay({
                checkIn: "2026-11-19",
                paidAmount: 1940,
                tourismFeeRefundAmount: 40,
                desk: { canCheckIn: true, canCheckOut: false, canMarkNoShow: true, undo: null },
              }),
            ],
          }),
        }));
        renderWithApp(<AdminTodayPage />, { user: admin, route: "/admin/today" });
        const user = userEvent.setup();
        await user.click(await screen.findByRole("button", { name: trigger }));
        const dialog = screen.getByRole("dialog", { name: title });
        expect(dialog.textContent).toMatch(keeps);
        expect(within(dialog).getByTestId("no-show-fee-back").textContent).toMatch(feeBack);
        await user.click(within(dialog).getByLabelText(give));
        expect(dialog.textContent).toMatch(max);
      } finally {
        await act(() => i18n.changeLanguage("en"));
      }
    },
  );

  it.each([
    [
      "en",
      "Check out",
      /the nights from Tuesday, 15 December 2026 on go back on sale\. Their Tourism Dirham fee, AED\s?40, goes back/,
    ],
    ["ar", "تسجيل المغادرة", /مغادرة مبكرة: .*ويُعاد رسم درهم السياحة عنها، .*40/],
  ] as const)(
    "%s: an early check-out's dialog says its nights go back on sale and their fee to the card (decision 048)",
    async (language, trigger, words) => {
      await act(() => i18n.changeLanguage(language));
      try {
        serve(() => ({
          status: 200,
          body: today({
            today: {
              date: "2026-11-20",
              arrivals: [],
              departures: [
                stay({
                  status: "checked_in",
                  desk: {
                    canCheckIn: false,
                    canCheckOut: true,
                    canMarkNoShow: false,
                    undo: null,
                    earlyCheckOut: { fromNight: "2026-12-15", tourismFeeRefundAmount: 40 },
                  },
                }),
              ],
            },
          }),
        }));
        renderWithApp(<AdminTodayPage />, { user: admin, route: "/admin/today" });
        const user = userEvent.setup();
        await user.click(await screen.findByRole("button", { name: trigger }));
        expect((await screen.findByTestId("early-check-out")).textContent).toMatch(words);
      } finally {
        await act(() => i18n.changeLanguage("en"));
      }
    },
  );
});
