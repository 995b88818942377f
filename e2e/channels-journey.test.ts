import type { AdminTodayResponse } from "@camp/shared/admin/admin-today";
import type { CalendarFeedsResponse } from "@camp/shared/channels/calendar-feeds";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { startFeedServer } from "../apps/server/test/helpers/feed-server";
import { en } from "../apps/web/src/i18n/locales/en";
import {
  checkAvailability,
  fillRoomStay,
  need,
  newEmail,
  newSignedInGuest,
  newStaffContext,
  screenshot,
  seriousViolations,
  stayDates,
  useBrowser,
} from "./journey-helpers";

/**
 * Calendar sync (decision 032), through the console: an Airbnb listing's calendar (a local server
 * serving what Airbnb's export looks like: all-day events, DTEND exclusive, folded lines, CRLF)
 * is added on Console -> Channels for one master room and synced now; the Today page shows
 * "Airbnb" on the reserved nights, and the master rooms' own calendar link copied from the page
 * serves text/calendar. Staff then say the listing stands for three rooms, and a guest asking for
 * four master rooms on those nights is told they are short. Then the reservation leaves Airbnb's
 * calendar, and Sync now frees the nights.
 *
 * The reservation is within the Today page's 30 nights (days 20-21), where no other journey books
 * a master room; the listing takes at most three rooms of six, so the nights stay bookable for
 * others. The feed is removed at the end, so the timed import never reads a server that is gone.
 */
const baseUrl = inject("baseUrl");
const admin = inject("admin");
const browser = useBrowser();

const RESERVED = stayDates(20, 2);
const RESERVED_NIGHTS = [RESERVED.checkIn, addDaysIso(RESERVED.checkIn, 1)];
/** Airbnb lists the host's own blocks too: one far ahead stays in the feed throughout. */
const BLOCKED = stayDates(340, 2);
const FEED_NAME = "Airbnb";
const MASTER_ROOMS = 6;
/** What the listing stands for once staff edit it (step 4), and what the guest then asks for. */
const LISTING_ROOMS = 3;
const GUEST_ROOMS = 4;

const icsDate = (date: string) => date.replace(/-/g, "");

/** An Airbnb export: CRLF, all-day dates, DTEND the morning after, the description folded. */
function airbnbCalendar(withReservation: boolean): string {
  const event = (
    uid: string,
    stay: { checkIn: string; checkOut: string },
    summary: string,
    extra: string[] = [],
  ) => [
    "BEGIN:VEVENT",
    "DTSTAMP:20261119T231500Z",
    `DTSTART;VALUE=DATE:${icsDate(stay.checkIn)}`,
    `DTEND;VALUE=DATE:${icsDate(stay.checkOut)}`,
    `SUMMARY:${summary}`,
    ...extra,
    `UID:${uid}@airbnb.com`,
    "END:VEVENT",
  ];
  return `${[
    "BEGIN:VCALENDAR",
    "PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN",
    "CALSCALE:GREGORIAN",
    "VERSION:2.0",
    ...(withReservation
      ? event("1418fb94e984-e2ejourneyreservation", RESERVED, "Reserved", [
          "DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/de",
          " tails/HME2EJRNY1\\nPhone Number (Last 4 Digits): 4410",
        ])
      : []),
    ...event("7f662ec65913-e2ejourneyblock", BLOCKED, "Airbnb (Not available)"),
    "END:VCALENDAR",
  ].join("\r\n")}\r\n`;
}

const state: {
  feeds?: Awaited<ReturnType<typeof startFeedServer>>;
  feedUrl?: string;
  staff?: BrowserContext;
  page?: Page;
  feedId?: string;
} = {};

const master = en.adminToday.unit.roomMaster;

/** The master rooms' section of the Channels page, and the Airbnb listing's card in it. */
function feedCard(page: Page): Locator {
  return page
    .getByRole("region", { name: master, exact: true })
    .getByRole("article", { name: FEED_NAME, exact: true });
}

async function syncNow(page: Page, expected: string) {
  const card = feedCard(page);
  const [synced] = await Promise.all([
    page.waitForResponse(
      (response) => response.url().includes("/sync") && response.request().method() === "POST",
    ),
    card
      .getByRole("button", { name: en.adminChannels.syncLabel.replace("{{name}}", FEED_NAME) })
      .click(),
  ]);
  expect(synced.status()).toBe(200);
  await expect.poll(() => card.getByRole("status").textContent()).toBe(expected);
  return (await synced.json()).data;
}

/** The Today page's master-room cells on the reserved nights and the night after. */
async function masterCells(page: Page) {
  const staff = need(state.staff, "sign the staff in");
  const today = (await (await staff.request.get(`${baseUrl}/api/admin/today`)).json())
    .data as AdminTodayResponse["data"];
  const row = today.occupancy.find((unit) => unit.unit === "room:master");
  if (!row) throw new Error("no master row in /api/admin/today");
  const nights = [...RESERVED_NIGHTS, RESERVED.checkOut];
  const indexes = nights.map((night) => row.nights.findIndex((cell) => cell.night === night));
  expect(indexes.every((index) => index >= 0)).toBe(true);

  await page.goto(`${baseUrl}/admin/today`);
  const table = page.getByRole("table", { name: en.adminToday.occupancyCaption });
  await table.waitFor();
  const cells = table
    .locator("tbody tr")
    .filter({ has: page.getByRole("rowheader", { name: master, exact: true }) })
    .locator("td");
  return {
    api: indexes.map((index) => row.nights[index]),
    cells: indexes.map((index) => cells.nth(index)),
  };
}

