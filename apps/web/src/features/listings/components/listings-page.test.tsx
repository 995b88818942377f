import type { Listing } from "@camp/shared/listings/listings-api";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../i18n/i18n";
import { answerFetch } from "../../../testing/answer-fetch";
import { renderWithApp } from "../../../testing/render-app";
import { ListingsPage } from "./listings-page";

function listing(overrides: Partial<Listing>): Listing {
  return {
    id: "l1",
    name: "Dune View Villa",
    pictureUrl: "/images/desert-sunset-640.webp",
    ratingAverage: 4.834,
    reviewCount: 124,
    roomType: "Entire home",
    beds: 2,
    url: "https://rentals.example.com/rooms/1",
    ...overrides,
  };
}

const answer = answerFetch;

const listingsBody = (data: Listing[]) => ({ success: true, source: "fixture", data });

describe("rental listings", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage("en");
  });

  it("shows a card per listing that opens it in a new tab", async () => {
    answer({
      status: 200,
      body: listingsBody([
        listing({}),
        listing({
          id: "l2",
          name: "Hatta Mountain Cabin",
          ratingAverage: null,
          reviewCount: 1,
          beds: 1,
          roomType: "private room",
          url: "https://rentals.example.com/rooms/2",
        }),
        listing({ id: "l3", name: "Oasis Loft", url: "https://rentals.example.com/rooms/3" }),
        listing({ id: "l4", name: "Palm Studio", url: "https://rentals.example.com/rooms/4" }),
      ]),
    });
    renderWithApp(<ListingsPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Book Your Stay Now" })).toBeTruthy();
    expect(screen.getByText(/third-party holiday-rental service/)).toBeTruthy();

    const link = await screen.findByRole("link", {
      name: /Dune View Villa.*\(opens in a new tab\)/,
    });
    expect(link.getAttribute("href")).toBe("https://rentals.example.com/rooms/1");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");

    const first = link.closest("article") as HTMLElement;
    const picture = within(first).getByRole("img", { name: "Dune View Villa" });
    expect(picture.getAttribute("width")).toBeTruthy();
    expect(picture.getAttribute("height")).toBeTruthy();
    expect(picture.getAttribute("loading")).toBe("eager");
    expect(within(first).getByText("★ 4.83")).toBeTruthy();
    expect(within(first).getByText("Rated 4.83 out of 5")).toBeTruthy();
    expect(within(first).getByText("2 beds")).toBeTruthy();
    expect(within(first).getByText("124 reviews")).toBeTruthy();
    expect(within(first).getByText("Entire home")).toBeTruthy();

    const second = screen.getByRole("link", { name: /Hatta Mountain Cabin/ }).closest("article");
    expect(within(second as HTMLElement).getByText("New")).toBeTruthy();
    expect(within(second as HTMLElement).getByText("Private room")).toBeTruthy();
    expect(within(second as HTMLElement).getByText("1 bed")).toBeTruthy();
    expect(within(second as HTMLElement).getByText("1 review")).toBeTruthy();

    // Only the first row loads at once.
    const fourth = screen.getByRole("img", { name: "Palm Studio" });
    expect(fourth.getAttribute("loading")).toBe("lazy");
  });

  it("on failure says so kindly, and Try again loads the listings", async () => {
    const user = userEvent.setup();
    answer(
      { status: 502, body: { success: false, code: "UPSTREAM", message: "Listings unavailable" } },
      { status: 200, body: listingsBody([listing({})]) },
    );
    renderWithApp(<ListingsPage />);
    expect(screen.getByRole("status").textContent).toBe("Loading places to stay…");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We couldn't load the places to stay");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /Dune View Villa/ })).toBeTruthy();
  });

  it("counts beds and reviews with Arabic plural forms", async () => {
    await setLanguage("ar");
    answer({
      status: 200,
      body: listingsBody([
        listing({ beds: 2, reviewCount: 3 }),
        listing({ id: "l2", name: "Second", beds: 1, reviewCount: 0, ratingAverage: null }),
        listing({ id: "l3", name: "Third", roomType: "Entire cabin", beds: 5, reviewCount: 11 }),
        listing({ id: "l4", name: "Fourth", roomType: "Yurt", beds: 12, reviewCount: 100 }),
      ]),
    });
    renderWithApp(<ListingsPage />);
    expect(await screen.findByText("سريران")).toBeTruthy();
    expect(screen.getByText(/[3٣] مراجعات/)).toBeTruthy();
    expect(screen.getByText("سرير واحد")).toBeTruthy();
    expect(screen.getByText("لا توجد مراجعات بعد")).toBeTruthy();
    expect(screen.getAllByText("منزل كامل")).toHaveLength(2);
    expect(screen.getByText("كوخ كامل")).toBeTruthy();
    expect(screen.getByText(/^[5٥] أسرّة$/)).toBeTruthy();
    expect(screen.getByText(/^(11|١١) مراجعة$/)).toBeTruthy();
    expect(screen.getByText(/^(12|١٢) سريراً$/)).toBeTruthy();
    expect(screen.getByText(/^(100|١٠٠) مراجعة$/)).toBeTruthy();
    // A type we have no Arabic for is shown as the service spells it.
    expect(screen.getByText("Yurt")).toBeTruthy();
  });
});
