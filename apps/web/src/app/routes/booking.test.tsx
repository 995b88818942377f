import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso, isWeekendDate } from "@camp/shared/dates/stay-dates";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../i18n/i18n";
import { ar } from "../../i18n/locales/ar";
import { formatDayMonth, formatNumber, formatPrice } from "../../lib/format";
import { loadBookingCode } from "../../testing/load-booking-code";
import { renderWithApp } from "../../testing/render-app";
import { BookingRoute } from "./booking";

const checkIn = addDaysIso(resortToday(), 10);
const checkOut = addDaysIso(checkIn, 3);

const SAFARI = "11111111-1111-4111-8111-111111111111";
const catalogue: Record<string, unknown> = {
  "/api/extras": {
    data: [
      {
        id: SAFARI,
        slug: "car-safari",
        name: "Car safari",
        nameEn: "Car safari",
        nameAr: "رحلة سفاري بالسيارة",
        description: "",
        descriptionAr: "",
        priceType: "person",
        price: 300,
        dailyCapacity: 12,
        days: [0, 1, 2, 3, 4, 5, 6],
        imageUrl: null,
      },
    ],
  },
  "/api/rooms": {
    success: true,
    roomData: [
      {
        _id: "m",
        roomType: "master",
        title: "Master Deluxe Room",
        pricing: 950,
        availableRooms: 3,
        totalRooms: 3,
        capacity: 4,
        facilities: [],
      },
      {
        _id: "k",
        roomType: "kids",
        title: "Kids Deluxe Room",
        pricing: 650,
        availableRooms: 3,
        totalRooms: 3,
        capacity: 3,
        facilities: [],
      },
    ],
  },
  "/api/camps": {
    success: true,
    campData: [
      {
        _id: "c",
        title: "Camp",
        pricing: 400,
        availableCamps: 4,
        totalCamps: 6,
        maxGuests: 16,
        facilities: [],
      },
    ],
  },
  "/api/parking/": {
    success: true,
    parkingData: {
      _id: "p",
      title: "Caravan Parking",
      subtitle: "",
      description: "",
      dimension: { width: 4.5, length: 12 },
      pricing: { weekday: 150, weekend: 200 },
      weekendDays: [6, 0],
      facilities: [],
      availableSlots: 8,
      totalSlots: 8,
    },
  },
};

/** The rate calendar the server answers (AED), or none: a server without it answers 404. */
let rateCalendar: Record<string, Record<string, object>> | undefined;

/**
 * What POST /api/booking/promo-preview answers for a code ("unreachable": the connection fails);
 * unset: the 404 of an unknown path.
 */
let promoPreview: ((code: string) => { status: number; body: unknown } | "unreachable") | undefined;

/** A code the server accepts: its terms as the preview answers them (AED). */
const accepted = (code: string, terms: object = {}) => ({
  status: 200,
  body: {
    success: true,
    data: {
      code,
      percentOff: 10,
      amountOff: null,
      stayFrom: null,
      stayTo: null,
      unitTypes: null,
      minNights: null,
      ...terms,
    },
  },
});

/** What POST /api/waiting-list answers (status and body); unset: the 404 of an unknown path. */
let waitingListAnswer: { status: number; body: unknown } | undefined;

/** Answers the app's calls like the server would; records the booking calls. */
function serve(quote?: unknown, quoteStatus = 200) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path: url.pathname, body });
      if (url.pathname === "/api/extras/availability") {
        // The safari is sold out on the second night of the stay.
        const days = [0, 1, 2].map((offset) => ({
          date: addDaysIso(checkIn, offset),
          remaining: offset === 1 ? 0 : 5,
        }));
        return Response.json({ success: true, data: [{ id: SAFARI, days }] });
      }
      if (url.pathname === "/api/rates/calendar" && rateCalendar) {
        const range = Object.fromEntries(url.searchParams);
        return Response.json({ success: true, data: { ...range, calendar: rateCalendar } });
      }
      if (url.pathname === "/api/booking/promo-preview" && promoPreview) {
        const answer = promoPreview(body.promoCode);
        if (answer === "unreachable") throw new TypeError("Failed to fetch");
        return Response.json(answer.body, { status: answer.status });
      }
      if (url.pathname === "/api/waiting-list" && waitingListAnswer) {
        return Response.json(waitingListAnswer.body, { status: waitingListAnswer.status });
      }
      if (url.pathname === "/api/availability") {
        return Response.json({
          success: true,
          data: { serviceType: "room", total: 3, nights: [{ date: checkIn, remaining: 0 }] },
        });
      }
      const answer =
        catalogue[url.pathname] ??
        (url.pathname.includes("check-availability") ? quote : undefined);
      return answer
        ? Response.json(answer, {
            status: url.pathname.includes("check-availability") ? quoteStatus : 200,
          })
        : Response.json(
            { success: false, code: "NOT_FOUND", message: "Not found" },
            { status: 404 },
          );
    }),
  );
  return calls;
}

function renderBooking(path: string, signedIn: boolean) {
  return renderWithApp(
    <Routes>
      <Route path="/booking/:serviceType" element={<BookingRoute />} />
      <Route path="/login" element={<p>Sign-in screen</p>} />
      <Route path="/payment" element={<p>Payment screen</p>} />
    </Routes>,
    {
      route: path,
      user: signedIn ? { name: "Amal Saeed", email: "amal@example.com", isAdmin: false } : null,
    },
  );
}

async function fillStay() {
  fireEvent.change(await screen.findByLabelText("Check-in"), { target: { value: checkIn } });
  fireEvent.change(screen.getByLabelText("Check-out"), { target: { value: checkOut } });
}

beforeAll(loadBookingCode, 60_000);

