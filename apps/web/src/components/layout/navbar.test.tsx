import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../i18n/i18n";
import { renderWithApp } from "../../testing/render-app";
import { Navbar } from "./navbar";

/** The list a disclosure button shows and hides. */
function listOf(button: HTMLElement): HTMLElement {
  const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!list) throw new Error("the button controls no list");
  return list;
}

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
      user: {
        name: "Layla Hassan Omar",
        email: "layla@example.com",
        isStaff: false,
        role: "guest" as const,
      },
    });
    const welcome = screen.getAllByRole("button", { name: "Welcome, Layla" })[0] as HTMLElement;
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
    await user.click(welcome);
    expect(welcome.getAttribute("aria-expanded")).toBe("true");
    const menu = listOf(welcome);
    expect(within(menu).getByRole("link", { name: "My Booking" }).getAttribute("href")).toBe(
      "/my-booking",
    );
    expect(within(menu).getByRole("button", { name: "Logout" })).toBeTruthy();
  });

  it("shows administrators an Admin link to the console, and guests none", () => {
    const { unmount } = renderWithApp(<Navbar />, {
      user: {
        name: "Omar Staff",
        email: "omar@example.com",
        isStaff: true,
        role: "owner" as const,
      },
    });
    expect(screen.getAllByRole("link", { name: "Admin" })[0]?.getAttribute("href")).toBe("/admin");
    unmount();
    renderWithApp(<Navbar />, {
      user: {
        name: "Layla Guest",
        email: "layla@example.com",
        isStaff: false,
        role: "guest" as const,
      },
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

    const roomsButton = screen.getByRole("button", { name: /Rooms/ });
    const rooms = listOf(roomsButton);
    expect(rooms.hidden).toBe(true);
    await user.click(roomsButton);
    expect(rooms.hidden).toBe(false);
    expect(
      within(rooms)
        .getAllByRole("link")
        .map((item) => [item.textContent, item.getAttribute("href")]),
    ).toEqual([
      ["Camping Tents", "/CampingTents"],
      ["Deluxe Room", "/DeluxeRoom"],
      ["Caravan parking", "/parking"],
      ["Book package", "/booking/package"],
    ]);
    // Escape closes it and gives focus back to its button.
    await user.tab();
    expect(document.activeElement?.textContent).toBe("Camping Tents");
    await user.keyboard("{Escape}");
    expect(rooms.hidden).toBe(true);
    expect(document.activeElement).toBe(roomsButton);

    const otherButton = screen.getByRole("button", { name: /Other/ });
    await user.click(otherButton);
    expect(
      within(listOf(otherButton))
        .getAllByRole("link")
        .map((item) => item.getAttribute("href")),
    ).toEqual(["/Gallery", "/Activites"]);
  });

  it("Tab walks through an open dropdown's links and on, closing it behind", async () => {
    const user = userEvent.setup();
    renderWithApp(<Navbar />);
    const otherButton = screen.getByRole("button", { name: /Other/ });
    await user.click(otherButton);
    await user.tab();
    expect(document.activeElement?.textContent).toBe("Gallery");
    await user.tab();
    expect(document.activeElement?.textContent).toBe("Activities");
    expect(listOf(otherButton).hidden).toBe(false);
    await user.tab();
    expect(document.activeElement?.textContent).toBe("Contact");
    expect(listOf(otherButton).hidden).toBe(true);
  });

  it("opens the phone menu with the hamburger and closes it on Escape", async () => {
    const user = userEvent.setup();
    renderWithApp(<Navbar />);
    const hamburger = screen.getByRole("button", { name: "Menu" });
    expect(hamburger.getAttribute("aria-expanded")).toBe("false");
    await user.click(hamburger);
    expect(hamburger.getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById(hamburger.getAttribute("aria-controls") ?? "")).not.toBeNull();
    await user.tab();
    await user.keyboard("{Escape}");
    expect(hamburger.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(hamburger);
  });

  it("signing out from the phone menu closes it, focus back on its button, and says so", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ success: true })),
    );
    try {
      renderWithApp(
        <>
          <Navbar />
          <Toaster />
        </>,
        {
          user: {
            name: "Layla Hassan Omar",
            email: "layla@example.com",
            isStaff: false,
            role: "guest" as const,
          },
        },
      );
      const hamburger = screen.getByRole("button", { name: "Menu" });
      await user.click(hamburger);
      const phoneMenu = document.getElementById(hamburger.getAttribute("aria-controls") ?? "");
      if (!phoneMenu) throw new Error("no phone menu");
      const welcome = within(phoneMenu).getByRole("button", { name: "Welcome, Layla" });
      await user.click(welcome);
      await user.click(within(listOf(welcome)).getByRole("button", { name: "Logout" }));
      await waitFor(() => expect(hamburger.getAttribute("aria-expanded")).toBe("false"));
      expect(document.activeElement).toBe(hamburger);
      expect(screen.getAllByRole("link", { name: "Log in" }).length).toBeGreaterThan(0);
      // The menu that held Logout is gone by now: the bar still confirms (spec section 4).
      expect(await screen.findByText("Logout successfully")).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("a failed sign-out says why and keeps the guest signed in", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    try {
      renderWithApp(
        <>
          <Navbar />
          <Toaster />
        </>,
        {
          user: {
            name: "Layla Hassan Omar",
            email: "layla@example.com",
            isStaff: false,
            role: "guest" as const,
          },
        },
      );
      const welcome = screen.getAllByRole("button", { name: "Welcome, Layla" })[0] as HTMLElement;
      await user.click(welcome);
      await user.click(within(listOf(welcome)).getByRole("button", { name: "Logout" }));
      expect(
        await screen.findByText(
          "Logout failed: We could not reach the server. Check your connection and try again.",
        ),
      ).toBeTruthy();
      expect(screen.getAllByRole("button", { name: "Welcome, Layla" }).length).toBeGreaterThan(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("switches the whole bar to Arabic, right to left", async () => {
    const user = userEvent.setup();
    renderWithApp(<Navbar />);
    await user.click(screen.getByRole("button", { name: /العربية/ }));
    // The switch loads the Arabic texts first: the bar turns once they are in.
    expect((await screen.findAllByRole("link", { name: "الرئيسية" })).length).toBeGreaterThan(0);
    expect(document.documentElement.dir).toBe("rtl");
  });
});
