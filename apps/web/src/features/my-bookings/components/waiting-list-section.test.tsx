import type { WaitingListEntry } from "@camp/shared/waiting-list/waiting-list";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../i18n/i18n";
import { ar } from "../../../i18n/locales/ar";
import { formatResortInstant, formatStayDate } from "../../../lib/format";
import { renderWithApp } from "../../../testing/render-app";
import { useMyWaitingList } from "../api/get-my-waiting-list";
import { WaitingListSection } from "./waiting-list-section";

const guest = {
  name: "Layla Hassan",
  email: "layla@example.com",
  isStaff: false,
  role: "guest" as const,
};
const OFFER_QUOTE = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const OFFER_UNTIL = "2026-12-12T12:30:00.000Z";

function entry(overrides: Partial<WaitingListEntry>): WaitingListEntry {
  return {
    id: "w-waiting",
    status: "waiting",
    serviceType: "room",
    roomType: "master",
    checkIn: "2026-12-20",
    checkOut: "2026-12-23",
    quantity: 2,
    units: [{ unit: "room:master", quantity: 2 }],
    createdAt: "2026-11-30T08:00:00.000Z",
    offerQuoteId: null,
    offerExpiresAt: null,
    ...overrides,
  };
}

const everyStatus = (): WaitingListEntry[] => [
  entry({
    id: "w-offered",
    status: "offered",
    serviceType: "camp",
    roomType: null,
    quantity: 1,
    units: [{ unit: "camp", quantity: 1 }],
    offerQuoteId: OFFER_QUOTE,
    offerExpiresAt: OFFER_UNTIL,
  }),
  entry({}),
  entry({ id: "w-booked", status: "booked", serviceType: "package", roomType: null }),
  entry({ id: "w-lapsed", status: "lapsed", roomType: "kids" }),
  entry({ id: "w-expired", status: "expired", serviceType: "parking", roomType: null }),
  entry({ id: "w-left", status: "left" }),
];

