import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import type { AdminWaitingListEntry } from "@camp/shared/waiting-list/waiting-list";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatStayDate } from "../../../lib/format";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { AdminWaitingListPage } from "./admin-waiting-list-page";

const today = resortToday();
const day = (offset: number) => addDaysIso(today, offset);

const entry = (values: Partial<AdminWaitingListEntry>): AdminWaitingListEntry => ({
  id: "e-1",
  status: "waiting",
  serviceType: "room",
  roomType: "master",
  checkIn: day(3),
  checkOut: day(5),
  quantity: 1,
  units: [{ unit: "room:master", quantity: 1 }],
  createdAt: "2026-11-01T08:00:00.000Z",
  offerQuoteId: null,
  offerExpiresAt: null,
  position: 1,
  guest: { name: "Alice Sandman", email: "alice@dunes.example" },
  ...values,
});

const entries: AdminWaitingListEntry[] = [
  entry({
    id: "e-offered",
    status: "offered",
    position: null,
    offerQuoteId: "q-1",
    offerExpiresAt: "2026-12-03T10:00:00.000Z",
    guest: { name: "Badr Al Falasi", email: "badr@example.ae" },
  }),
  entry({ id: "e-1", position: 1, checkIn: day(4), checkOut: day(5) }),
  entry({
    id: "e-2",
    position: 2,
    serviceType: "package",
    roomType: null,
    checkIn: day(3),
    checkOut: day(4),
    quantity: 2,
    units: [
      { unit: "room:master", quantity: 2 },
      { unit: "room:kids", quantity: 2 },
      { unit: "camp", quantity: 2 },
    ],
    guest: { name: "Chen Wei", email: "chen@example.com" },
  }),
];

function stubApi(answer: (url: URL) => { status: number; body: unknown }) {
  const urls: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = new URL(input, "http://localhost");
      urls.push(url);
      const { status, body } = answer(url);
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return urls;
}

const admin = {
  name: "Omar Staff",
  email: "omar@example.com",
  isStaff: true,
  role: "owner" as const,
};
const nightHeading = (offset: number) =>
  screen.findByRole("heading", {
    level: 2,
    name: new RegExp(`^${formatStayDate(day(offset), "en", "long")}`),
  });

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage("en"));
});

describe("[ADMIN WAITING LIST] who waits for sold-out nights", () => {
  it("lists the next 30 nights' queue per night and unit type, offers first", async () => {
    const urls = stubApi(() => ({ status: 200, body: { success: true, data: entries } }));
    renderWithApp(<AdminWaitingListPage />, { user: admin, route: "/admin/waiting-list" });

    const third = (await nightHeading(3)).closest("section") as HTMLElement;
    expect(urls[0]?.pathname).toBe("/api/admin/waiting-list");
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({ from: day(0), to: day(30) });
    // Night 3: the offered stay and Chen's package (master, kids and a tent); Alice comes a night later.
    expect(third.querySelector("h2")?.textContent).toMatch(/\(Waiting: 2\)$/);
    expect(
      within(third)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Master rooms", "Kids rooms", "Camping tents"]);
    const master = within(third).getAllByRole("list")[0] as HTMLElement;
    const rows = within(master).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent?.replace(/\s/g, " "))).toEqual([
      expect.stringMatching(
        /^OfferedBadr Al Falasi badr@example\.ae.*Units: 1Offered until Thu, 3 Dec 2026, 2:00 PM$/,
      ),
      expect.stringMatching(/^Place 2Chen Wei chen@example\.comStay: .*Units: 2Waiting$/),
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link", { name: "badr@example.ae" })
        .getAttribute("href"),
    ).toBe("mailto:badr@example.ae");

    const fourth = (await nightHeading(4)).closest("section") as HTMLElement;
    expect(
      within(fourth)
        .getAllByRole("listitem")
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringMatching(/^OfferedBadr/),
      expect.stringMatching(/^Place 1Alice Sandman/),
    ]);
    // No one waits for other nights: they are not listed.
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(2);
  });

  it("asks for another range, and refuses one that ends first or is too long", async () => {
    const urls = stubApi((url) => ({
      status: 200,
      body: { success: true, data: url.searchParams.get("from") === day(0) ? entries : [] },
    }));
    const user = userEvent.setup();
    renderWithApp(<AdminWaitingListPage />, { user: admin, route: "/admin/waiting-list" });
    await nightHeading(3);
    const from = screen.getByLabelText("From");
    const to = screen.getByLabelText("Until");
    const show = screen.getByRole("button", { name: "Show" });

    await user.clear(to);
    await user.type(to, day(0));
    await user.click(show);
    expect((await screen.findByRole("alert")).textContent).toBe("Until must be after From");
    expect(to.getAttribute("aria-invalid")).toBe("true");

    await user.clear(to);
    await user.type(to, day(400));
    await user.click(show);
    expect((await screen.findByRole("alert")).textContent).toBe("Choose at most 366 days");
    expect(urls).toHaveLength(1);

    await user.clear(from);
    await user.type(from, day(60));
    await user.clear(to);
    await user.type(to, day(90));
    await user.click(show);
    expect(await screen.findByText("Nobody is waiting for a night in these dates.")).toBeTruthy();
    expect(Object.fromEntries(urls.at(-1)?.searchParams ?? [])).toEqual({
      from: day(60),
      to: day(90),
    });
  });

  it("shows the server's refusal, and reads in Arabic", async () => {
    stubApi(() => ({
      status: 400,
      body: { success: false, code: "VALIDATION_ERROR", message: "to must be after from" },
    }));
    renderWithApp(<AdminWaitingListPage />, { user: admin, route: "/admin/waiting-list" });
    expect((await screen.findByRole("alert")).textContent).toBe("to must be after from");

    await act(() => i18n.changeLanguage("ar"));
    stubApi(() => ({ status: 200, body: { success: true, data: entries } }));
    renderWithApp(<AdminWaitingListPage />, { user: admin, route: "/admin/waiting-list" });
    await waitFor(() => expect(screen.getAllByText("الترتيب 2").length).toBeGreaterThan(0));
    expect(
      screen.getAllByRole("heading", { level: 1, name: "قائمة الانتظار" }).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText(/^معروض حتى /).length).toBeGreaterThan(0);
  });
});
