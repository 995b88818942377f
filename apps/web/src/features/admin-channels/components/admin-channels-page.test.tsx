import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../../testing/render-app";
import {
  feedCard,
  feedsList,
  LIST,
  ORIGIN,
  renderPage,
  restoreFetchAndLanguage,
  stubApi,
} from "./admin-channels-page.test-helpers";

afterEach(restoreFetchAndLanguage);

describe("[ADMIN CHANNELS] the console's OTA calendars: the site's links and each feed's health", () => {
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