describe("[CHANNELS] staff import an Airbnb calendar: its nights count here, and free up when it changes", () => {
  afterAll(async () => {
    if (state.staff && state.feedId) {
      await state.staff.request.delete(`${baseUrl}/api/admin/calendar-feeds/${state.feedId}`);
    }
    await state.staff?.close();
    await state.feeds?.close();
  });

  it("1. staff add the Airbnb listing on Channels and sync it now", async () => {
    const feeds = await startFeedServer(inject("otaFeedPort"));
    state.feeds = feeds;
    const feedUrl = feeds.serve("/calendar/ical/48151623.ics", { body: airbnbCalendar(true) });
    state.feedUrl = feedUrl;

    const staff = await newStaffContext(browser(), baseUrl, admin, { bypassCSP: true });
    state.staff = staff;
    await staff.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    const page = await staff.newPage();
    state.page = page;
    await page.goto(`${baseUrl}/admin`);
    await page
      .getByRole("link", { name: en.adminConsole.nav.channels, exact: true })
      .first()
      .click();
    await page.waitForURL(`${baseUrl}/admin/channels`);
    await page.getByRole("heading", { level: 1, name: en.adminChannels.title }).waitFor();

    const form = page.getByRole("region", { name: en.adminChannels.add.heading });
    await form.getByLabel(en.adminChannels.add.unitType).selectOption("master");
    await form.getByLabel(en.adminChannels.add.name, { exact: true }).fill(FEED_NAME);
    await form.getByLabel(en.adminChannels.add.url, { exact: true }).fill(feedUrl);
    await form.getByLabel(en.adminChannels.add.units, { exact: true }).fill("1");
    const [added] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().endsWith("/api/admin/calendar-feeds") &&
          response.request().method() === "POST",
      ),
      form.getByRole("button", { name: en.adminChannels.add.submit }).click(),
    ]);
    expect(added.status()).toBe(201);
    state.feedId = (await added.json()).data.id;
    const card = feedCard(page);
    await card.getByText(en.adminChannels.badge.never).waitFor();
    // Adding does not fetch: nothing was asked of the channel yet.
    expect(feeds.requests).toHaveLength(0);

    const result = await syncNow(
      page,
      en.adminChannels.syncResult.fetched
        .replace("{{added}}", "2")
        .replace("{{changed}}", "0")
        .replace("{{removed}}", "0")
        .replace("{{conflicts}}", "0"),
    );
    expect(result).toMatchObject({ outcome: "fetched", added: 2, error: null });
    await card.getByText(en.adminChannels.badge.fresh).waitFor();
    expect(feeds.requests.map((request) => request.status)).toEqual([200]);

    const listed = (await (
      await staff.request.get(`${baseUrl}/api/admin/calendar-feeds`)
    ).json()) as CalendarFeedsResponse;
    const masterImports = listed.data.find((row) => row.unitType === "master")?.imports ?? [];
    expect(masterImports.filter((feed) => feed.id === state.feedId)).toMatchObject([
      { name: FEED_NAME, url: feedUrl, units: 1, lastError: null, isStale: false, conflicts: [] },
    ]);
    // (Once the toasts are gone: they fade, and axe would measure one half transparent.)
    await expect.poll(() => page.locator("[data-sonner-toast]").count()).toBe(0);
    expect(await seriousViolations(page, "channels synced")).toEqual([]);
    await page.evaluate("window.scrollTo(0, 0)");
    await screenshot(page, "channels-synced-en-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "channels-synced-en-390");
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("2. the master rooms' calendar link copied from the page serves text/calendar", async () => {
    const page = need(state.page, "open the Channels page");
    const label = en.adminChannels.unitExport.label.replace("{{unitType}}", master);
    const section = page.getByRole("region", { name: master, exact: true });
    await section
      .getByRole("button", { name: en.adminChannels.copyLabel.replace("{{name}}", label) })
      .click();
    await page.getByText(en.adminChannels.copied).waitFor();
    const copied = String(await page.evaluate("navigator.clipboard.readText()"));
    expect(copied).toBe(await section.getByLabel(label, { exact: true }).inputValue());
    expect(copied).toMatch(
      new RegExp(`^${baseUrl}/api/calendar/master\\.ics\\?token=[\\w-]{20,}$`),
    );

    const feed = await page.request.get(copied);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const body = await feed.text();
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(body).not.toContain(admin.email);
    // Another token for the same unit type is refused as if there were no such calendar.
    const wrong = await page.request.get(copied.replace(/token=.*/, "token=not-the-token"));
    expect(wrong.status()).toBe(404);
  });

  it("3. the Today page shows Airbnb on the reserved nights", async () => {
    const page = need(state.page, "open the Channels page");
    const { api, cells } = await masterCells(page);
    const [first, second, after] = api;
    for (const night of [first, second]) {
      expect(night).toMatchObject({ channel: 1, channels: [{ name: FEED_NAME, quantity: 1 }] });
    }
    expect(after).toMatchObject({ channel: 0, channels: [] });
    for (const cell of cells.slice(0, 2)) {
      await expect.poll(() => cell.textContent()).toContain(`${FEED_NAME}1`);
      expect(await cell.getAttribute("title")).toContain(
        en.adminToday.cellChannels
          .replace("{{channel}}", "1")
          .replace("{{names}}", `${FEED_NAME} 1`),
      );
    }
    expect(await cells[2]?.textContent()).not.toContain(FEED_NAME);
    await cells[0]?.scrollIntoViewIfNeeded();
    await screenshot(page, "channels-today-airbnb-en-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await cells[0]?.scrollIntoViewIfNeeded();
    await screenshot(page, "channels-today-airbnb-en-390", { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("4. the listing now stands for three rooms: a guest asking for four master rooms is told those nights are short", async () => {
    const page = need(state.page, "open the Channels page");
    await page.goto(`${baseUrl}/admin/channels`);
    const card = feedCard(page);
    await card
      .getByRole("button", { name: en.adminChannels.editLabel.replace("{{name}}", FEED_NAME) })
      .click();
    const dialog = page.getByRole("dialog", {
      name: en.adminChannels.editTitle.replace("{{name}}", FEED_NAME),
    });
    await dialog
      .getByLabel(en.adminChannels.add.units, { exact: true })
      .fill(String(LISTING_ROOMS));
    const [saved] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "PATCH"),
      dialog.getByRole("button", { name: en.adminChannels.save }).click(),
    ]);
    expect(saved.status()).toBe(200);
    await dialog.waitFor({ state: "hidden" });
    const staff = need(state.staff, "sign the staff in");
    const today = (await (await staff.request.get(`${baseUrl}/api/admin/today`)).json())
      .data as AdminTodayResponse["data"];
    const nights = today.occupancy.find((unit) => unit.unit === "room:master")?.nights ?? [];
    for (const night of RESERVED_NIGHTS) {
      expect(nights.find((cell) => cell.night === night)).toMatchObject({
        channel: LISTING_ROOMS,
        channels: [{ name: FEED_NAME, quantity: LISTING_ROOMS }],
      });
    }

    // A guest on the booking form, on a phone: four rooms, one more than the channel left.
    const guest = await newSignedInGuest(browser(), baseUrl, {
      email: newEmail("channels-guest"),
      name: "Sara Ali",
      phone: "0501112233",
      width: 390,
    });
    try {
      const form = await guest.newPage();
      await form.goto(`${baseUrl}/booking/room`);
      await form.waitForLoadState("networkidle");
      await form.locator('input[type="radio"][value="master"]').check();
      await fillRoomStay(form, { ...RESERVED, rooms: GUEST_ROOMS, guests: GUEST_ROOMS });
      const checked = await checkAvailability(form);
      expect(checked.status()).toBe(200);
      const answer = (await checked.json()).data;
      expect(answer.status).toBe("pending");
      expect(answer.shortNights).toEqual(
        RESERVED_NIGHTS.map((date) =>
          expect.objectContaining({
            date,
            unit: "room:master",
            remaining: MASTER_ROOMS - LISTING_ROOMS,
            requested: GUEST_ROOMS,
          }),
        ),
      );
      const popup = form.getByRole("dialog", { name: en.bookingpage.dialogTitle });
      await popup.getByText(en.bookingpage.shortNightsTitle).scrollIntoViewIfNeeded();
      await screenshot(form, "channels-guest-short-en-390", { fullPage: false });
    } finally {
      await guest.close();
    }
  });

  it("5. the reservation leaves Airbnb's calendar: Sync now frees the nights", async () => {
    const page = need(state.page, "open the Channels page");
    const feeds = need(state.feeds, "start the channel's server");
    feeds.serve("/calendar/ical/48151623.ics", { body: airbnbCalendar(false) });
    await page.goto(`${baseUrl}/admin/channels`);
    const result = await syncNow(
      page,
      en.adminChannels.syncResult.fetched
        .replace("{{added}}", "0")
        .replace("{{changed}}", "0")
        .replace("{{removed}}", "1")
        .replace("{{conflicts}}", "0"),
    );
    expect(result).toMatchObject({ outcome: "fetched", removed: 1 });
    // The second fetch asked whether the calendar changed since the first.
    expect(feeds.requests.at(-1)?.headers["if-none-match"]).toBeTruthy();
    // Only Airbnb's own block is left on the listing.
    const events = feedCard(page)
      .locator("div", { has: page.getByText(en.adminChannels.fields.events, { exact: true }) })
      .locator("dd");
    await expect.poll(() => events.textContent()).toBe("1");

    const { api, cells } = await masterCells(page);
    for (const night of api) expect(night).toMatchObject({ channel: 0, channels: [] });
    for (const cell of cells) expect(await cell.textContent()).not.toContain(FEED_NAME);
  });
});
