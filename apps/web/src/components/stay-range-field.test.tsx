import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso, parseIsoDate } from "@camp/shared/dates/stay-dates";
import type { RateCalendar, RateUnitType } from "@camp/shared/rates/rate-calendar";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { startOfMonth } from "date-fns";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../i18n/i18n";
import { ar } from "../i18n/locales/ar";
import { en } from "../i18n/locales/en";
import { formatCalendarDay } from "../lib/format";
import { renderWithApp } from "../testing/render-app";
import { StayRangeField } from "./stay-range-field";

const today = resortToday();
/** The 1st of next month: every day of that month is ahead, whatever today is. */
const monthStart = (() => {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
})();
const on = (day: number) => addDaysIso(monthStart, day - 1);

/** Staff's rules for the master rooms that month (fils): a peak from the 20th, closures. */
const calendar: RateCalendar = {
  master: {
    [on(10)]: { closedToArrival: true },
    [on(14)]: { closedToDeparture: true },
    [on(20)]: { nightlyRate: 240_000, minNights: 3 },
    [on(21)]: { nightlyRate: 240_000 },
  },
};
const nightPrice = (day: string) => calendar.master?.[day]?.nightlyRate ?? 95_000;

function Harness({
  initial = { checkIn: "", checkOut: "" },
  unitTypes = ["master"],
  shortNights = new Set<string>(),
  priceOf = nightPrice,
}: {
  initial?: { checkIn: string; checkOut: string };
  unitTypes?: RateUnitType[];
  shortNights?: Set<string>;
  priceOf?: (day: string) => number | undefined;
}) {
  const [values, setValues] = useState(initial);
  const [month, setMonth] = useState(() => startOfMonth(parseIsoDate(monthStart) ?? new Date()));
  return (
    <>
      <StayRangeField
        labels={{ checkIn: "Check-in", checkOut: "Check-out" }}
        values={values}
        onChange={(name, value) => setValues((before) => ({ ...before, [name]: value }))}
        onBlur={() => {}}
        inputRefs={{ checkIn: null, checkOut: null }}
        errors={{}}
        today={today}
        lastDay={addDaysIso(today, 365)}
        nightPrice={priceOf}
        priceLegend="Under each day: one room's price for that night, in AED."
        calendar={calendar}
        unitTypes={unitTypes}
        shortNights={shortNights}
        month={month}
        onMonthChange={(next) => setMonth(startOfMonth(next))}
      />
      <output data-testid="stay">{`${values.checkIn}|${values.checkOut}`}</output>
    </>
  );
}

const dayButton = (iso: string, language: "en" | "ar" = "en") => {
  const date = parseIsoDate(iso) as Date;
  return screen.getByRole("button", {
    name: new RegExp(`^${formatCalendarDay(date, language)}`),
  });
};
const stay = () => screen.getByTestId("stay").textContent;

/** Opens the calendar; with no check-in it shows this month, so `toNextMonth` goes on to the test's. */
async function openCalendar(
  field: "Check-in" | "Check-out",
  language: "en" | "ar" = "en",
  toNextMonth = field === "Check-in",
) {
  const bundle = language === "ar" ? ar : en;
  const name = bundle.bookingpage.openCalendar.replace("{{field}}", field);
  await userEvent.click(screen.getByRole("button", { name }));
  const dialog = await screen.findByRole("dialog", { name: bundle.bookingpage.stayCalendar.title });
  if (toNextMonth) {
    await userEvent.click(within(dialog).getByRole("button", { name: /next month|الشهر التالي/i }));
  }
  return dialog;
}

