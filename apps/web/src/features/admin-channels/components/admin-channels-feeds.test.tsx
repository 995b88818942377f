import type { FeedSyncResult } from "@camp/shared/channels/calendar-feeds";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../../testing/render-app";
import {
  airbnb,
  booking,
  feedCard,
  feedsList,
  LIST,
  renderPage,
  restoreFetchAndLanguage,
  stubApi,
} from "./admin-channels-page.test-helpers";

afterEach(restoreFetchAndLanguage);

describe("[ADMIN CHANNELS] the console's OTA calendars: adding, syncing, resolving, editing and removing feeds", () => {
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

  it("a refused add sends the keyboard to the first field in error, in the order the fields show", async () => {
    const api = stubApi({ [LIST]: { status: 200, body: feedsList() } });
    const user = userEvent.setup();
    renderPage();
    const form = (await screen.findByRole("heading", { name: "Add a calendar" })).closest(
      "section",
    ) as HTMLElement;
    const url = within(form).getByLabelText("Calendar address (export link)");
    const units = within(form).getByLabelText("Units it stands for");

    await user.type(within(form).getByLabelText("Channel name"), "Airbnb – Camp tent");
    await user.clear(units);
    await user.click(within(form).getByRole("button", { name: "Add calendar" }));
    expect(await within(form).findByText("Enter the calendar's address")).toBeTruthy();
    // The address stands above the units: it takes the focus, not the units below it.
    expect(document.activeElement).toBe(url);
    expect(api.sent("POST /api/admin/calendar-feeds")).toHaveLength(0);
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
});
