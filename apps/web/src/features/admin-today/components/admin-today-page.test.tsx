import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { AdminTodayPage } from "./admin-today-page";
import { admin, movedBooking, serve, stay, today } from "./admin-today-page.test-helpers";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { toast } = await import("sonner");

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
});

describe("AdminTodayPage, the front desk: checking in, no-shows and undoing", () => {
  it("checks an arrival in after the dialog, then offers the undo, with a toast", async () => {
    let checkedIn = false;
    const calls = serve(({ method }) => {
      if (method === "POST") {
        checkedIn = true;
        return { status: 200, body: { success: true, data: movedBooking("checked_in") } };
      }
      const arrival = checkedIn
        ? stay({
            status: "checked_in",
            desk: { canCheckIn: false, canCheckOut: true, canMarkNoShow: false, undo: "check-in" },
          })
        : stay({
            latestNote: {
              id: "n1",
              text: "Arrives after 22:00",
              authorName: "Omar Staff",
              authorEmail: "omar@example.com",
              createdAt: "2026-11-20T08:00:00.000Z",
            },
          });
      return {
        status: 200,
        body: today({ today: { date: "2026-11-20", arrivals: [arrival], departures: [] } }),
      };
    });
    renderWithApp(<AdminTodayPage />, { user: admin, route: "/admin/today" });
    expect(await screen.findByText(/Arrives after 22:00/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "DWE1-YFHA" }).getAttribute("href")).toBe(
      "/admin/bookings/6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f",
    );
    const user = userEvent.setup();
    // Keyboard only: Tab to the button, Enter opens the dialog.
    const checkIn = screen.getByRole("button", { name: "Check in" });
    checkIn.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Check in Alice Sandman?" });
    expect(dialog.textContent).toMatch(/DWE1-YFHA/);
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.method === "POST")?.url.pathname).toBe(
      "/api/admin/bookings/6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f/check-in",
    );
    expect(toast.success).toHaveBeenCalledWith("Alice Sandman is checked in.");
    expect(await screen.findByRole("button", { name: "Undo check-in" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Check out" })).toBeTruthy();
    expect(screen.getByText("Checked in")).toBeTruthy();
    // Check in went with the answer: the keyboard stays on the stay, on its first action now.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Check out" })),
    );
  });

  it("marks a no-show with a refund no larger than what was paid, and shows a refusal in place", async () => {
    let attempts = 0;
    const calls = serve(({ method }) => {
      if (method === "POST") {
        attempts += 1;
        return attempts === 1
          ? {
              status: 409,
              body: {
                success: false,
                code: "NO_SHOW_TOO_EARLY",
                message: "Too early",
                params: { fromDay: "2026-11-21" },
              },
            }
          : { status: 200, body: { success: true, data: movedBooking("no_show") } };
      }
      return {
        status: 200,
        body: today({
          notArrived: [
            stay({
              checkIn: "2026-11-19",
              desk: { canCheckIn: true, canCheckOut: false, canMarkNoShow: true, undo: null },
            }),
          ],
        }),
      };
    });
    renderWithApp(<AdminTodayPage />, { user: admin, route: "/admin/today" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "No-show" }));
    const dialog = screen.getByRole("dialog", { name: "Mark Alice Sandman as a no-show?" });
    expect(dialog.textContent).toMatch(/No refund \(the resort keeps AED\s?1,900\)/);
    await user.click(within(dialog).getByLabelText("Give a refund"));
    const amount = within(dialog).getByLabelText(/Refund in AED/);
    await user.type(amount, "2000");
    const yes = within(dialog).getByRole("button", { name: "Yes" });
    expect(yes.hasAttribute("disabled")).toBe(true);
    await user.clear(amount);
    await user.type(amount, "300");
    await user.click(yes);
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "A no-show can be marked from the day after the arrival day (21 November).",
    );
    // Asked again once the button is back (it is busy while the first answer comes).
    const again = await within(dialog).findByRole("button", { name: "Yes" });
    await waitFor(() => expect(again).toHaveProperty("disabled", false));
    await user.click(again);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts.map((call) => call.body)).toEqual([{ refundAmount: 300 }, { refundAmount: 300 }]);
    expect(posts[0]?.url.pathname).toMatch(/\/no-show$/);
    expect(toast.success).toHaveBeenCalledWith("Alice Sandman is marked as a no-show.");
  });

  it.each([
    [
      "en",
      "Undo check-in",
      "Undo the check-in of Alice Sandman, DWE1-YFHA?",
      "The stay goes back to not arrived yet.",
      "Yes",
    ],
    [
      "ar",
      "التراجع عن تسجيل الوصول",
      "التراجع عن تسجيل وصول Alice Sandman، DWE1-YFHA؟",
      "تعود الإقامة إلى حالة لم يصل بعد.",
      "نعم",
    ],
  ])(
    "names in %s the action an undo takes back, and whose",
    async (language, button, title, body, yes) => {
      await act(() => i18n.changeLanguage(language));
      try {
        const calls = serve(({ method }) =>
          method === "POST"
            ? { status: 200, body: { success: true, data: movedBooking("confirmed") } }
            : {
                status: 200,
                body: today({
                  today: {
                    date: "2026-11-20",
                    arrivals: [
                      stay({
                        status: "checked_in",
                        desk: {
                          canCheckIn: false,
                          canCheckOut: true,
                          canMarkNoShow: false,
                          undo: "check-in",
                        },
                      }),
                    ],
                    departures: [],
                  },
                }),
              },
        );
        renderWithApp(<AdminTodayPage />, { user: admin, route: "/admin/today" });
        const user = userEvent.setup();
        await user.click(await screen.findByRole("button", { name: button }));
        const dialog = await screen.findByRole("dialog", { name: title });
        expect(dialog.textContent).toContain(body);
        await user.click(within(dialog).getByRole("button", { name: yes }));
        await waitFor(() => expect(calls.find((call) => call.method === "POST")).toBeDefined());
        expect(calls.find((call) => call.method === "POST")?.url.pathname).toBe(
          "/api/admin/bookings/6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f/undo",
        );
      } finally {
        await act(() => i18n.changeLanguage("en"));
      }
    },
  );

  it("reads in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    try {
      serve(() => ({
        status: 200,
        body: today({
          today: {
            date: "2026-11-20",
            arrivals: [],
            departures: [
              stay({
                status: "checked_in",
                desk: { canCheckIn: false, canCheckOut: true, canMarkNoShow: false, undo: null },
              }),
            ],
          },
        }),
      }));
      renderWithApp(<AdminTodayPage />, { user: admin, route: "/admin/today" });
      expect(await screen.findByRole("button", { name: "تسجيل المغادرة" })).toBeTruthy();
      expect(screen.getByText("تم تسجيل الوصول")).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });
});