describe("booking forms (spec section 5)", () => {
  afterEach(async () => {
    await setLanguage("en");
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
    rateCalendar = undefined;
    waitingListAnswer = undefined;
    promoPreview = undefined;
  });

  it("room: shows each rule's exact message beside its field and the live price", async () => {
    serve();
    renderBooking("/booking/room", true);
    const submit = await screen.findByRole("button", { name: "Check availability" });
    await userEvent.click(submit);
    expect(await screen.findByText("Check-in date is required")).toBeTruthy();
    expect(screen.getByText("Check-out date is required")).toBeTruthy();
    // Focus goes to the first field to fix, as for every other field.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Check-in")));

    fireEvent.change(screen.getByLabelText("Check-in"), { target: { value: checkIn } });
    fireEvent.change(screen.getByLabelText("Check-out"), { target: { value: checkIn } });
    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "5" } });
    await userEvent.click(submit);
    expect(await screen.findByText("Check-out must be after check-in")).toBeTruthy();
    expect(screen.getByText("Maximum 4 rooms allowed")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Check-out"), { target: { value: checkOut } });
    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "9" } });
    await userEvent.click(submit);
    expect(await screen.findByText("Maximum 8 guests allowed for 2 room(s)")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "1" } });
    await userEvent.click(submit);
    expect(await screen.findByText("Minimum 2 guest(s) required")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "3" } });

    // 2 master rooms x 3 nights x AED 950, from the shared pricing code, with the rooms shown.
    const summary = screen.getByRole("region", { name: "Your stay" });
    await waitFor(() => expect(screen.queryByText("Minimum 2 guest(s) required")).toBeNull());
    expect(within(summary).getByText(/Master room × 2: AED\s950 each per night/)).toBeTruthy();
    expect(within(summary).getByText("Total").nextElementSibling?.textContent).toMatch(
      /AED\s5,700/,
    );
    expect(screen.getByRole("radio", { name: /Master room/ })).toHaveProperty("checked", true);
  });

  it("activities: added on an open day of the stay, priced in the summary and sent with the check", async () => {
    const calls = serve({
      success: true,
      data: {
        price: 950,
        status: "confirmed",
        totalAmount: 2850 + 600,
        nights: 3,
        quoteId: "q-1",
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdMinutes: 15,
        shortNights: [],
      },
    });
    renderBooking("/booking/room", true);
    const section = await screen.findByRole("region", { name: "Add activities" });
    expect(within(section).getByText(/Choose your dates first/)).toBeTruthy();
    await fillStay();
    await userEvent.click(await within(section).findByRole("button", { name: "Add an activity" }));
    const day = within(section).getByLabelText("Day") as HTMLSelectElement;
    // The sold-out day is listed but cannot be chosen; the first open day is picked.
    await waitFor(() =>
      expect(
        within(day)
          .getByRole("option", { name: /\(sold out\)/ })
          .hasAttribute("disabled"),
      ).toBe(true),
    );
    expect(day.value).toBe(checkIn);
    fireEvent.change(within(section).getByLabelText("People"), { target: { value: "2" } });
    const summary = screen.getByRole("region", { name: "Your stay" });
    expect(
      await within(summary).findByText(/Car safari, .*: 2 × AED\s300 per person/),
    ).toBeTruthy();
    expect(within(summary).getByText("Total").nextElementSibling?.textContent).toMatch(
      /AED\s3,450/,
    );

    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    await screen.findByRole("dialog");
    const check = calls.find((call) => call.path === "/api/booking/check-availability");
    expect(check?.body).toMatchObject({ extras: [{ id: SAFARI, date: checkIn, quantity: 2 }] });
  });

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
    promoPreview = (code) =>
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
    promoPreview = (code) => accepted(code);
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
    promoPreview = () =>
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
    promoPreview = () =>
      refused("PROMO_UNKNOWN", "We do not know this promo code. Check it and try again.", 400);
    await userEvent.type(screen.getByRole("textbox", { name: "Promo code" }), "NOPE{Enter}");
    expect(
      await screen.findByText("We do not know this promo code. Check it and try again."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Remove promo code/ })).toBeNull();

    // In Arabic, a lost connection: the code stays, the guest reads why, and the availability
    // check (which judges it) carries it.
    await act(() => setLanguage("ar"));
    promoPreview = () => "unreachable";
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

  it("activities: an activity is removed with the keyboard", async () => {
    serve();
    renderBooking("/booking/camp", true);
    await fillStay();
    const section = await screen.findByRole("region", { name: "Add activities" });
    await userEvent.click(await within(section).findByRole("button", { name: "Add an activity" }));
    const remove = await within(section).findByRole("button", { name: /^Remove Car safari on / });
    remove.focus();
    await userEvent.keyboard("{Enter}");
    expect(within(section).queryByLabelText("Day")).toBeNull();
  });

  it("room: no total for what the form refuses (99 rooms), in either language", async () => {
    serve();
    renderBooking("/booking/room", true);
    await fillStay();
    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "99" } });
    const summary = screen.getByRole("region", { name: "Your stay" });
    // Before any submit too: the rooms' hint already says 1 to 4.
    expect(
      await within(summary).findByText(
        "The total appears here once every field is filled in correctly.",
      ),
    ).toBeTruthy();
    expect(within(summary).queryByText("Total")).toBeNull();
    expect(within(summary).queryByText(/AED/)).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    expect(await screen.findByText("Maximum 4 rooms allowed")).toBeTruthy();
    expect(within(summary).queryByText(/AED/)).toBeNull();
    await act(() => setLanguage("ar"));
    expect(
      await within(screen.getByRole("region", { name: ar.bookingpage.summaryTitle })).findByText(
        ar.bookingpage.summaryInvalid,
      ),
    ).toBeTruthy();
    await act(() => setLanguage("en"));

    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "2" } });
    expect(
      await within(summary).findByText(/Master room × 2: AED\s950 each per night/),
    ).toBeTruthy();
    expect(within(summary).getByText("Total").nextElementSibling?.textContent).toMatch(
      /AED\s5,700/,
    );
  });

  it("room: counts typed with an Arabic keyboard's digits are read as numbers", async () => {
    serve();
    renderBooking("/booking/room", true);
    await fillStay();
    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "٢" } });
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "٥" } });
    const summary = screen.getByRole("region", { name: "Your stay" });
    expect(await within(summary).findByText(/Master room × 2/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    // The popup opens only for a form that passed its checks.
    expect(await screen.findByRole("dialog", { name: "Availability" })).toBeTruthy();
    expect(screen.queryByText("Minimum 1 room required")).toBeNull();
    expect(screen.queryByText(/Minimum \d+ guest/)).toBeNull();
  });

  it("room: rules across fields follow the room type and rooms once errors show", async () => {
    serve();
    renderBooking("/booking/room", true);
    await fillStay();
    await userEvent.click(await screen.findByRole("radio", { name: /Kids room/ }));
    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "7" } });
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    expect(await screen.findByText("Maximum 6 guests allowed for 2 room(s)")).toBeTruthy();

    // Only the room type changes: master rooms take 4 guests each, so 7 fit in 2 of them.
    await userEvent.click(screen.getByRole("radio", { name: /Master room/ }));
    await waitFor(() => expect(screen.queryByText(/Maximum \d+ guests allowed/)).toBeNull());
    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "1" } });
    expect(await screen.findByText("Maximum 4 guests allowed for 1 room(s)")).toBeTruthy();
  });

  it("a check-in moved past the check-out says so at once, and the check-out is kept", async () => {
    serve();
    renderBooking("/booking/room", true);
    await fillStay();
    expect(screen.queryByText("Check-out must be after check-in")).toBeNull();

    fireEvent.change(screen.getByLabelText("Check-in"), {
      target: { value: addDaysIso(checkOut, 2) },
    });
    expect(await screen.findByText("Check-out must be after check-in")).toBeTruthy();
    expect(screen.getByLabelText("Check-out")).toHaveProperty("value", checkOut);

    fireEvent.change(screen.getByLabelText("Check-out"), {
      target: { value: addDaysIso(checkOut, 4) },
    });
    await waitFor(() => expect(screen.queryByText("Check-out must be after check-in")).toBeNull());
  });

  it("switching language keeps the values and the errors, now in Arabic", async () => {
    serve();
    renderBooking("/booking/room", true);
    await userEvent.click(await screen.findByRole("button", { name: "Check availability" }));
    expect(await screen.findByText("Check-in date is required")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "3" } });

    await act(() => setLanguage("ar"));
    expect(await screen.findByText("تاريخ الوصول مطلوب")).toBeTruthy();
    expect((screen.getByLabelText("الغرف") as HTMLInputElement).value).toBe("3");
  });

  it("camp: 'Up to 16 guests per booking' (not 'per tent') and the tent and guest limits", async () => {
    serve();
    renderBooking("/booking/camp", true);
    expect(await screen.findByText("Up to 16 guests per booking")).toBeTruthy();
    expect(screen.queryByText(/per tent$/)).toBeNull();
    await fillStay();
    fireEvent.change(screen.getByLabelText("Tents"), { target: { value: "0" } });
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "17" } });
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    expect(await screen.findByText("Minimum 1 tent required")).toBeTruthy();
    expect(screen.getByText("Maximum 16 guests allowed")).toBeTruthy();
    await act(() => setLanguage("ar"));
    expect(await screen.findByText("حتى 16 ضيفاً في الحجز الواحد")).toBeTruthy();
  });

  it("parking: spot size and rates from the server, slots up to what the resort has", async () => {
    serve();
    renderBooking("/booking/parking", true);
    expect(await screen.findByText("4.5 m × 12 m")).toBeTruthy();
    expect(screen.getByText(/AED\s150/)).toBeTruthy();
    expect(screen.getByText(/AED\s200/)).toBeTruthy();
    await fillStay();
    fireEvent.change(screen.getByLabelText("Parking slots"), { target: { value: "9" } });
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    expect(await screen.findByText("Maximum 8 slots")).toBeTruthy();
  });

  it("package: lists the errors under 'Please correct the following errors:'", async () => {
    serve();
    renderBooking("/booking/package", true);
    expect(await screen.findByText(/1 kids room, 1 master room and 1 tent/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Units"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "" } });
    await userEvent.click(screen.getByLabelText("We are bringing a caravan"));
    fireEvent.change(screen.getByLabelText("Caravan parking spots"), { target: { value: "0" } });
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const list = await screen.findByRole("alert");
    expect(within(list).getByText("Please correct the following errors:")).toBeTruthy();
    for (const message of [
      "Check-in date is required",
      "Please select at least 1 unit",
      "Please select the number of guests",
    ]) {
      expect(within(list).getByText(message)).toBeTruthy();
    }

    // The rules across fields run once every field has a value (zod checks the shape first).
    await fillStay();
    fireEvent.change(screen.getByLabelText("Units"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "4" } });
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("alert")).getByText(
          "Please specify the number of caravan parking spots",
        ),
      ).toBeTruthy(),
    );
  });

  it("package: no caravan, no caravan error", async () => {
    serve();
    renderBooking("/booking/package", true);
    await fillStay();
    await userEvent.click(await screen.findByLabelText("We are bringing a caravan"));
    fireEvent.change(screen.getByLabelText("Caravan parking spots"), { target: { value: "" } });
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const list = await screen.findByRole("alert");
    expect(
      within(list).getByText("Please specify the number of caravan parking spots"),
    ).toBeTruthy();

    await userEvent.click(screen.getByLabelText("We are bringing a caravan"));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("package: the caravan spot is its own price line, in the summary and the popup", async () => {
    const quote = (totalAmount: number) => ({
      success: true,
      data: {
        price: 2000,
        status: "confirmed",
        totalAmount,
        nights: 3,
        quoteId: "2b1f3c4d-0000-4000-8000-000000000002",
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdMinutes: 20,
        shortNights: [],
      },
    });
    // 1 unit (master 950 + kids 650 + tent 400) x 3 nights, and one caravan spot for 3 nights.
    serve(quote(6000 + 3 * (isWeekendDate(checkIn) ? 200 : 150)));
    renderBooking("/booking/package", true);
    await fillStay();
    await userEvent.click(await screen.findByLabelText("We are bringing a caravan"));
    fireEvent.change(screen.getByLabelText("Caravan parking spots"), { target: { value: "1" } });
    const summary = screen.getByRole("region", { name: "Your stay" });
    expect(within(summary).getByText(/Camping tent × 1: AED\s400 per night/)).toBeTruthy();
    expect(within(summary).getByText(/Caravan spot × 1: AED\s\d+ per night/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const dialog = await screen.findByRole("dialog", { name: "Availability" });
    expect(await within(dialog).findByText(/Caravan spot × 1: AED\s\d+ per night/)).toBeTruthy();
    // The hold's length and the price's end come from the server's answer, not from the text.
    expect(
      within(dialog).getByText(
        /holds these units for you for 20 minutes while you pay\. The price is guaranteed until \d{1,2}:\d{2}\s?[AP]M \(Dubai time\)\.$/,
      ),
    ).toBeTruthy();
  });

  it("package: no total for what the form refuses, nor for a field the server refused", async () => {
    serve(
      {
        success: false,
        code: "VALIDATION_ERROR",
        message: "Maximum 23 guests for this package",
        errors: { "services.room.master.guests": "Maximum 23 guests for this package" },
      },
      400,
    );
    renderBooking("/booking/package", true);
    await fillStay();
    await userEvent.click(await screen.findByLabelText("We are bringing a caravan"));
    // The resort has 8 caravan slots: 99 would have been priced as 99.
    fireEvent.change(screen.getByLabelText("Caravan parking spots"), { target: { value: "99" } });
    const summary = screen.getByRole("region", { name: "Your stay" });
    const note = "The total appears here once every field is filled in correctly.";
    expect(await within(summary).findByText(note)).toBeTruthy();
    expect(within(summary).queryByText(/AED/)).toBeNull();

    fireEvent.change(screen.getByLabelText("Caravan parking spots"), { target: { value: "1" } });
    expect(await within(summary).findByText(/Camping tent × 1: AED\s400 per night/)).toBeTruthy();
    expect(within(summary).getByText("Total")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "50" } });
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    expect(
      within(await screen.findByRole("alert")).getByText("Maximum 23 guests for this package"),
    ).toBeTruthy();
    expect(within(summary).getByText(note)).toBeTruthy();
    expect(within(summary).queryByText(/AED/)).toBeNull();
  });

  it("package: lines that do not add up to the server's total are left out of the popup", async () => {
    serve({
      success: true,
      data: {
        price: 2100,
        status: "confirmed",
        totalAmount: 6300,
        nights: 3,
        quoteId: "2b1f3c4d-0000-4000-8000-000000000003",
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdMinutes: 15,
        shortNights: [],
      },
    });
    renderBooking("/booking/package", true);
    await fillStay();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const dialog = await screen.findByRole("dialog", { name: "Availability" });
    expect(await within(dialog).findByText(/AED\s6,300/)).toBeTruthy();
    expect(within(dialog).queryByText(/× 1:/)).toBeNull();
  });

  it("package: a field the server refuses is shown beside it and gets the focus", async () => {
    serve(
      {
        success: false,
        code: "VALIDATION_ERROR",
        message: "Maximum 23 guests for this package",
        errors: { "services.room.master.guests": "Maximum 23 guests for this package" },
      },
      400,
    );
    renderBooking("/booking/package", true);
    await fillStay();
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "50" } });
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const list = await screen.findByRole("alert");
    expect(within(list).getByText("Maximum 23 guests for this package")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Guests")));
  });

  /** Checks availability on the Arabic site and answers the server's refusal; gives the alert. */
  async function refusedInArabic(answer: object, status: number) {
    serve({ success: false, ...answer }, status);
    await act(() => setLanguage("ar"));
    renderBooking("/booking/room", true);
    fireEvent.change(await screen.findByLabelText("تاريخ الوصول"), { target: { value: checkIn } });
    fireEvent.change(screen.getByLabelText("تاريخ المغادرة"), { target: { value: checkOut } });
    await userEvent.click(screen.getByRole("button", { name: ar.bookingpage.checkAvailability }));
    const dialog = await screen.findByRole("dialog");
    return within(dialog).findByRole("alert");
  }

  it("an Arabic guest reads the server's refusal in Arabic", async () => {
    const alert = await refusedInArabic(
      {
        code: "TOO_MANY_QUOTES",
        message: "Too many price checks in a short time. Please wait a minute and try again.",
      },
      429,
    );
    expect(alert.textContent).toBe(ar.errors.TOO_MANY_QUOTES);
  });

  it("an Arabic guest reads a refusal with a number in Arabic, the number kept", async () => {
    const alert = await refusedInArabic(
      {
        code: "NOT_ENOUGH_UNITS",
        message: "We have only 3 of these in total. Please choose fewer.",
        params: { total: 3 },
      },
      409,
    );
    expect(alert.textContent).toMatch(/^لدينا (3|٣) فقط من هذا النوع\. يرجى اختيار عدد أقل\.$/);
  });

  it("signed out: goes to sign-in with nothing sent, and the form comes back as it was", async () => {
    const calls = serve();
    const first = renderBooking("/booking/room", false);
    await fillStay();
    fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "5" } });
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    expect(await screen.findByText("Sign-in screen")).toBeTruthy();
    expect(calls.some((call) => call.path.includes("check-availability"))).toBe(false);
    first.unmount();

    renderBooking("/booking/room", true);
    expect(((await screen.findByLabelText("Check-in")) as HTMLInputElement).value).toBe(checkIn);
    expect((screen.getByLabelText("Rooms") as HTMLInputElement).value).toBe("2");
    expect((screen.getByLabelText("Guests") as HTMLInputElement).value).toBe("5");
  });

  it("signed out: an applied code shows the discounted total, in both languages (decision 051)", async () => {
    serve();
    promoPreview = (code) => accepted(code);
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

  it("signed in: the popup shows the short nights, what each choice does, and Pay Now", async () => {
    const calls = serve({
      success: true,
      data: {
        price: 950,
        status: "pending",
        totalAmount: 2850,
        nights: 3,
        quoteId: "2b1f3c4d-0000-4000-8000-000000000001",
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdMinutes: 15,
        shortNights: [
          { date: checkIn, unit: "room:master", remaining: 0, requested: 1 },
          { date: checkIn, unit: "room:kids", remaining: 1, requested: 2 },
        ],
      },
    });
    renderBooking("/booking/room", true);
    await fillStay();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const dialog = await screen.findByRole("dialog", { name: "Availability" });
    // Said as what it is: a request to the resort, paid by authorisation, and no hold promised;
    // never that the amount may change (decision 047).
    expect(
      await within(dialog).findByText(/: no master rooms free \(you asked for 1\)/),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/may change/)).toBeNull();
    expect(within(dialog).getByText(/, kids rooms: only 1 free \(you asked for 2\)/)).toBeTruthy();
    // Screen readers hear it as it comes: the short nights are an alert, in both languages.
    const alert = within(dialog).getByRole("alert");
    expect(alert.textContent).toMatch(
      /^Not enough is free on these nights, so the resort decides:.*no master rooms free/,
    );
    await act(() => setLanguage("ar"));
    expect(within(dialog).getByRole("alert").textContent).toContain(
      ar.bookingpage.shortNightsTitle,
    );
    await act(() => setLanguage("en"));
    expect(within(dialog).queryByText(/0 left/)).toBeNull();
    expect(within(dialog).queryByText(/holds these units/)).toBeNull();
    const choice = within(dialog).getByRole("heading", {
      name: "Pay Now: send a request to the resort",
    });
    expect(choice.nextElementSibling?.textContent).toMatch(
      /^Your card is authorised for AED\s2,850, not charged\. The resort confirms or declines your request within 48 hours\. If it confirms, your card is charged AED\s2,850: the amount does not change\. If it declines, or has not decided within 6 days, the authorisation is released and nothing is charged\.$/,
    );
    const list = within(dialog).getByRole("region", {
      name: "Or join the waiting list, without paying",
    });
    expect(within(list).getByText(/^Nothing is paid and no card is asked for\./)).toBeTruthy();
    // What the total is made of, from the form's own estimate, since it adds up to the server's.
    expect(within(dialog).getByText(/Master room × 1: AED\s950 per night/)).toBeTruthy();
    expect(within(dialog).getByText("Total charged").nextElementSibling?.textContent).toMatch(
      /AED\s2,850/,
    );
    const request = calls.find((call) => call.path === "/api/booking/check-availability");
    expect(request?.body).toMatchObject({
      serviceType: "room",
      roomType: "master",
      checkIn,
      checkOut,
      quantity: 1,
      guests: 2,
    });

    // The popup has no trigger of its own: closing it puts focus back on the button that opened it.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("button", { name: "Check availability" }),
      ),
    );

    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const again = await screen.findByRole("dialog", { name: "Availability" });
    await userEvent.click(await within(again).findByRole("button", { name: "Pay Now" }));
    await waitFor(() => expect(screen.getByText("Payment screen")).toBeTruthy());
  });
  it("rate calendar: prices each night by its rate, in the estimate and in runs of one price", async () => {
    // A peak from the second night: AED 1,500 a night for the master room instead of 950.
    const peak = addDaysIso(checkIn, 1);
    rateCalendar = {
      master: { [peak]: { nightlyRate: 1500 }, [addDaysIso(checkIn, 2)]: { nightlyRate: 1500 } },
    };
    const calls = serve();
    renderBooking("/booking/room", true);
    await fillStay();
    const summary = screen.getByRole("region", { name: "Your stay" });
    expect(await within(summary).findByText("Master room × 1")).toBeTruthy();
    expect(within(summary).getByText(/: 1 night × AED\s950$/)).toBeTruthy();
    expect(within(summary).getByText(/: 2 nights × AED\s1,500$/)).toBeTruthy();
    expect(within(summary).getByText("Total").nextElementSibling?.textContent).toMatch(
      /AED\s3,950/,
    );
    // Asked once, for the whole booking window.
    const asked = calls.filter((call) => call.path === "/api/rates/calendar");
    expect(asked).toHaveLength(1);
  });

  it("rate calendar: a stay too short for its nights is explained on check-out before anything is sent", async () => {
    const newYearsEve = addDaysIso(checkIn, 1);
    rateCalendar = { master: { [newYearsEve]: { minNights: 4 } } };
    const calls = serve();
    renderBooking("/booking/room", true);
    await fillStay();
    const day = formatDayMonth(newYearsEve, "en", resortToday().slice(0, 4));
    // Said as soon as both dates are in, with the server's own words.
    expect(
      await screen.findByText(`Stays that include ${day} need at least 4 nights.`),
    ).toBeTruthy();
    expect(screen.getByLabelText("Check-out").getAttribute("aria-invalid")).toBe("true");
    const summary = screen.getByRole("region", { name: "Your stay" });
    expect(within(summary).queryByText(/AED/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    // The submit was judged: the field to fix has the focus, and nothing was sent.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Check-out")));
    expect(calls.some((call) => call.path.includes("check-availability"))).toBe(false);

    await act(() => setLanguage("ar"));
    const arabicDay = formatDayMonth(newYearsEve, "ar", resortToday().slice(0, 4));
    expect(
      await screen.findByText(`الحد الأدنى لعدد الليالي في الإقامات التي تشمل ${arabicDay} هو 4.`),
    ).toBeTruthy();
  });

  it("rate calendar: a check-in closed to arrival is explained on check-in", async () => {
    rateCalendar = { camp: { [checkIn]: { closedToArrival: true } } };
    serve();
    renderBooking("/booking/camp", true);
    await fillStay();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    expect(await screen.findByText(/^Stays cannot start on \d+ \w+/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Check-in")));
  });

  it("the server's stay-rule refusal (400 STAY_TOO_SHORT) lands on check-out, in both languages", async () => {
    const calls = serve(
      {
        success: false,
        code: "STAY_TOO_SHORT",
        message: "Stays that include 31 December need at least 2 nights.",
        params: { date: checkIn, nights: 5, unitType: "master" },
      },
      400,
    );
    renderBooking("/booking/room", true);
    await fillStay();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const day = formatDayMonth(checkIn, "en", resortToday().slice(0, 4));
    expect(
      await screen.findByText(`Stays that include ${day} need at least 5 nights.`),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Check-out")));
    expect(calls.filter((call) => call.path.includes("check-availability"))).toHaveLength(1);
    await act(() => setLanguage("ar"));
    const arabicDay = formatDayMonth(checkIn, "ar", resortToday().slice(0, 4));
    expect(
      await screen.findByText(`الحد الأدنى لعدد الليالي في الإقامات التي تشمل ${arabicDay} هو 5.`),
    ).toBeTruthy();
  });

  it("the popup shows the server's nights and discount when the estimate could not know the code", async () => {
    serve({
      success: true,
      data: {
        price: 950,
        status: "confirmed",
        totalAmount: 2850 - 285,
        nights: 3,
        quoteId: "2b1f3c4d-0000-4000-8000-000000000009",
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdMinutes: 15,
        shortNights: [],
        nightly: [0, 1, 2].map((offset) => ({ date: addDaysIso(checkIn, offset), amount: 950 })),
        discount: 285,
      },
    });
    renderBooking("/booking/room", true);
    await fillStay();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const dialog = await screen.findByRole("dialog", { name: "Availability" });
    expect(await within(dialog).findByText(/: 3 nights × AED\s950$/)).toBeTruthy();
    expect(within(dialog).getByText("Promo code").nextElementSibling?.textContent).toMatch(
      /−AED\s285/,
    );
    expect(within(dialog).getByText("Total charged").nextElementSibling?.textContent).toMatch(
      /AED\s2,565/,
    );
  });

  it("the popup shows the server's Tourism Dirham fee as its own row and the VAT the total includes", async () => {
    // 3 nights at AED 950 and a fee of AED 15 a room-night the form's estimate could not know of.
    serve({
      success: true,
      data: {
        price: 950,
        status: "confirmed",
        totalAmount: 2850 + 45,
        nights: 3,
        quoteId: "2b1f3c4d-0000-4000-8000-000000000010",
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdMinutes: 15,
        shortNights: [],
        nightly: [0, 1, 2].map((offset) => ({ date: addDaysIso(checkIn, offset), amount: 950 })),
        vatAmount: 135.71,
        tourismFee: 45,
        vatRate: 5,
      },
    });
    renderBooking("/booking/room", true);
    await fillStay();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const dialog = await screen.findByRole("dialog", { name: "Availability" });
    expect(await within(dialog).findByText(/: 3 nights × AED\s950$/)).toBeTruthy();
    expect(within(dialog).getByText("Tourism Dirham fee").nextElementSibling?.textContent).toMatch(
      /^AED\s45$/,
    );
    const total = within(dialog).getByText("Total charged").nextElementSibling?.textContent;
    expect(total).toMatch(/AED\s2,895/);
    expect(total).toMatch(/incl\. VAT/);
    expect(within(dialog).getByText("VAT included (5%)").nextElementSibling?.textContent).toMatch(
      /AED\s135\.71/,
    );
  });

  it("the popup says nothing of VAT when the resort charges none", async () => {
    serve({
      success: true,
      data: {
        price: 950,
        status: "confirmed",
        totalAmount: 2850,
        nights: 3,
        quoteId: "2b1f3c4d-0000-4000-8000-000000000011",
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdMinutes: 15,
        shortNights: [],
        vatAmount: 0,
        tourismFee: 0,
        vatRate: 0,
      },
    });
    renderBooking("/booking/room", true);
    await fillStay();
    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const dialog = await screen.findByRole("dialog", { name: "Availability" });
    await within(dialog).findByText("Total charged");
    expect(within(dialog).queryByText(/VAT/)).toBeNull();
    expect(within(dialog).queryByText("Tourism Dirham fee")).toBeNull();
  });

  it("a short stay's choices in Arabic: the request by authorisation, its amount fixed, or the list without paying", async () => {
    serve({
      success: true,
      data: {
        price: 950,
        status: "pending",
        totalAmount: 2850,
        nights: 3,
        quoteId: "2b1f3c4d-0000-4000-8000-000000000021",
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdMinutes: 15,
        shortNights: [{ date: checkIn, unit: "room:master", remaining: 0, requested: 1 }],
      },
    });
    await act(() => setLanguage("ar"));
    renderBooking("/booking/room", true);
    fireEvent.change(await screen.findByLabelText("تاريخ الوصول"), { target: { value: checkIn } });
    fireEvent.change(screen.getByLabelText("تاريخ المغادرة"), { target: { value: checkOut } });
    await userEvent.click(screen.getByRole("button", { name: ar.bookingpage.checkAvailability }));
    const dialog = await screen.findByRole("dialog");
    const request = await within(dialog).findByRole("heading", {
      name: ar.bookingpage.requestChoice.heading,
    });
    const total = formatPrice(2850, "ar");
    expect(request.nextElementSibling?.textContent).toBe(
      `يُفوَّض مبلغ ${total} على بطاقتك دون خصمه. يؤكد المنتجع طلبك أو يرفضه خلال ${formatNumber(48, "ar")} ساعة. إذا أكّده يُخصم ${total} من بطاقتك: لا يتغير المبلغ. وإذا رفضه، أو لم يقرر خلال ${formatNumber(6, "ar")} أيام، يُلغى التفويض ولا يُخصم شيء.`,
    );
    expect(within(dialog).queryByText(/قد يتغير/)).toBeNull();
    const list = within(dialog).getByRole("region", { name: ar.waitingList.join.heading });
    expect(within(list).getByText(/^لا تدفع شيئاً ولا نطلب بطاقتك\./)).toBeTruthy();
  });

  it("rates that differ by night: the room card and the popup say the stay's prices, never the catalogue's", async () => {
    // The audit's stay (decision 025): the catalogue says 950, the nights cost 1,200 and 1,400.
    rateCalendar = {
      master: {
        [checkIn]: { nightlyRate: 1200 },
        [addDaysIso(checkIn, 1)]: { nightlyRate: 1400 },
        [addDaysIso(checkIn, 2)]: { nightlyRate: 1400 },
      },
    };
    const nights = [1200, 1400, 1400].map((amount, offset) => ({
      date: addDaysIso(checkIn, offset),
      amount,
    }));
    serve({
      success: true,
      data: {
        price: 1200,
        status: "confirmed",
        totalAmount: 4000,
        nights: 3,
        quoteId: "2b1f3c4d-0000-4000-8000-000000000022",
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdMinutes: 15,
        shortNights: [],
        nightly: nights,
        unitNightly: nights,
      },
    });
    renderBooking("/booking/room", true);
    // The cards by their room type (their names are the catalogue's).
    const cardOf = (roomType: string) =>
      screen
        .getAllByRole("radio")
        .find((radio) => (radio as HTMLInputElement).value === roomType)
        ?.closest("label") as HTMLElement;
    await waitFor(() => expect(cardOf("master")).toBeTruthy());
    // Before dates: the lowest night's price of the booking window (other nights cost 950).
    await waitFor(() => expect(cardOf("master").textContent).toMatch(/From AED\s950 a night/));
    await fillStay();
    const card = cardOf("master");
    expect(
      await within(card).findByText("AED 1,200 to AED 1,400 a night for your dates"),
    ).toBeTruthy();
    expect(within(card).queryByText(/AED\s950/)).toBeNull();
    expect(within(cardOf("kids")).getByText("AED 650 a night for your dates")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
    const dialog = await screen.findByRole("dialog", { name: "Availability" });
    expect(
      (await within(dialog).findByText("Price per room per night")).nextElementSibling?.textContent,
    ).toMatch(/^AED\s1,200 to AED\s1,400, by night$/);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await act(() => setLanguage("ar"));
    // Matched as the testing library reads text: runs of spaces as one.
    const price = (amount: number) => formatPrice(amount, "ar").replace(/\s+/g, " ");
    expect(
      await within(card).findByText(`من ${price(1200)} إلى ${price(1400)} لليلة في تواريخك`),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: ar.bookingpage.checkAvailability }));
    const arabic = await screen.findByRole("dialog");
    expect(
      (
        await within(arabic).findByText(ar.bookingpage.unitPrice.room)
      ).nextElementSibling?.textContent?.replace(/\s+/g, " "),
    ).toBe(`من ${price(1200)} إلى ${price(1400)} حسب الليلة`);
  });

  it("rates that differ by night: the tent form says the stay's price a night, in both languages", async () => {
    rateCalendar = {
      camp: {
        [checkIn]: { nightlyRate: 500 },
        [addDaysIso(checkIn, 1)]: { nightlyRate: 600 },
        [addDaysIso(checkIn, 2)]: { nightlyRate: 600 },
      },
    };
    serve();
    renderBooking("/booking/camp", true);
    // Before dates: the lowest night of the booking window (the catalogue's 400 elsewhere).
    expect(await screen.findByText("From AED 400 per tent a night")).toBeTruthy();
    await fillStay();
    expect(
      await screen.findByText("AED 500 to AED 600 per tent a night for your dates"),
    ).toBeTruthy();
    await act(() => setLanguage("ar"));
    const price = (amount: number) => formatPrice(amount, "ar").replace(/\s+/g, " ");
    expect(
      await screen.findByText(`من ${price(500)} إلى ${price(600)} لكل خيمة في الليلة في تواريخك`),
    ).toBeTruthy();
  });

  describe("waiting list (decision 033)", () => {
    /** A short stay's answer: no master room on the first night. */
    const pendingQuote = (quoteId: string) => ({
      success: true,
      data: {
        price: 950,
        status: "pending",
        totalAmount: 5700,
        nights: 3,
        quoteId,
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdMinutes: 15,
        shortNights: [{ date: checkIn, unit: "room:master", remaining: 0, requested: 2 }],
      },
    });
    const joined = { status: 201, body: { success: true, data: { id: "w-1" } } };

    async function checkShortRoom() {
      renderBooking("/booking/room", true);
      await fillStay();
      fireEvent.change(screen.getByLabelText("Rooms"), { target: { value: "2" } });
      fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "4" } });
      await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
      const dialog = await screen.findByRole("dialog", { name: "Availability" });
      return within(dialog).findByRole("region", {
        name: "Or join the waiting list, without paying",
      });
    }

    it("a short stay offers the list beside Pay Now; joining sends the checked request, from the keyboard", async () => {
      const calls = serve(pendingQuote("2b1f3c4d-0000-4000-8000-000000000010"));
      waitingListAnswer = joined;
      const offer = await checkShortRoom();
      expect(
        within(offer).getByText(
          "Nothing is paid and no card is asked for. We will email you if a place frees up for these dates; the first guest on the list gets it held for them for a while, and the email says until when.",
        ),
      ).toBeTruthy();
      // What is offered today stays: the request can still be sent and paid by authorisation.
      expect(screen.getByRole("button", { name: "Pay Now" })).toBeTruthy();

      within(offer).getByRole("button", { name: "Join the waiting list" }).focus();
      await userEvent.keyboard("{Enter}");
      expect(
        await within(offer).findByText(
          "You are on the waiting list. We will email you if a place frees up for these dates.",
        ),
      ).toBeTruthy();
      expect(
        within(offer)
          .getByRole("link", { name: "See your waiting list in My bookings" })
          .getAttribute("href"),
      ).toBe("/my-booking");
      expect(within(offer).queryByRole("button", { name: "Join the waiting list" })).toBeNull();

      const checked = calls.find((call) => call.path === "/api/booking/check-availability");
      const sent = calls.filter((call) => call.path === "/api/waiting-list");
      expect(sent).toHaveLength(1);
      expect(sent[0]?.body).toEqual(checked?.body);
      expect(sent[0]?.body).toMatchObject({ serviceType: "room", quantity: 2, checkIn, checkOut });
    });

    it("package: the same package request, marked serviceType 'package'", async () => {
      const calls = serve(pendingQuote("2b1f3c4d-0000-4000-8000-000000000011"));
      waitingListAnswer = joined;
      renderBooking("/booking/package", true);
      await fillStay();
      await userEvent.click(await screen.findByLabelText("We are bringing a caravan"));
      await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
      const dialog = await screen.findByRole("dialog", { name: "Availability" });
      await userEvent.click(
        await within(dialog).findByRole("button", { name: "Join the waiting list" }),
      );
      await within(dialog).findByRole("link", { name: "See your waiting list in My bookings" });
      const checked = calls.find(
        (call) => call.path === "/api/package-booking/new-check-availability",
      );
      const sent = calls.find((call) => call.path === "/api/waiting-list");
      expect(checked?.body).toMatchObject({ services: { parking: { quantity: 1 } } });
      expect(sent?.body).toEqual({ ...(checked?.body as object), serviceType: "package" });
    });

    it("a stay with room everywhere offers no waiting list", async () => {
      const quote = pendingQuote("2b1f3c4d-0000-4000-8000-000000000012");
      serve({ ...quote, data: { ...quote.data, status: "confirmed", shortNights: [] } });
      renderBooking("/booking/room", true);
      await fillStay();
      await userEvent.click(screen.getByRole("button", { name: "Check availability" }));
      const dialog = await screen.findByRole("dialog", { name: "Availability" });
      await within(dialog).findByRole("button", { name: "Pay Now" });
      expect(within(dialog).queryByRole("button", { name: "Join the waiting list" })).toBeNull();
    });

    it("already on the list: says so in Arabic, with the way to My bookings", async () => {
      serve(pendingQuote("2b1f3c4d-0000-4000-8000-000000000013"));
      waitingListAnswer = {
        status: 409,
        body: {
          success: false,
          code: "WAITING_LIST_ALREADY_JOINED",
          message: "You are already on the waiting list for these dates.",
        },
      };
      await act(() => setLanguage("ar"));
      renderBooking("/booking/room", true);
      fireEvent.change(await screen.findByLabelText("تاريخ الوصول"), {
        target: { value: checkIn },
      });
      fireEvent.change(screen.getByLabelText("تاريخ المغادرة"), { target: { value: checkOut } });
      await userEvent.click(screen.getByRole("button", { name: ar.bookingpage.checkAvailability }));
      const dialog = await screen.findByRole("dialog");
      const offer = await within(dialog).findByRole("region", {
        name: ar.waitingList.join.heading,
      });
      expect(within(offer).getByText(ar.waitingList.join.explained)).toBeTruthy();
      await userEvent.click(
        within(offer).getByRole("button", { name: ar.waitingList.join.button }),
      );
      expect(await within(offer).findByText(ar.errors.WAITING_LIST_ALREADY_JOINED)).toBeTruthy();
      expect(
        within(offer)
          .getByRole("link", { name: ar.waitingList.join.seeInMyBookings })
          .getAttribute("href"),
      ).toBe("/my-booking");
    });

    it("not needed any more (a place freed meanwhile): says so and the list can be tried again", async () => {
      serve(pendingQuote("2b1f3c4d-0000-4000-8000-000000000014"));
      waitingListAnswer = {
        status: 409,
        body: {
          success: false,
          code: "WAITING_LIST_NOT_NEEDED",
          message: "These dates have room: you can book them now.",
        },
      };
      const offer = await checkShortRoom();
      await userEvent.click(within(offer).getByRole("button", { name: "Join the waiting list" }));
      expect(
        await within(offer).findByText("These dates have room: you can book them now."),
      ).toBeTruthy();
      expect(within(offer).getByRole("button", { name: "Join the waiting list" })).toBeTruthy();
      expect(within(offer).queryByRole("link")).toBeNull();
    });
  });
});
