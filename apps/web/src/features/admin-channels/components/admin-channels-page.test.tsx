import type {
  CalendarFeedsResponse,
  CalendarImport,
  FeedSyncResult,
} from "@camp/shared/channels/calendar-feeds";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { AdminChannelsPage } from "./admin-channels-page";

const ORIGIN = "https://camp.example";
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const airbnb = (): CalendarImport => ({
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

const booking = (): CalendarImport => ({
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

function feedsList(overrides: { masterExport?: string } = {}): CalendarFeedsResponse {
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
function stubApi(answers: Record<string, Answer | (() => Answer)>) {
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

const LIST = "GET /api/admin/calendar-feeds";
const admin = { name: "Omar Staff", email: "omar@example.com", isAdmin: true };

const renderPage = () =>
  renderWithApp(
    <>
      <AdminChannelsPage />
      <Toaster />
    </>,
    { user: admin, route: "/admin/channels" },
  );

const feedCard = async (name: string) =>
  (await screen.findByRole("article", { name })) as HTMLElement;

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage("en"));
});

describe("[ADMIN CHANNELS] the console's OTA calendars", () => {
  it("shows each unit type's link and each feed's health, loud when stale", async () => {
    stubApi({ [LIST]: { status: 200, body: feedsList() } });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Channels" })).toBeTruthy();
    await screen.findByRole("heading", { level: 2, name: "Master rooms" });
    for (const name of ["Master rooms", "Kids rooms", "Camping tents", "Caravan spots"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeTruthy();
    }
    expect(
      (screen.getByLabelText("This site's calendar for all Master rooms") as HTMLInputElement)
        .value,
    ).toBe(`${ORIGIN}/api/calendar/master.ics?token=masterToken1`);
    expect(
      screen.getAllByText("No channel calendar is imported for this unit type yet."),
    ).toHaveLength(2);

    const fresh = await feedCard("Airbnb – Master room 1");
    expect(within(fresh).getByText("Up to date")).toBeTruthy();
    expect(within(fresh).queryByText("Stale")).toBeNull();
    expect(
      within(fresh).getByText("https://www.airbnb.com/calendar/ical/41234567.ics?s=8c2f0d"),
    ).toBeTruthy();
    const fetched = within(fresh)
      .getByText(/5 minutes ago/)
      .closest("time") as HTMLElement;
    expect(fetched.textContent).toMatch(/5 minutes ago \(.+ 20\d\d, .+, Dubai time\)/);
    expect(
      (
        within(fresh).getByLabelText(
          "This site's calendar for Airbnb – Master room 1",
        ) as HTMLInputElement
      ).value,
    ).toBe(`${ORIGIN}/api/calendar/master.ics?token=feedTokenAirbnb`);
    expect(
      within(fresh).getByText("Paste this in the channel so it blocks nights sold here."),
    ).toBeTruthy();

    const stale = await feedCard("Booking.com – Kids room");
    expect(within(stale).getByText("Stale")).toBeTruthy();
    expect(within(stale).getByText(/Its last fetch failed/)).toBeTruthy();
    expect(within(stale).getByText("answered HTTP 500")).toBeTruthy();
    expect(within(stale).getByText(/10 minutes ago/)).toBeTruthy();
    expect(within(stale).getByText(/yesterday|1 day ago/)).toBeTruthy();
  });

  it("copies a link to the clipboard and says so", async () => {
    stubApi({ [LIST]: { status: 200, body: feedsList() } });
    const user = userEvent.setup();
    renderPage();
    const card = await feedCard("Airbnb – Master room 1");
    await user.click(
      within(card).getByRole("button", {
        name: "Copy the link: This site's calendar for Airbnb – Master room 1",
      }),
    );
    // The toast follows the write: the clipboard holds the link by then.
    expect(await screen.findByText("Link copied.")).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(
      `${ORIGIN}/api/calendar/master.ics?token=feedTokenAirbnb`,
    );
  });

  it("rotates a link only after a warning that the old one stops working", async () => {
    let isRotated = false;
    const api = stubApi({
      [LIST]: () => ({
        status: 200,
        body: feedsList(
          isRotated ? { masterExport: `${ORIGIN}/api/calendar/master.ics?token=masterToken2` } : {},
        ),
      }),
      "POST /api/admin/calendar-exports/master/rotate": () => {
        isRotated = true;
        return {
          status: 200,
          body: {
            success: true,
            data: { exportUrl: `${ORIGIN}/api/calendar/master.ics?token=masterToken2` },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();
    const rotate = await screen.findByRole("button", {
      name: "Rotate link: This site's calendar for all Master rooms",
    });
    // Keyboard only: focus the button, Enter opens the dialog.
    rotate.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Make a new link?" });
    expect(dialog.textContent).toMatch(/The old link stops working at once/);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.sent("POST /api/admin/calendar-exports/master/rotate")).toHaveLength(0);

    await user.click(rotate);
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Rotate link" }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.sent("POST /api/admin/calendar-exports/master/rotate")).toHaveLength(1);
    expect(await screen.findByText("New link made: paste it in the channel.")).toBeTruthy();
    await waitFor(() =>
      expect(
        (screen.getByLabelText("This site's calendar for all Master rooms") as HTMLInputElement)
          .value,
      ).toBe(`${ORIGIN}/api/calendar/master.ics?token=masterToken2`),
    );

    // A listing's own link goes to its own address.
    const card = await feedCard("Booking.com – Kids room");
    await user.click(within(card).getByRole("button", { name: /^Rotate link/ }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Rotate link" }),
    );
    const refusal = await within(screen.getByRole("dialog")).findByRole("alert");
    expect(refusal.textContent).toBeTruthy();
    expect(api.calls.map((call) => call.key)).toContain(
      "POST /api/admin/calendar-feeds/7d0b3a52-1c1e-4a3e-9f55-0a1b2c3d4e02/rotate-export",
    );
  });

  it("checks a new calendar as the server does, and shows the server's refusals on their fields", async () => {
    let attempts = 0;
    const api = stubApi({
      [LIST]: { status: 200, body: feedsList() },
      "POST /api/admin/calendar-feeds": () => {
        attempts += 1;
        if (attempts === 1) {
          return {
            status: 400,
            body: {
              success: false,
              code: "CALENDAR_FEED_HOST_REFUSED",
              message: "address 10.0.0.5 is on a private network",
              errors: { url: "address 10.0.0.5 is on a private network" },
            },
          };
        }
        if (attempts === 2) {
          return {
            status: 409,
            body: {
              success: false,
              code: "CALENDAR_FEED_EXISTS",
              message: "This calendar address is already added for this unit type.",
            },
          };
        }
        return { status: 201, body: { success: true, data: { id: "new-feed" } } };
      },
    });
    const user = userEvent.setup();
    renderPage();
    const form = (await screen.findByRole("heading", { name: "Add a calendar" })).closest(
      "section",
    ) as HTMLElement;
    const add = within(form).getByRole("button", { name: "Add calendar" });
    const name = within(form).getByLabelText("Channel name");
    const url = within(form).getByLabelText("Calendar address (export link)");
    const units = within(form).getByLabelText("Units it stands for");

    await user.clear(units);
    await user.click(add);
    expect(await within(form).findByText("Enter the channel's name")).toBeTruthy();
    expect(within(form).getByText("Enter the calendar's address")).toBeTruthy();
    expect(within(form).getByText("Units it stands for must be a whole number")).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");

    await user.type(name, "Booking.com – Camp tent");
    await user.type(url, "ftp://calendar.example/camp.ics");
    await user.type(units, "51");
    await user.click(add);
    expect(await within(form).findByText("Enter an http or https address")).toBeTruthy();
    expect(within(form).getByText("Units it stands for can be at most 50")).toBeTruthy();
    expect(api.sent("POST /api/admin/calendar-feeds")).toHaveLength(0);

    await user.clear(url);
    await user.type(url, "http://10.0.0.5/camp.ics");
    await user.clear(units);
    await user.type(units, "2");
    await user.selectOptions(within(form).getByLabelText("Unit type"), "camp");
    await user.click(add);
    expect(
      await within(form).findByText(
        "This address is on a private or local network, which the site does not fetch calendars from.",
      ),
    ).toBeTruthy();
    expect(url.getAttribute("aria-invalid")).toBe("true");
    expect(api.sent("POST /api/admin/calendar-feeds")).toEqual([
      {
        unitType: "camp",
        url: "http://10.0.0.5/camp.ics",
        units: 2,
        name: "Booking.com – Camp tent",
      },
    ]);
    // The refusal is a code: it follows the page into Arabic.
    await act(() => i18n.changeLanguage("ar"));
    expect(
      await within(form).findByText(
        "هذا العنوان على شبكة خاصة أو محلية، ولا يجلب الموقع التقويمات منها.",
      ),
    ).toBeTruthy();
    await act(() => i18n.changeLanguage("en"));

    await user.clear(url);
    await user.type(url, "https://admin.booking.com/ical/camp.ics");
    await user.click(add);
    expect(
      await within(form).findByText("This calendar address is already added for this unit type."),
    ).toBeTruthy();

    await user.click(add);
    expect(
      await screen.findByText("Booking.com – Camp tent is added. Press Sync now to read it."),
    ).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe("");
    expect((within(form).getByLabelText("Unit type") as HTMLSelectElement).value).toBe("camp");
  });

  it("syncs a feed now and says what it did, or why it failed", async () => {
    const result = (values: Partial<FeedSyncResult>): FeedSyncResult => ({
      feedId: airbnb().id,
      outcome: "fetched",
      added: 2,
      changed: 1,
      removed: 0,
      conflicts: 1,
      error: null,
      ...values,
    });
    stubApi({
      [LIST]: { status: 200, body: feedsList() },
      [`POST /api/admin/calendar-feeds/${airbnb().id}/sync`]: {
        status: 200,
        body: { success: true, data: result({}) },
      },
      [`POST /api/admin/calendar-feeds/${booking().id}/sync`]: {
        status: 200,
        body: {
          success: true,
          data: result({
            feedId: booking().id,
            outcome: "failed",
            added: 0,
            changed: 0,
            conflicts: 0,
            error: "timed out after 15 s",
          }),
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    const fresh = await feedCard("Airbnb – Master room 1");
    await user.click(
      within(fresh).getByRole("button", { name: "Sync now: Airbnb – Master room 1" }),
    );
    await waitFor(() =>
      expect(within(fresh).getByRole("status").textContent).toBe(
        "Synced: 2 added, 1 changed, 0 removed, 1 conflicts.",
      ),
    );

    const stale = await feedCard("Booking.com – Kids room");
    await user.click(within(stale).getByRole("button", { name: /^Sync now/ }));
    await waitFor(() =>
      expect(within(stale).getByRole("status").textContent).toBe(
        "The sync failed: timed out after 15 s",
      ),
    );
  });

  it("lists a conflict with the site's bookings and marks it resolved", async () => {
    let isResolved = false;
    const eventId = "c0ffee00-0000-4000-8000-000000000001";
    const api = stubApi({
      [LIST]: () => {
        const list = feedsList();
        const conflict = list.data[0]?.imports[0]?.conflicts[0];
        if (isResolved && conflict) conflict.resolvedAt = new Date().toISOString();
        return { status: 200, body: list };
      },
      [`POST /api/admin/calendar-feeds/conflicts/${eventId}/resolve`]: () => {
        isResolved = true;
        return { status: 200, body: { success: true } };
      },
    });
    const user = userEvent.setup();
    renderPage();
    const card = await feedCard("Airbnb – Master room 1");
    const conflicts = within(card).getByRole("region", { name: "Conflicts (1 open)" });
    expect(within(conflicts).getByText("Nights: 12 – 13 Dec")).toBeTruthy();
    expect(within(conflicts).getByRole("link", { name: "DWE1-YFHA" }).getAttribute("href")).toBe(
      "/admin/bookings/6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f",
    );
    expect(conflicts.textContent?.replace(/\s/g, " ")).toMatch(
      /DWE1-YFHA11 – 13 Dec · units: 2 · Confirmed/,
    );
    // The one dealt with earlier stays listed, marked resolved.
    expect(within(conflicts).getByText("Nights: 2 Nov")).toBeTruthy();
    expect(within(conflicts).getAllByRole("button", { name: /^Mark resolved/ })).toHaveLength(1);

    await user.click(
      within(conflicts).getByRole("button", { name: /^Mark resolved: nights 12\s–\s13 Dec$/ }),
    );
    expect(await screen.findByText("The conflict is marked resolved.")).toBeTruthy();
    expect(api.sent(`POST /api/admin/calendar-feeds/conflicts/${eventId}/resolve`)).toHaveLength(1);
    await waitFor(() =>
      expect(within(card).getByRole("region", { name: "Conflicts (0 open)" })).toBeTruthy(),
    );
    expect(within(card).queryByRole("button", { name: /^Mark resolved/ })).toBeNull();
  });

  it("edits a feed's name and units, and removes one after confirming", async () => {
    const id = airbnb().id;
    const api = stubApi({
      [LIST]: { status: 200, body: feedsList() },
      [`PATCH /api/admin/calendar-feeds/${id}`]: {
        status: 200,
        body: { success: true, data: { id } },
      },
      [`DELETE /api/admin/calendar-feeds/${booking().id}`]: {
        status: 200,
        body: { success: true },
      },
    });
    const user = userEvent.setup();
    renderPage();
    const card = await feedCard("Airbnb – Master room 1");
    await user.click(within(card).getByRole("button", { name: "Edit Airbnb – Master room 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Airbnb – Master room 1" });
    const units = within(dialog).getByLabelText("Units it stands for");
    await user.clear(units);
    await user.type(units, "0");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Units it stands for must be at least 1")).toBeTruthy();
    await user.clear(units);
    await user.type(units, "2");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.sent(`PATCH /api/admin/calendar-feeds/${id}`)).toEqual([
      { name: "Airbnb – Master room 1", units: 2 },
    ]);

    const stale = await feedCard("Booking.com – Kids room");
    await user.click(within(stale).getByRole("button", { name: "Remove Booking.com – Kids room" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove Booking.com – Kids room?" });
    expect(confirm.textContent).toMatch(/frees the nights its events took/);
    expect(api.sent(`DELETE /api/admin/calendar-feeds/${booking().id}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls.map((call) => call.key)).toContain(
      `DELETE /api/admin/calendar-feeds/${booking().id}`,
    );
    expect(await screen.findByText("Booking.com – Kids room is removed.")).toBeTruthy();
  });

  it("reads in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    stubApi({ [LIST]: { status: 200, body: feedsList() } });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "القنوات" })).toBeTruthy();
    const stale = await feedCard("Booking.com – Kids room");
    expect(within(stale).getByText("متوقف عن التحديث")).toBeTruthy();
    expect(
      within(stale).getByRole("button", { name: "مزامنة الآن: Booking.com – Kids room" }),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "إضافة تقويم" })).toBeTruthy();
  });
});
