import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../i18n/i18n";
import { renderWithApp } from "../../testing/render-app";
import { Navbar } from "./navbar";

describe("navigation bar", () => {
  afterEach(() => setLanguage("en"));

  it("signed out: shows the login icon linking to sign-in, and no welcome", () => {
    renderWithApp(<Navbar />, { user: null });
    const login = screen.getAllByRole("link", { name: "Log in" })[0];
    expect(login?.getAttribute("href")).toBe("/login");
    expect(screen.queryByText(/Welcome/)).toBeNull();
  });

  it("signed in: 'Welcome, {first word of the name}' with My Booking and Logout", async () => {
    const user = userEvent.setup();
    renderWithApp(<Navbar />, {
      user: { name: "Layla Hassan Omar", email: "layla@example.com", isAdmin: false },
    });
    const welcome = screen.getAllByRole("button", { name: "Welcome, Layla" })[0] as HTMLElement;
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
    await user.click(welcome);
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "My Booking" }).getAttribute("href")).toBe(
      "/my-booking",
    );
    expect(within(menu).getByRole("menuitem", { name: "Logout" })).toBeTruthy();
  });

  it("shows administrators an Admin link to the console, and guests none", () => {
    const { unmount } = renderWithApp(<Navbar />, {
      user: { name: "Omar Staff", email: "omar@example.com", isAdmin: true },
    });
    expect(screen.getAllByRole("link", { name: "Admin" })[0]?.getAttribute("href")).toBe("/admin");
    unmount();
    renderWithApp(<Navbar />, {
      user: { name: "Layla Guest", email: "layla@example.com", isAdmin: false },
    });
    expect(screen.queryByRole("link", { name: "Admin" })).toBeNull();
  });

  it("has the spec's items, with Rooms and Other dropdowns that close on Escape", async () => {
    const user = userEvent.setup();
    renderWithApp(<Navbar />);
    expect(screen.getAllByRole("link", { name: "Home" })[0]?.getAttribute("href")).toBe("/");
    expect(screen.getAllByRole("link", { name: "About us" })[0]?.getAttribute("href")).toBe(
      "/Aboutus",
    );
    expect(screen.getAllByRole("link", { name: "Contact" })[0]?.getAttribute("href")).toBe(
      "/#Contact",
    );

    await user.click(screen.getByRole("button", { name: /Rooms/ }));
    const rooms = await screen.findByRole("menu");
    expect(
      within(rooms)
        .getAllByRole("menuitem")
        .map((item) => [item.textContent, item.getAttribute("href")]),
    ).toEqual([
      ["Camping Tents", "/CampingTents"],
      ["Deluxe Room", "/DeluxeRoom"],
      ["Caravan parking", "/parking"],
      ["Book package", "/booking/package"],
    ]);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();

    await user.click(screen.getByRole("button", { name: /Other/ }));
    const other = await screen.findByRole("menu");
    expect(
      within(other)
        .getAllByRole("menuitem")
        .map((item) => item.getAttribute("href")),
    ).toEqual(["/Gallery", "/Activites"]);
  });

  it("opens the phone menu with the hamburger and closes it on Escape", async () => {
    const user = userEvent.setup();
    renderWithApp(<Navbar />);
    const hamburger = screen.getByRole("button", { name: "Menu" });
    expect(hamburger.getAttribute("aria-expanded")).toBe("false");
    await user.click(hamburger);
    expect(hamburger.getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById(hamburger.getAttribute("aria-controls") ?? "")).not.toBeNull();
    await user.keyboard("{Escape}");
    expect(hamburger.getAttribute("aria-expanded")).toBe("false");
  });

  it("switches the whole bar to Arabic, right to left", async () => {
    const user = userEvent.setup();
    renderWithApp(<Navbar />);
    await user.click(screen.getByRole("button", { name: /العربية/ }));
    expect(document.documentElement.dir).toBe("rtl");
    expect(screen.getAllByRole("link", { name: "الرئيسية" }).length).toBeGreaterThan(0);
  });
});
