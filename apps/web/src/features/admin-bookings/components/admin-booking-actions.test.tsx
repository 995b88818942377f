import type { StoredBooking } from "@camp/shared/booking/booking-api";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../testing/render-app";
import { detail, renderDetail, serve } from "./admin-bookings-page.test-helpers";

/** What a desk action answers: the booking, as the shared schema checks it. */
const movedBooking: StoredBooking = {
  _id: "6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f",
  serviceType: "room",
  bookingType: "single",
  roomType: "master",
  status: "checked_in",
  createdAt: "2026-11-01T08:00:00.000Z",
  checkIn: "2026-12-01",
  checkOut: "2026-12-03",
  nights: 2,
  quantity: 1,
  guests: 2,
  isPrivateBooking: false,
  totalAmount: 1900,
  paymentStatus: "completed",
  chargedAmount: 1900,
  extras: [],
  nightly: [],
  discount: null,
  vatAmount: 0,
  tourismFee: 0,
  vatRate: 5,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AdminBookingDetailPage: the staff's actions on the booking", () => {
  it("confirms a pending request only after the dialog, showing a refusal that names the short night", async () => {
    let status: "pending" | "confirmed" = "pending";
    let confirmAttempts = 0;
    const calls = serve((method, url) => {
      if (method === "POST" && url.pathname.endsWith("/confirm")) {
        confirmAttempts += 1;
        if (confirmAttempts === 1) {
          return {
            status: 409,
            body: {
              success: false,
              code: "NOT_ENOUGH_UNITS",
              message: "This request no longer fits: not enough left on 2026-12-01.",
              errors: { "2026-12-01": "room:master: 1 left, 2 asked" },
            },
          };
        }
        status = "confirmed";
        return { status: 200, body: { success: true, data: {} } };
      }
      return {
        status: 200,
        body: {
          success: true,
          data: detail({
            status,
            paymentStatus: status === "pending" ? "authorised" : "completed",
            chargedAmount: status === "pending" ? 0 : 1900,
            paidAmount: status === "pending" ? 0 : 1900,
          }),
        },
      };
    });
    renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Confirm request" }));
    // The guest's short reference first, the full id beside it.
    expect(screen.getByText("DWE1-YFHA").getAttribute("dir")).toBe("ltr");
    expect(screen.getByText("6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f")).toBeTruthy();

    const dialog = screen.getByRole("dialog", { name: "Confirm this request?" });
    expect(dialog.textContent).toMatch(/charged AED\s?1,900 now/);
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.click(within(dialog).getByRole("button", { name: "Yes, confirm and charge" }));
    expect((await within(dialog).findByRole("alert")).textContent).toMatch(
      "not enough units left on Tue, 1 Dec 2026",
    );

    // Asked again once the refusal is in and the button is back (it is busy while it asks).
    const again = await within(dialog).findByRole("button", { name: "Yes, confirm and charge" });
    await waitFor(() => expect(again).toHaveProperty("disabled", false));
    await user.click(again);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByRole("button", { name: "Cancel booking" })).toBeTruthy();
    expect(screen.getByText("Confirmed")).toBeTruthy();
    expect(confirmAttempts).toBe(2);
  });

  it("cancels a confirmed booking with a partial refund no larger than what was paid", async () => {
    const calls = serve((method) =>
      method === "POST"
        ? { status: 200, body: { success: true, data: {} } }
        : { status: 200, body: { success: true, data: detail({ paidAmount: 1000 }) } },
    );
    renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Cancel booking" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel this booking?" });
    expect(dialog.textContent).toMatch(/Full refund \(AED\s?1,000\)/);

    await user.click(within(dialog).getByLabelText("Partial refund"));
    const amount = within(dialog).getByLabelText(/Amount to refund in AED/);
    expect(amount.getAttribute("max")).toBe("1000");
    await user.type(amount, "1200");
    expect(within(dialog).getByText(/Enter an amount from 0 to/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Yes, cancel booking" }));
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.clear(amount);
    await user.type(amount, "250");
    expect(dialog.textContent).toMatch(/AED\s?250 is refunded/);
    await user.click(within(dialog).getByRole("button", { name: "Yes, cancel booking" }));
    await waitFor(() => expect(calls.find((call) => call.method === "POST")).toBeDefined());
    const post = calls.find((call) => call.method === "POST");
    expect(post?.url.pathname).toBe(
      "/api/admin/bookings/6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f/cancel",
    );
    expect(post?.body).toEqual({ refundAmount: 250 });
  });

  it("declines a request only with a reason, which it sends for the guest's email", async () => {
    const calls = serve((method) =>
      method === "POST"
        ? { status: 200, body: { success: true, data: {} } }
        : {
            status: 200,
            body: {
              success: true,
              data: detail({ status: "pending", paymentStatus: "authorised", paidAmount: 0 }),
            },
          },
    );
    renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Decline request" }));
    const dialog = screen.getByRole("dialog");
    const yes = within(dialog).getByRole("button", { name: "Yes, decline" });
    expect(yes.hasAttribute("disabled")).toBe(true);
    const reason = within(dialog).getByLabelText("Reason (the guest reads it in the email)");
    await user.type(reason, "ok");
    expect(yes.hasAttribute("disabled")).toBe(true);
    // Pasted, not typed key by key: the rule is the length, and a busy machine types slowly.
    await user.paste(" — fully booked by a private event");
    expect(within(dialog).getByText(/36 of 500 characters/)).toBeTruthy();
    await user.click(yes);
    await waitFor(() => expect(calls.find((call) => call.method === "POST")).toBeDefined());
    const post = calls.find((call) => call.method === "POST");
    expect(post?.url.pathname).toMatch(/\/decline$/);
    expect(post?.body).toEqual({ reason: "ok — fully booked by a private event" });
  });

  it.each([
    ["en", "Check in", "Check in Alice Sandman?", "Yes", "Undo check-in", "Check out"],
    [
      "ar",
      "تسجيل الوصول",
      "تسجيل وصول Alice Sandman؟",
      "نعم",
      "التراجع عن تسجيل الوصول",
      "تسجيل المغادرة",
    ],
  ])(
    "offers in %s the front desk's actions, as Today does, and keeps the keyboard on the stay",
    async (language, checkIn, title, yes, undo, checkOut) => {
      await act(() => i18n.changeLanguage(language));
      try {
        let isCheckedIn = false;
        const calls = serve((method) => {
          if (method === "POST") {
            isCheckedIn = true;
            return { status: 200, body: { success: true, data: movedBooking } };
          }
          return {
            status: 200,
            body: {
              success: true,
              data: isCheckedIn
                ? detail({
                    status: "checked_in",
                    desk: {
                      canCheckIn: false,
                      canCheckOut: true,
                      canMarkNoShow: false,
                      undo: "check-in",
                    },
                  })
                : detail({
                    desk: { canCheckIn: true, canCheckOut: false, canMarkNoShow: true, undo: null },
                  }),
            },
          };
        });
        renderDetail();
        const user = userEvent.setup();
        const button = await screen.findByRole("button", { name: checkIn });
        button.focus();
        await user.keyboard("{Enter}");
        const dialog = await screen.findByRole("dialog", { name: title });
        expect(dialog.textContent).toMatch(/DWE1-YFHA/);
        await user.click(within(dialog).getByRole("button", { name: yes }));
        await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
        expect(calls.find((call) => call.method === "POST")?.url.pathname).toBe(
          "/api/admin/bookings/6f1c1f3e-2a7b-4c55-9a3e-0b1d2c3d4e5f/check-in",
        );
        expect(await screen.findByRole("button", { name: undo })).toBeTruthy();
        // Check in went with the answer: the keyboard stays on the stay's first action now.
        await waitFor(() =>
          expect(document.activeElement).toBe(screen.getByRole("button", { name: checkOut })),
        );
      } finally {
        await act(() => i18n.changeLanguage("en"));
      }
    },
  );
});
