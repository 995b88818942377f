import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, renderWithApp } from "../../../testing/render-app";
import { AdminTodayPage } from "./admin-today-page";
import { admin, serve, stay, today } from "./admin-today-page.test-helpers";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AdminTodayPage, the front desk: the Tourism Dirham fee in the desk's dialogs (decision 048)", () => {
  it.each([
    [
      "en",
      "No-show",
      /Mark Alice Sandman as a no-show\?/,
      /No refund \(the resort keeps AED\s?1,900\)/,
      /Tourism Dirham fee \(AED\s?40\) goes back to the guest in full/,
      "Give a refund",
      /Refund in AED \(at most AED\s?1,900\)/,
    ],
    [
      "ar",
      "لم يحضر",
      /.+/,
      /1,900/,
      /رسم درهم السياحة \(.*40.*\) إلى الضيف كاملاً/,
      "منح استرداد",
      /1,900/,
    ],
  ] as const)(
    "%s: a no-show's dialog says the Tourism Dirham fee goes back on top, and caps staff's refund at the rest (decision 048)",
    async (language, trigger, title, keeps, feeBack, give, max) => {
      await act(() => i18n.changeLanguage(language));
      try {
        serve(() => ({
          status: 200,
          body: today({
            notArrived: [
              stay({
                checkIn: "2026-11-19",
                paidAmount: 1940,
                tourismFeeRefundAmount: 40,
                desk: { canCheckIn: true, canCheckOut: false, canMarkNoShow: true, undo: null },
              }),
            ],
          }),
        }));
        renderWithApp(<AdminTodayPage />, { user: admin, route: "/admin/today" });
        const user = userEvent.setup();
        await user.click(await screen.findByRole("button", { name: trigger }));
        const dialog = screen.getByRole("dialog", { name: title });
        expect(dialog.textContent).toMatch(keeps);
        expect(within(dialog).getByTestId("no-show-fee-back").textContent).toMatch(feeBack);
        await user.click(within(dialog).getByLabelText(give));
        expect(dialog.textContent).toMatch(max);
      } finally {
        await act(() => i18n.changeLanguage("en"));
      }
    },
  );

  it.each([
    [
      "en",
      "Check out",
      /the nights from Tuesday, 15 December 2026 on go back on sale\. Their Tourism Dirham fee, AED\s?40, goes back/,
    ],
    ["ar", "تسجيل المغادرة", /مغادرة مبكرة: .*ويُعاد رسم درهم السياحة عنها، .*40/],
  ] as const)(
    "%s: an early check-out's dialog says its nights go back on sale and their fee to the card (decision 048)",
    async (language, trigger, words) => {
      await act(() => i18n.changeLanguage(language));
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
                  desk: {
                    canCheckIn: false,
                    canCheckOut: true,
                    canMarkNoShow: false,
                    undo: null,
                    earlyCheckOut: { fromNight: "2026-12-15", tourismFeeRefundAmount: 40 },
                  },
                }),
              ],
            },
          }),
        }));
        renderWithApp(<AdminTodayPage />, { user: admin, route: "/admin/today" });
        const user = userEvent.setup();
        await user.click(await screen.findByRole("button", { name: trigger }));
        expect((await screen.findByTestId("early-check-out")).textContent).toMatch(words);
      } finally {
        await act(() => i18n.changeLanguage("en"));
      }
    },
  );
});
