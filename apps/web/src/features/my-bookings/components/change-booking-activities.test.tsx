import type { StoredBooking } from "@camp/shared/booking/booking-api";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../i18n/i18n";
import {
  booking,
  check,
  day,
  fakeApi,
  HIKE,
  json,
  renderChange,
  restoreFetchAndLanguage,
  SAFARI,
} from "./change-booking.test-helpers";

describe("change booking: the stay's activities", () => {
  afterEach(restoreFetchAndLanguage);

  it("prefills the booking's activities and sends the whole list: one removed, one added", async () => {
    const withSafari: StoredBooking = {
      ...booking,
      extras: [
        {
          extraId: SAFARI,
          name: "Car safari",
          nameAr: "رحلة سفاري بالسيارة",
          priceType: "person",
          date: day(10),
          quantity: 2,
          unitPrice: 300,
          amount: 600,
        },
      ],
    };
    const fetch = fakeApi(
      { check: () => json(200, { success: true, data: check({}) }) },
      withSafari,
    );
    renderChange();
    const section = await screen.findByRole("region", { name: "Add activities" });
    const activity = (await within(section).findByLabelText("Activity")) as HTMLSelectElement;
    expect(activity.value).toBe(SAFARI);
    expect((within(section).getByLabelText("Day") as HTMLSelectElement).value).toBe(day(10));
    expect((within(section).getByLabelText("People") as HTMLInputElement).value).toBe("2");
    await userEvent.click(within(section).getByRole("button", { name: /Remove Car safari/ }));
    await userEvent.click(within(section).getByRole("button", { name: "Add an activity" }));
    const added = within(section).getByLabelText("Activity") as HTMLSelectElement;
    await userEvent.selectOptions(added, HIKE);
    fireEvent.change(within(section).getByLabelText("People"), { target: { value: "3" } });
    await userEvent.click(screen.getByRole("button", { name: "Check price" }));
    await screen.findByText("Refunded to your card");
    const body = JSON.parse(
      String(fetch.mock.calls.find(([url]) => url.endsWith("/change/check"))?.[1]?.body),
    );
    expect(body.extras).toEqual([{ id: HIKE, date: day(10), quantity: 3 }]);
  });

  it("?add=activity opens with a new activity row, focused; a sold-out day cannot be chosen", async () => {
    fakeApi({ check: () => json(200, { success: true, data: check({}) }) });
    renderChange("?add=activity");
    const section = await screen.findByRole("region", { name: "Add activities" });
    const activity = await within(section).findByLabelText("Activity");
    await waitFor(() => expect(document.activeElement).toBe(activity));
    const dayField = within(section).getByLabelText("Day");
    await waitFor(() =>
      expect(
        within(dayField)
          .getByRole("option", { name: /\(sold out\)/ })
          .hasAttribute("disabled"),
      ).toBe(true),
    );
  });

  it("in Arabic: the activities section, and a sold-out day from the server said by its code", async () => {
    await setLanguage("ar");
    fakeApi({
      check: () =>
        json(409, {
          success: false,
          code: "EXTRA_SOLD_OUT",
          message: "Car safari is sold out",
          params: {
            activity: "Car safari",
            activityAr: "رحلة سفاري بالسيارة",
            date: day(11),
            remaining: 0,
          },
        }),
    });
    renderChange("?add=activity");
    const section = await screen.findByRole("region", { name: "أضف أنشطة" });
    expect(await within(section).findByLabelText("النشاط")).toBeTruthy();
    expect(within(section).getByRole("option", { name: /رحلة سفاري بالسيارة/ })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "احسب السعر" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain("رحلة سفاري بالسيارة"),
    );
  });
});