/** The waiting-list API as the server answers it; DELETE marks the entry left, or refuses. */
function serve(
  entries: WaitingListEntry[],
  leave: { status: number; body: unknown } | null = null,
) {
  let list = entries;
  const calls: { method: string; path: string }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    calls.push({ method, path: url });
    if (url === "/api/waiting-list/me" && method === "GET") {
      return Response.json({ success: true, data: list });
    }
    const id = url.match(/^\/api\/waiting-list\/([^/]+)$/)?.[1];
    if (id && method === "DELETE") {
      if (leave) return Response.json(leave.body, { status: leave.status });
      list = list.map((item) => (item.id === id ? { ...item, status: "left" as const } : item));
      return Response.json({ success: true });
    }
    return Response.json({ success: false, code: "NOT_FOUND", message: "No" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

const section = () => screen.findByRole("region", { name: "Waiting list" });
const card = (container: HTMLElement, name: string) =>
  within(container).getByRole("article", { name });

describe("my waiting list", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => setLanguage("en"));
  });

  it("lists each entry's stay and status in words; an offer links to its payment", async () => {
    serve(everyStatus());
    renderWithApp(<WaitingListSection />, { user: guest, route: "/my-booking" });
    const list = await section();
    const items = within(list).getAllByRole("article");
    expect(items).toHaveLength(6);

    const offered = card(list, "Camping tent");
    expect(
      within(offered).getByText(`Held for you until ${formatResortInstant(OFFER_UNTIL, "en")}`),
    ).toBeTruthy();
    expect(within(offered).getByRole("link", { name: "Book now" }).getAttribute("href")).toBe(
      `/payment?quote=${OFFER_QUOTE}`,
    );
    expect(within(offered).getByText("Tents").nextElementSibling?.textContent).toBe("1");

    const waiting = items[1] as HTMLElement;
    expect(within(waiting).getByRole("heading").textContent).toBe("Master room");
    expect(within(waiting).getByText("Waiting for a free place")).toBeTruthy();
    expect(within(waiting).getByText(formatStayDate("2026-12-20", "en"))).toBeTruthy();
    expect(within(waiting).getByText(formatStayDate("2026-12-23", "en"))).toBeTruthy();
    expect(within(waiting).getByText("Rooms").nextElementSibling?.textContent).toBe("2");
    expect(within(waiting).queryByRole("link")).toBeNull();

    expect(within(card(list, "Camp package")).getByText("Booked")).toBeTruthy();
    expect(
      within(card(list, "Kids room")).getByText("The offer ended without a booking"),
    ).toBeTruthy();
    expect(
      within(card(list, "Caravan spot")).getByText("Expired: the dates have passed"),
    ).toBeTruthy();
    expect(within(items[5] as HTMLElement).getByText("You left the list")).toBeTruthy();

    // Only what is still on the list can leave it.
    expect(within(list).getAllByRole("button", { name: "Leave the list" })).toHaveLength(2);
  });

  it("leaves the list after a confirmation, from the keyboard, and reads the list again", async () => {
    const calls = serve(everyStatus());
    renderWithApp(<WaitingListSection />, { user: guest, route: "/my-booking" });
    const offered = card(await section(), "Camping tent");
    const leave = within(offered).getByRole("button", { name: "Leave the list" });
    leave.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Leave the waiting list?" });
    expect(
      within(dialog).getByText(
        "What is held for you is released for other guests, and the link in our email no longer works.",
      ),
    ).toBeTruthy();
    // Keeping it sends nothing.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    await userEvent.click(leave);
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Leave the list" }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([
      { method: "DELETE", path: "/api/waiting-list/w-offered" },
    ]);
    const refreshed = card(await section(), "Camping tent");
    await waitFor(() => expect(within(refreshed).getByText("You left the list")).toBeTruthy());
    expect(within(refreshed).queryByRole("link", { name: "Book now" })).toBeNull();
    expect(within(refreshed).queryByRole("button", { name: "Leave the list" })).toBeNull();
    expect(calls.filter((call) => call.path === "/api/waiting-list/me")).toHaveLength(2);
  });

  it("a waiting entry's confirmation says what leaving gives up; a refusal is shown in place", async () => {
    serve([entry({})], {
      status: 409,
      body: {
        success: false,
        code: "WAITING_LIST_ENTRY_CLOSED",
        message: "This waiting-list entry is already closed.",
      },
    });
    renderWithApp(<WaitingListSection />, { user: guest, route: "/my-booking" });
    await userEvent.click(within(await section()).getByRole("button", { name: "Leave the list" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave the waiting list?" });
    expect(
      within(dialog).getByText(
        "We will no longer email you about these dates, and your place on the list is given up.",
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Leave the list" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "This waiting-list entry is already closed.",
    );
  });

  it("shows nothing to a guest who never joined", async () => {
    serve([]);
    /** Another reader of the same list: it shows once the answer is in, as the section would. */
    function Answered() {
      const { data } = useMyWaitingList(guest.email);
      return data ? <p>Answered: {data.length} entries</p> : null;
    }
    const { container } = renderWithApp(
      <>
        <WaitingListSection />
        <Answered />
      </>,
      { user: guest, route: "/my-booking" },
    );
    // Rendered with the same answer as the section: it has drawn all it will.
    expect(await screen.findByText("Answered: 0 entries")).toBeTruthy();
    expect(container.textContent).toBe("Answered: 0 entries");
  });

  it("a list that cannot be read says so in one line, and Try again reads it", async () => {
    let isDown = true;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        isDown
          ? Response.json({ success: false, code: "INTERNAL", message: "x" }, { status: 500 })
          : Response.json({ success: true, data: [entry({})] }),
      ),
    );
    renderWithApp(<WaitingListSection />, { user: guest, route: "/my-booking" });
    const list = await section();
    expect(within(list).getByRole("alert").textContent).toMatch(
      /^Your waiting list could not be loaded\./,
    );
    isDown = false;
    await userEvent.click(within(list).getByRole("button", { name: "Try again" }));
    expect(await within(list).findByText("Waiting for a free place")).toBeTruthy();
  });

  it("speaks Arabic", async () => {
    serve(everyStatus());
    await act(() => setLanguage("ar"));
    renderWithApp(<WaitingListSection />, { user: guest, route: "/my-booking" });
    const list = await screen.findByRole("region", { name: ar.waitingList.mine.heading });
    expect(within(list).getByText(ar.waitingList.mine.status.waiting)).toBeTruthy();
    expect(
      within(list).getByText(
        ar.waitingList.mine.status.offered.replace(
          "{{until}}",
          formatResortInstant(OFFER_UNTIL, "ar"),
        ),
      ),
    ).toBeTruthy();
    expect(within(list).getByRole("link", { name: ar.waitingList.mine.bookNow })).toBeTruthy();
    expect(within(list).getAllByRole("button", { name: ar.waitingList.mine.leave })).toHaveLength(
      2,
    );
  });
});
