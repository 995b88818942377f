import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toLanguage } from "../../../i18n/i18n";
import { formatCalendarDay } from "../../../lib/format";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { AdminRatesPage } from "./admin-rates-page";

const DECEMBER = "GET /api/admin/rates?from=2026-12-01&to=2026-12-31";

/** 1 December 2026 is a Tuesday: the 5th and 6th are the first weekend. */
const december = {
  success: true,
  data: {
    from: "2026-12-01",
    to: "2026-12-31",
    base: { master: 950, kids: 700, camp: 500, parking: { weekday: 200, weekend: 300 } },
    calendar: {
      master: {
        "2026-12-04": { nightlyRate: 1200, weekendRate: 1500 },
        "2026-12-05": { nightlyRate: 1200, weekendRate: 1500 },
        "2026-12-31": { nightlyRate: 2500, minNights: 2 },
      },
      camp: { "2026-12-02": { nightlyRate: 400, maxNights: 7 } },
      parking: {
        "2026-12-10": { closedToArrival: true },
        "2026-12-11": { closedToDeparture: true },
      },
    },
    weekendDays: [6, 0],
  },
};

/** Answers by method and path; records what was sent. */
function stubApi(answers: Record<string, { status: number; body: unknown }>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${url}`;
    const answer = answers[key] ?? {
      status: 404,
      body: { success: false, code: "NOT_FOUND", message: key },
    };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const calls = (fetch: ReturnType<typeof stubApi>, key: string) =>
  fetch.mock.calls.filter(([url, init]) => `${init?.method ?? "GET"} ${url}` === key);
const sent = (fetch: ReturnType<typeof stubApi>, key: string) =>
  calls(fetch, key).map(([, init]) => JSON.parse(String(init?.body)));

const renderDecember = () =>
  renderWithApp(
    <>
      <AdminRatesPage />
      <Toaster />
    </>,
    { route: "/admin/rates?month=2026-12" },
  );

/** The cell of a unit type's row on a day of December 2026. */
async function cell(row: string, day: number) {
  const grid = await screen.findByRole("grid");
  const rowHeader = within(grid).getByRole("rowheader", { name: new RegExp(`^${row}`) });
  const cells = within(rowHeader.closest("tr") as HTMLElement).getAllByRole("gridcell");
  return cells[day - 1] as HTMLElement;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  document.documentElement.dir = "ltr";
  await i18n.changeLanguage("en");
});

describe("[ADMIN RATES] the rate calendar", () => {
  it("shows each night's price as guests pay it, with its season and rules in words", async () => {
    stubApi({ [DECEMBER]: { status: 200, body: december } });
    renderDecember();
    expect(await screen.findByRole("heading", { name: "December 2026" })).toBeTruthy();
    // A weekday of a set range takes its nightly rate, its Saturday the weekend rate.
    expect((await cell("Master room", 4)).getAttribute("aria-label")).toMatch(
      /^Master room, Friday, 4 December 2026: AED\s1,200, above the catalogue price \(peak\)$/,
    );
    expect((await cell("Master room", 5)).getAttribute("aria-label")).toMatch(/AED\s1,500/);
    expect((await cell("Master room", 31)).getAttribute("aria-label")).toMatch(
      /AED\s2,500, above the catalogue price \(peak\); stays need at least 2 nights$/,
    );
    expect((await cell("Master room", 1)).getAttribute("aria-label")).toMatch(
      /AED\s950, the catalogue price$/,
    );
    expect((await cell("Camping tent", 2)).getAttribute("aria-label")).toMatch(
      /AED\s400, below the catalogue price \(low season\); stays of at most 7 nights$/,
    );
    // A caravan spot with nothing set costs the weekday or weekend rate of a stay starting then.
    expect((await cell("Caravan spot", 4)).textContent).toContain("200");
    expect((await cell("Caravan spot", 5)).textContent).toContain("300");
    expect((await cell("Caravan spot", 10)).getAttribute("aria-label")).toMatch(
      /closed to arrival$/,
    );
    expect((await cell("Caravan spot", 11)).getAttribute("aria-label")).toMatch(
      /closed to departure$/,
    );
    // The signs beside the colours, named in the legend.
    expect((await cell("Master room", 31)).textContent).toContain("≥2");
    expect(screen.getByText("Peak: above the catalogue price")).toBeTruthy();
  });

  it("picks a range by keyboard and sets it: empty fields unchanged, a cleared one null", async () => {
    const fetch = stubApi({
      [DECEMBER]: { status: 200, body: december },
      "PUT /api/admin/rates": { status: 200, body: { success: true, data: { nights: 3 } } },
    });
    renderDecember();
    const user = userEvent.setup();
    await user.click(await cell("Master room", 1));
    await user.keyboard("{Shift>}{ArrowRight}{ArrowRight}{/Shift}");
    expect((await cell("Master room", 3)).getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(await cell("Master room", 3));
    expect(
      screen.getByText(/^Selected: Master room, Tue, 1 Dec 2026 to Thu, 3 Dec 2026 \(3 nights\)$/),
    ).toBeTruthy();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Set rates and rules" });
    expect(within(dialog).getByLabelText("First night")).toHaveProperty("value", "2026-12-01");
    expect(within(dialog).getByLabelText("Last night")).toHaveProperty("value", "2026-12-03");
    await user.type(within(dialog).getByLabelText("Nightly rate (AED)"), "1800");
    await user.click(within(dialog).getByRole("checkbox", { name: "Clear: no minimum stay" }));
    await user.selectOptions(within(dialog).getByLabelText("Arrivals"), "closed");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(sent(fetch, "PUT /api/admin/rates")).toEqual([
        {
          unitType: "master",
          from: "2026-12-01",
          to: "2026-12-03",
          nightlyRate: 1800,
          minNights: null,
          closedToArrival: true,
        },
      ]),
    );
    // The month is read again, and the dialog closes with a word of what was saved.
    await waitFor(() => expect(calls(fetch, DECEMBER).length).toBe(2));
    expect(await screen.findByText("Master room: 3 nights saved.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("extends with Shift+click and by dragging, within one row", async () => {
    stubApi({ [DECEMBER]: { status: 200, body: december } });
    renderDecember();
    const user = userEvent.setup();
    await user.click(await cell("Camping tent", 10));
    await user.keyboard("{Shift>}");
    await user.click(await cell("Camping tent", 14));
    await user.keyboard("{/Shift}");
    expect(
      screen.getByText(/^Selected: Camping tent, Thu, 10 Dec 2026 to Mon, 14 Dec 2026/),
    ).toBeTruthy();

    await user.pointer([
      { keys: "[MouseLeft>]", target: await cell("Kids room", 20) },
      { target: await cell("Kids room", 21) },
      { target: await cell("Kids room", 22) },
      { keys: "[/MouseLeft]" },
    ]);
    expect(
      screen.getByText(/^Selected: Kids room, Sun, 20 Dec 2026 to Tue, 22 Dec 2026/),
    ).toBeTruthy();
    expect((await cell("Camping tent", 12)).getAttribute("aria-selected")).toBe("false");
  });

  it("runs right to left in Arabic and checks the edit with the shared rules, in Arabic", async () => {
    await i18n.changeLanguage("ar");
    document.documentElement.dir = "rtl";
    const fetch = stubApi({ [DECEMBER]: { status: 200, body: december } });
    renderDecember();
    const user = userEvent.setup();
    await user.click(await cell("غرفة رئيسية", 1));
    // The next night is to the left in Arabic.
    await user.keyboard("{Shift>}{ArrowLeft}{/Shift}");
    expect((await cell("غرفة رئيسية", 2)).getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "حدّد الأسعار والقواعد" });
    await user.click(within(dialog).getByRole("button", { name: "حفظ" }));
    expect(
      await within(dialog).findByText("حدّد أو امسح سعراً أو قاعدة واحدة على الأقل."),
    ).toBeTruthy();

    await user.type(within(dialog).getByLabelText("الحد الأدنى للإقامة (ليالٍ)"), "5");
    await user.type(within(dialog).getByLabelText("الحد الأقصى للإقامة (ليالٍ)"), "2");
    await user.clear(within(dialog).getByLabelText("الليلة الأخيرة"));
    await user.type(within(dialog).getByLabelText("الليلة الأخيرة"), "2026-11-30");
    await user.click(within(dialog).getByRole("button", { name: "حفظ" }));
    expect(
      await within(dialog).findByText("لا يمكن أن يكون الحد الأقصى للإقامة أقصر من الحد الأدنى"),
    ).toBeTruthy();
    expect(
      within(dialog).getByText("لا يمكن أن تكون الليلة الأخيرة قبل الليلة الأولى"),
    ).toBeTruthy();
    await user.clear(within(dialog).getByLabelText("الحد الأقصى للإقامة (ليالٍ)"));
    await user.type(within(dialog).getByLabelText("الحد الأقصى للإقامة (ليالٍ)"), "45");
    await user.click(within(dialog).getByRole("button", { name: "حفظ" }));
    expect(
      await within(dialog).findByText(/^يجب ألا يزيد الحد الأقصى للإقامة \(ليالٍ\) عن (30|٣٠)$/),
    ).toBeTruthy();
    expect(sent(fetch, "PUT /api/admin/rates")).toEqual([]);
  });

  it("shows the server's refusal of a field on that field", async () => {
    stubApi({
      [DECEMBER]: { status: 200, body: december },
      "PUT /api/admin/rates": {
        status: 400,
        body: {
          success: false,
          code: "VALIDATION_ERROR",
          message: "Price can be at most 5000",
          errors: { weekendRate: "Price can be at most 5000" },
        },
      },
    });
    renderDecember();
    const user = userEvent.setup();
    await user.dblClick(await cell("Kids room", 7));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(/^Weekend rate/), "4999");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    // The server's message, with the field's own name.
    expect(
      await within(dialog).findByText(
        "Weekend rate (AED, Saturday and Sunday nights) can be at most 5,000",
      ),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Weekend rate/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
  });

  it.each([
    {
      language: "en",
      now: "Now: Saturday and Sunday nights.",
      weekendRate: "Weekend rate (AED, Saturday and Sunday nights)",
      friday: "Friday",
      sunday: "Sunday",
      save: "Save weekend nights",
      none: "Choose at least one day.",
      saved: "Saved: the weekend is Friday and Saturday nights.",
    },
    {
      language: "ar",
      now: "الآن: ليالي السبت والأحد.",
      weekendRate: "سعر نهاية الأسبوع (درهم، ليالي السبت والأحد)",
      friday: "الجمعة",
      sunday: "الأحد",
      save: "حفظ ليالي عطلة نهاية الأسبوع",
      none: "اختر يومًا واحدًا على الأقل.",
      saved: "تم الحفظ: عطلة نهاية الأسبوع هي ليالي الجمعة والسبت.",
    },
  ])(
    "sets in $language which nights are the weekend, and the grid follows (decision 046)",
    async (words) => {
      await i18n.changeLanguage(words.language);
      let weekendDays = [6, 0];
      const fetch = vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === "PUT") {
          weekendDays = JSON.parse(String(init.body)).weekendDays;
          return new Response(JSON.stringify({ success: true, data: { weekendDays: [5, 6] } }));
        }
        if (url.startsWith("/api/admin/rates?from=2026-12-01")) {
          return new Response(
            JSON.stringify({ ...december, data: { ...december.data, weekendDays } }),
          );
        }
        return new Response(JSON.stringify({ success: false, code: "NOT_FOUND", message: url }), {
          status: 404,
        });
      });
      vi.stubGlobal("fetch", fetch);
      renderDecember();
      const user = userEvent.setup();
      // The unit type's name and the editor's as the page's language has them.
      const spot = i18n.t("adminRates.unitTypes.parking");
      expect(await screen.findByText(words.now)).toBeTruthy();
      // Friday 4 December: a weekday's spot; the editor names the weekend's days.
      expect((await cell(spot, 4)).textContent).toContain("200");
      await user.click(screen.getByRole("button", { name: i18n.t("adminRates.edit") }));
      const dialog = await screen.findByRole("dialog", { name: i18n.t("adminRates.editor.title") });
      expect(within(dialog).getByLabelText(words.weekendRate)).toBeTruthy();
      await user.keyboard("{Escape}");

      // None chosen: said on the spot, nothing sent.
      await user.click(screen.getByRole("checkbox", { name: words.sunday }));
      await user.click(
        screen.getByRole("checkbox", { name: words.language === "en" ? "Saturday" : "السبت" }),
      );
      await user.click(screen.getByRole("button", { name: words.save }));
      expect((await screen.findByRole("alert")).textContent).toBe(words.none);
      expect(fetch.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);

      await user.click(
        screen.getByRole("checkbox", { name: words.language === "en" ? "Saturday" : "السبت" }),
      );
      await user.click(screen.getByRole("checkbox", { name: words.friday }));
      await user.click(screen.getByRole("button", { name: words.save }));
      expect(await screen.findByText(words.saved)).toBeTruthy();
      const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT");
      expect(put?.[0]).toBe("/api/admin/rates/weekend");
      expect(JSON.parse(String(put?.[1]?.body)).weekendDays.sort()).toEqual([5, 6]);
      // The month is read again: Friday's spot costs the weekend rate now.
      await waitFor(async () => expect((await cell(spot, 4)).textContent).toContain("300"));
    },
  );

  it.each([
    { language: "en", first: "First night", open: "Choose First night in a calendar" },
    { language: "ar", first: "الليلة الأولى", open: "اختر الليلة الأولى من التقويم" },
  ])(
    "takes the editor's nights in the site's date field, in $language (decision 010)",
    async (words) => {
      await i18n.changeLanguage(words.language);
      stubApi({ [DECEMBER]: { status: 200, body: december } });
      renderDecember();
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: i18n.t("adminRates.edit") }));
      const dialog = await screen.findByRole("dialog", { name: i18n.t("adminRates.editor.title") });
      const first = within(dialog).getByLabelText(words.first) as HTMLInputElement;
      // YYYY-MM-DD in both languages, never the browser's month-first date input.
      expect(first.type).toBe("text");
      expect(first.value).toMatch(/^2026-12-\d\d$/);
      await user.click(within(dialog).getByRole("button", { name: words.open }));
      const calendar = await screen.findByRole("dialog", { name: words.first });
      await user.click(
        within(calendar).getByRole("button", {
          name: new RegExp(
            `^${formatCalendarDay(new Date(2026, 11, 20), toLanguage(words.language))}`,
          ),
        }),
      );
      expect(first.value).toBe("2026-12-20");
      // The editor stays open: picking a night closed only the calendar.
      expect(screen.getByRole("dialog", { name: i18n.t("adminRates.editor.title") })).toBeTruthy();
    },
  );

  it("moves a month at a time", async () => {
    const fetch = stubApi({
      [DECEMBER]: { status: 200, body: december },
      "GET /api/admin/rates?from=2027-01-01&to=2027-01-31": {
        status: 200,
        body: {
          ...december,
          data: { ...december.data, from: "2027-01-01", to: "2027-01-31", calendar: {} },
        },
      },
    });
    renderDecember();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /Next month/ }));
    expect(await screen.findByRole("heading", { name: "January 2027" })).toBeTruthy();
    await waitFor(() =>
      expect(calls(fetch, "GET /api/admin/rates?from=2027-01-01&to=2027-01-31").length).toBe(1),
    );
    expect(screen.getAllByRole("columnheader")).toHaveLength(32);
  });
});