describe("StayRangeField: one calendar for the stay's range", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => setLanguage("en"));
  });

  it("picks check-in then check-out in one calendar, and gives the focus back", async () => {
    renderWithApp(<Harness />);
    const calendarDialog = await openCalendar("Check-in");
    expect(within(calendarDialog).getByText("Choose your check-in day.")).toBeTruthy();
    await userEvent.click(dayButton(on(3)));
    expect(stay()).toBe(`${on(3)}|`);
    // Still open, now asking for the check-out; the check-in is named for the guest.
    expect(within(calendarDialog).getByText(/Now choose your check-out day\./)).toBeTruthy();
    expect(dayButton(on(3)).getAttribute("aria-label")).toMatch(/your check-in/);
    await userEvent.click(dayButton(on(6)));
    expect(stay()).toBe(`${on(3)}|${on(6)}`);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The dialog gives the focus back once it has closed.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("button", { name: "Choose Check-in in a calendar" }),
      ),
    );
    // The typed fields carry the range, named for the form.
    expect((screen.getByLabelText("Check-in") as HTMLInputElement).value).toBe(on(3));
    expect((screen.getByLabelText("Check-out") as HTMLInputElement).name).toBe("checkOut");
  });

  it("shows each night's price under its day and says it to a screen reader", async () => {
    renderWithApp(<Harness />);
    await openCalendar("Check-in");
    const quiet = dayButton(on(5));
    // The price sits beside the button, so its visible text ("5") is part of its name.
    expect(quiet.textContent).toBe("5");
    expect(quiet.closest("td")?.textContent).toBe("5950");
    expect(quiet.getAttribute("aria-label")).toMatch(/from AED\s950 a night$/);
    expect(dayButton(on(20)).closest("td")?.textContent).toBe("202,400");
    expect(dayButton(on(20)).getAttribute("aria-label")).toMatch(/from AED\s2,400 a night/);
    // The nights' prices hold VAT, and the legend says so (decision 028).
    expect(
      screen.getByText(
        "Under each day: one room's price for that night, in AED. Prices include VAT.",
      ),
    ).toBeTruthy();
  });

  it("shows a real night's price on the legend's sample, not a made-up one (decision 025)", async () => {
    // A tent: AED 450 a night, 500 from the 10th of the month shown.
    renderWithApp(<Harness priceOf={(day) => (day >= on(10) ? 50_000 : 45_000)} />);
    const calendarDialog = await openCalendar("Check-in");
    const sample = calendarDialog.querySelector(".stay-calendar-legend .stay-legend-sample");
    // The month's first day, with its night's price.
    expect(sample?.textContent).toBe("1450");
    expect(calendarDialog.querySelector(".stay-calendar-legend")?.textContent).not.toContain("650");
  });

  it("says nothing of VAT when the resort charges none (the rate calendar's tax terms)", async () => {
    const calendarAnswer = {
      success: true,
      data: {
        from: today,
        to: today,
        calendar: {},
        tax: { vatRate: 0, tourismFee: { master: 0, kids: 0, camp: 0, parking: 0 } },
      },
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(calendarAnswer), { status: 200 })),
    );
    renderWithApp(<Harness />);
    await openCalendar("Check-in");
    expect(
      await screen.findByText("Under each day: one room's price for that night, in AED."),
    ).toBeTruthy();
    expect(screen.queryByText(/Prices include VAT/)).toBeNull();
  });

  it("marks a day closed to arrival, and picking it says why instead of choosing it", async () => {
    renderWithApp(<Harness />);
    const calendarDialog = await openCalendar("Check-in");
    const closed = dayButton(on(10));
    expect(closed.closest("td")?.className).toMatch(/booking-no-arrival/);
    expect(closed.getAttribute("aria-label")).toMatch(/no stay can start on this day/);
    expect(within(calendarDialog).getByText("No stay can start on a striped day.")).toBeTruthy();
    await userEvent.click(closed);
    expect(stay()).toBe("|");
    expect(
      within(calendarDialog).getByText(/^Stays cannot start on \d+ \w+\. Please choose another/),
    ).toBeTruthy();
  });

  it("after check-in, marks the check-outs that break the minimum stay and those closed to departure", async () => {
    renderWithApp(<Harness />);
    const calendarDialog = await openCalendar("Check-in");
    await userEvent.click(dayButton(on(19)));
    // The night of the 20th needs 3 nights: leaving on the 21st (2 nights) is too short.
    const tooShort = dayButton(on(21));
    expect(tooShort.closest("td")?.className).toMatch(/booking-stay-rule/);
    expect(tooShort.getAttribute("aria-label")).toMatch(/need at least 3 nights/);
    expect(
      within(calendarDialog).getByText(
        "Leaving on a faded, dotted day would make your stay shorter or longer than those nights allow.",
      ),
    ).toBeTruthy();
    // Leaving on the 20th holds no such night; on the 22nd the stay has its 3 nights.
    for (const day of [20, 22, 23]) {
      expect(dayButton(on(day)).closest("td")?.className).not.toMatch(/booking-stay-rule/);
    }
    await userEvent.click(dayButton(on(21)));
    expect(stay()).toBe(`${on(19)}|`);
    expect(
      within(calendarDialog).getByText(/^Stays that include \d+ \w+ need at least 3 nights\.$/),
    ).toBeTruthy();

    // A new check-in before the closed departure day: that day is marked and refused.
    await userEvent.click(dayButton(on(11)));
    expect(stay()).toBe(`${on(11)}|`);
    expect(dayButton(on(14)).closest("td")?.className).toMatch(/booking-no-departure/);
    await userEvent.click(dayButton(on(14)));
    expect(within(calendarDialog).getByText(/^Stays cannot end on/)).toBeTruthy();
    await userEvent.click(dayButton(on(15)));
    expect(stay()).toBe(`${on(11)}|${on(15)}`);
  });

  it("crosses out short nights and still lets them be chosen (the resort then decides)", async () => {
    renderWithApp(<Harness shortNights={new Set([on(4)])} />);
    await openCalendar("Check-in");
    expect(dayButton(on(4)).closest("td")?.className).toMatch(/booking-sold-out/);
    await userEvent.click(dayButton(on(4)));
    expect(stay()).toBe(`${on(4)}|`);
  });

  it("opens at the check-out from its own button, moves by arrow keys, and Escape closes", async () => {
    renderWithApp(<Harness initial={{ checkIn: on(3), checkOut: on(6) }} />);
    const calendarDialog = await openCalendar("Check-out");
    expect(within(calendarDialog).getByText(/Now choose your check-out day\./)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(dayButton(on(6))));
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowRight" });
    await waitFor(() => expect(document.activeElement).toBe(dayButton(on(7))));
    fireEvent.keyDown(document.activeElement as Element, { key: "Enter" });
    fireEvent.click(document.activeElement as Element);
    expect(stay()).toBe(`${on(3)}|${on(7)}`);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The dialog gives the focus back once it has closed.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("button", { name: "Choose Check-out in a calendar" }),
      ),
    );

    await openCalendar("Check-in", "en", false);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The dialog gives the focus back once it has closed.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("button", { name: "Choose Check-in in a calendar" }),
      ),
    );
  });

  it("in Arabic: right to left, the prices and marks in Arabic", async () => {
    await act(() => setLanguage("ar"));
    renderWithApp(<Harness />);
    const calendarDialog = await openCalendar("Check-in", "ar");
    expect(calendarDialog.getAttribute("dir")).toBe("rtl");
    expect(within(calendarDialog).getByText(ar.bookingpage.stayCalendar.pickCheckIn)).toBeTruthy();
    expect(dayButton(on(5), "ar").getAttribute("aria-label")).toMatch(/ابتداءً من .*950.* لليلة/);
    const closed = dayButton(on(10), "ar");
    expect(closed.getAttribute("aria-label")).toMatch(/لا يمكن أن تبدأ الإقامة في هذا اليوم/);
    await userEvent.click(closed);
    expect(within(calendarDialog).getByText(/^لا يمكن أن تبدأ الإقامة يوم \d+ \S+\./)).toBeTruthy();
    await userEvent.click(dayButton(on(19), "ar"));
    await userEvent.click(dayButton(on(21), "ar"));
    expect(
      within(calendarDialog).getByText(
        /^الحد الأدنى لعدد الليالي في الإقامات التي تشمل \d+ \S+ هو 3\.$/,
      ),
    ).toBeTruthy();
  });
});
