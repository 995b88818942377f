import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setLanguage } from "../../../i18n/i18n";
import { ar } from "../../../i18n/locales/ar";
import { formatPrice } from "../../../lib/format";
import { loadBookingCode } from "../../../testing/load-booking-code";
import {
  accepted,
  checkIn,
  checkOut,
  fillStay,
  renderBooking,
  resetBookingForms,
  serve,
  server,
} from "./booking-forms.test-helpers";

beforeAll(loadBookingCode, 60_000);

describe("the booking form's promo code (decision 051)", () => {
  afterEach(resetBookingForms);

  it("promo code: applied on the form and sent with the check", async () => {
    const calls = serve({
      success: true,
      data: {
        price: 950,
        status: "confirmed",
        totalAmount: 2565,
        nights: 3,
        quoteId: "q-1",
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdMinutes: 15,
        shortNights: [],
        discount: 285,
      },
    });
    server.promoPreview = (code) =>
      code === "WINTER10"
        ? accepted("WINTER10", { minNights: 3 })
        : {
            status: 400,
            body: {
              success: false,
              code: "PROMO_UNKNOWN",
              message: "We do not know this promo code. Check it and try again.",
            },
          };
    renderBooking("/booking/room", true);
    await userEvent.click(await screen.findByRole("button", { name: "Have a promo code?" }));
    const input = screen.getByRole("textbox", { name: "Promo code" });
    // A code the server does not know is said at once, and not applied.
    await userEvent.type(input, "nope");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(
      await screen.findByText("We do not know this promo code. Check it and try again."),
    ).toBeTruthy();
    expect(screen.queryByText(/Code .* applied/)).toBeNull();

    await userEvent.clear(input);
    await userEvent.type(input, "winter10");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText(/Code .*WINTER10.* applied/)).toBeTruthy();
    expect(
      screen.getByText("Its discount shows in the total once your dates are in."),
    ).toBeTruthy();
    // Once the dates are in, the total beside the code is the discounted one (decision 051):
    // 3 nights x AED 950 = 2,850, 10% off = 2,565.
    await fillStay();
    const summary = screen.getByRole("region", { name: "Your stay" });
    expect(
      (await within(summary).findByText("Promo code WINTER10")).nextElementSibling?.textContent,
    ).toMatch(/−AED\s285/);
    expect(within(summary).getByText("Total").nextElementSibling?.textContent).toMatch(
      /AED\s2,565/,
    );
    expect(screen.getByText(/^You save AED\s285\.$/)).toBeTruthy();
    expect(screen.queryByText("Its discount shows when you check availability.")).toBeNull();
    // Too short a stay for the code: no discount, and the code's own words say why.
    fireEvent.change(screen.getByLabelText("Check-out"), {
      target: { value: addDaysIso(checkIn, 2) },
    });
    expect(
      await screen.findByText("This promo code needs a stay of at least 3 nights."),
    ).toBeTruthy();
    expect(within(summary).queryByText("Promo code WINTER10")).toBeNull();
    fireEvent.change(screen.getByLabelText("Check-out"), { target: { value: checkOut } });

    await act(() => setLanguage("ar"));
    const arabicSaving = formatPrice(285, "ar").replace(/\s+/g, " ");
    expect(await screen.findByText(`وفّرت ${arabicSaving}.`)).toBeTruthy();
    const arabicSummary = screen.getByRole("region", { name: ar.bookingpage.summaryTitle });
    expect(
      within(arabicSummary)
        .getByText(ar.bookingpage.estimatedTotal)
        .nextElementSibling?.textContent?.replace(/\s+/g, " "),
    ).toContain(formatPrice(2565, "ar").replace(/\s+/g, " "));
    await userEvent.click(screen.getByRole("button", { name: ar.bookingpage.checkAvailability }));
    await screen.findByRole("dialog");
    const check = calls.find((call) => call.path === "/api/booking/check-availability");
    expect(check?.body).toMatchObject({ promoCode: "WINTER10" });
  });

  it("promo code: a refusal is explained at the code, in Arabic too, and the code can be removed", async () => {
    serve(
      {
        success: false,
        code: "PROMO_EXPIRED",
        message: "This promo code expired on 2026-11-19.",
        params: { validTo: "2026-11-19" },
      },
      400,
    );
    // Accepted when applied; expired by the time of the check.
    server.promoPreview = (code) => accepted(code);
    renderBooking("/booking/camp", true);
    await fillStay();
    await act(() => setLanguage("ar"));
    await userEvent.click(await screen.findByRole("button", { name: "هل لديك رمز خصم؟" }));
    await userEvent.type(screen.getByRole("textbox", { name: "رمز الخصم" }), "OLD{Enter}");
    await userEvent.click(screen.getByRole("button", { name: ar.bookingpage.checkAvailability }));
    const alert = await screen.findByText(/انتهت صلاحية رمز الخصم هذا/);
    expect(alert.textContent).toContain("نوفمبر");
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /إزالة رمز الخصم/ }));
    expect(screen.getByRole("textbox", { name: "رمز الخصم" })).toBeTruthy();
    expect(screen.queryByText(/انتهت صلاحية رمز الخصم هذا/)).toBeNull();
  });

  it("promo code: a preview that fails for another reason than the code keeps the code and says why, in both languages", async () => {
    const calls = serve();
    const refused = (code: string, message: string, status: number) => ({
      status,
      body: { success: false, code, message },
    });
    server.promoPreview = () =>
      refused(
        "TOO_MANY_ATTEMPTS",
        "Too many promo codes tried. Please wait an hour and try again.",
        429,
      );
    renderBooking("/booking/camp", true);
    await fillStay();
    await userEvent.click(await screen.findByRole("button", { name: "Have a promo code?" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Promo code" }), "WINTER10{Enter}");
    expect(
      await screen.findByText("Too many attempts. Please wait a few minutes and try again."),
    ).toBeTruthy();
    // The code the guest typed is still there.
    expect(screen.getByText(/Code .*WINTER10.* applied/)).toBeTruthy();

    // The code's own refusal takes it off, as before.
    await userEvent.click(screen.getByRole("button", { name: /^Remove promo code/ }));
    server.promoPreview = () =>
      refused("PROMO_UNKNOWN", "We do not know this promo code. Check it and try again.", 400);
    await userEvent.type(screen.getByRole("textbox", { name: "Promo code" }), "NOPE{Enter}");
    expect(
      await screen.findByText("We do not know this promo code. Check it and try again."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Remove promo code/ })).toBeNull();

    // In Arabic, a lost connection: the code stays, the guest reads why, and the availability
    // check (which judges it) carries it.
    await act(() => setLanguage("ar"));
    server.promoPreview = () => "unreachable";
    const input = screen.getByRole("textbox", { name: "رمز الخصم" });
    await userEvent.clear(input);
    await userEvent.type(input, "SPRING5{Enter}");
    expect(
      await screen.findByText("تعذر الوصول إلى الخادم. تحقق من اتصالك وحاول مرة أخرى."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "إزالة رمز الخصم SPRING5" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: ar.bookingpage.checkAvailability }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.path === "/api/booking/check-availability")?.body,
      ).toMatchObject({ promoCode: "SPRING5" }),
    );
  });

  it("signed out: an applied code shows the discounted total, in both languages (decision 051)", async () => {
    serve();
    server.promoPreview = (code) => accepted(code);
    renderBooking("/booking/room", false);
    await fillStay();
    await userEvent.click(await screen.findByRole("button", { name: "Have a promo code?" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Promo code" }), "winter10{Enter}");
    // 3 nights x AED 950 = 2,850, 10% off = 2,565.
    expect(await screen.findByText(/^You save AED\s285\.$/)).toBeTruthy();
    const summary = screen.getByRole("region", { name: "Your stay" });
    expect(within(summary).getByText("Total").nextElementSibling?.textContent).toMatch(
      /AED\s2,565/,
    );
    expect(screen.queryByText("Its discount shows when you check availability.")).toBeNull();
    await act(() => setLanguage("ar"));
    const arabicSaving = formatPrice(285, "ar").replace(/\s+/g, " ");
    expect(await screen.findByText(`وفّرت ${arabicSaving}.`)).toBeTruthy();
  });
});
