import type { StoredBooking } from "@camp/shared/booking/booking-api";
import type { ChangeCheck } from "@camp/shared/booking/booking-change";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../i18n/i18n";
import { renderWithApp } from "../../../testing/render-app";
import { ChangeBooking } from "./change-booking";

const guest = { name: "Layla Hassan", email: "layla@example.com", isAdmin: false };
const ID = "6f1c2d3e-0000-4000-8000-000000000001";
const QUOTE = "7a1c2d3e-0000-4000-8000-000000000002";

function day(days: number): string {
  const date = new Date(`${resortToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const SAFARI = "11111111-1111-4111-8111-111111111111";
const HIKE = "22222222-2222-4222-8222-222222222222";
const publicExtra = (id: string, slug: string, name: string, nameAr: string, price: number) => ({
  id,
  slug,
  name,
  nameEn: name,
  nameAr,
  description: "",
  descriptionAr: "",
  priceType: "person",
  price,
  dailyCapacity: 12,
  days: [0, 1, 2, 3, 4, 5, 6],
  imageUrl: null,
});

const booking: StoredBooking = {
  _id: ID,
  extras: [],
  nightly: [],
  discount: null,
  vatAmount: 0,
  tourismFee: 0,
  vatRate: 5,
  serviceType: "room",
  bookingType: "single",
  roomType: "master",
  status: "confirmed",
  createdAt: "2026-01-05T09:30:00.000Z",
  checkIn: day(10),
  checkOut: day(12),
  nights: 2,
  quantity: 1,
  guests: 2,
  isPrivateBooking: false,
  totalAmount: 1900,
  paymentStatus: "completed",
  chargedAmount: 1900,
};

const check = (overrides: Partial<ChangeCheck>): ChangeCheck => ({
  quoteId: QUOTE,
  bookingId: ID,
  status: "confirmed",
  totalAmount: 1300,
  currentAmount: 1900,
  difference: -300,
  priceDifference: -600,
  toPay: 0,
  givenUp: 600,
  refund: 300,
  kept: 300,
  refundPercent: 50,
  nights: 2,
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  holdMinutes: 15,
  discount: null,
  vatAmount: 0,
  tourismFee: 0,
  vatRate: 5,
  droppedPromoCode: null,
  checkIn: day(10),
  checkOut: day(12),
  quantity: 1,
  toPayVat: 0,
  toPayTourismFee: 0,
  refundVat: 0,
  refundTourismFee: 0,
  feeBack: 0,
  givenUpRest: 0,
  policy: {
    checkInAt: `${day(10)}T10:00:00.000Z`,
    fullRefundUntil: `${day(3)}T10:00:00.000Z`,
    partialRefundUntil: `${day(8)}T10:00:00.000Z`,
    partialRefundPercent: 50,
    partialRefundAmount: 650,
    totalAmount: 1300,
  },
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function fakeApi(
  answers: {
    check: () => Response;
    apply?: () => Response;
    /** The checked change's quote (GET /api/booking/quote/:id). */
    quote?: unknown;
    /** The rate calendar (AED); without it the server answers 404, as before the rates feature. */
    calendar?: unknown;
  },
  stored: StoredBooking = booking,
) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === "/api/booking/me") {
      return json(200, {
        success: true,
        booking: { data: [stored] },
        packeageBooking: { data: [] },
      });
    }
    if (url.startsWith("/api/extras?")) {
      const ar = url.endsWith("lang=ar");
      return json(200, {
        data: [
          publicExtra(SAFARI, "car-safari", ar ? "رحلة سفاري بالسيارة" : "Car safari", "", 300),
          publicExtra(HIKE, "mountain-hiking", ar ? "المشي في الجبال" : "Mountain hiking", "", 120),
        ],
      });
    }
    if (url.startsWith("/api/extras/availability")) {
      // The safari is sold out on the stay's second night.
      const days = (remainingOnSecond: number) => [
        { date: day(10), remaining: 5 },
        { date: day(11), remaining: remainingOnSecond },
        { date: day(12), remaining: 5 },
      ];
      return json(200, {
        success: true,
        data: [
          { id: SAFARI, days: days(0) },
          { id: HIKE, days: days(5) },
        ],
      });
    }
    if (url.startsWith("/api/rates/calendar")) {
      return answers.calendar
        ? json(200, { success: true, data: { from: "", to: "", calendar: answers.calendar } })
        : json(404, { success: false, code: "NOT_FOUND", message: "No such API endpoint." });
    }
    if (url === `/api/booking/quote/${QUOTE}` && answers.quote) {
      return json(200, { success: true, data: answers.quote });
    }
    if (/^\/api\/(rooms|camps|parking)/.test(url) || url.startsWith("/api/booking/quote/")) {
      return json(404, { success: false, code: "NOT_FOUND", message: "Not in this test." });
    }
    if (url === `/api/booking/${ID}/change/check`) return answers.check();
    if (url === `/api/booking/${ID}/change` && answers.apply) return answers.apply();
    throw new Error(`unexpected call ${url}`);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderChange(search = "") {
  return renderWithApp(
    <>
      <Toaster />
      <Routes>
        <Route path="/my-booking/:id/change" element={<ChangeBooking bookingId={ID} />} />
        <Route path="/my-booking" element={<p>My bookings page</p>} />
      </Routes>
    </>,
    { user: guest, route: `/my-booking/${ID}/change${search}` },
  );
}

describe("change booking", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage("en");
  });

  it("says when the booking's promo code does not cover the new stay, or still applies", async () => {
    fakeApi({
      check: () => json(200, { success: true, data: check({ droppedPromoCode: "WINTER10" }) }),
    });
    renderChange();
    await userEvent.selectOptions(await screen.findByLabelText("Room"), "kids");
    await userEvent.click(screen.getByRole("button", { name: "Check price" }));
    expect(
      await screen.findByText(/WINTER10.* does not cover the new stay, so this change is priced/),
    ).toBeTruthy();
  });

  it("prefills the booking, shows the refund and what the resort keeps, then confirms", async () => {
    const fetch = fakeApi({
      check: () => json(200, { success: true, data: check({}) }),
      apply: () =>
        json(200, { success: true, data: { ...booking, roomType: "kids", totalAmount: 1300 } }),
    });
    renderChange();
    const room = await screen.findByLabelText("Room");
    expect((screen.getByLabelText("Check-in") as HTMLInputElement).value).toBe(booking.checkIn);
    expect((screen.getByLabelText("Guests") as HTMLInputElement).value).toBe("2");
    await userEvent.selectOptions(room, "kids");
    await userEvent.click(screen.getByRole("button", { name: "Check price" }));
    expect(await screen.findByText("Refunded to your card")).toBeTruthy();
    expect(screen.getByTestId("change-money").textContent).toContain("50%");
    const body = JSON.parse(
      String(fetch.mock.calls.find(([url]) => url.endsWith("/change/check"))?.[1]?.body),
    );
    expect(body).toEqual({
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      roomType: "kids",
      quantity: 1,
      guests: 2,
      extras: [],
    });
    await userEvent.click(screen.getByRole("button", { name: "Confirm change" }));
    expect(await screen.findByText("My bookings page")).toBeTruthy();
    expect(await screen.findByText("Your booking is changed. We sent you an email.")).toBeTruthy();
    const applied = fetch.mock.calls.find(([url]) => url === `/api/booking/${ID}/change`);
    expect(JSON.parse(String(applied?.[1]?.body))).toEqual({ quoteId: QUOTE });
  });

  it("a dearer change goes to the payment page for the difference", async () => {
    fakeApi({
      check: () =>
        json(200, {
          success: true,
          data: check({
            totalAmount: 3800,
            difference: 1900,
            priceDifference: 1900,
            toPay: 1900,
            givenUp: 0,
            refund: 0,
            kept: 0,
          }),
        }),
    });
    renderChange();
    const rooms = await screen.findByLabelText("Rooms");
    await userEvent.clear(rooms);
    await userEvent.type(rooms, "2");
    await userEvent.click(screen.getByRole("button", { name: "Check price" }));
    const pay = await screen.findByRole("link", { name: /Pay/ });
    expect(pay.getAttribute("href")).toBe(`/payment?quote=${QUOTE}`);
    expect(screen.getByText("To pay now")).toBeTruthy();
  });

  it("says in Arabic why a change does not fit, by its code", async () => {
    await setLanguage("ar");
    fakeApi({
      check: () =>
        json(409, {
          success: false,
          code: "CHANGE_NOT_AVAILABLE",
          message: "This change does not fit",
          params: { nights: day(11) },
        }),
    });
    renderChange();
    await userEvent.click(await screen.findByRole("button", { name: "احسب السعر" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain("لا يتسع هذا التعديل"),
    );
  });

  it("prefills the booking's activities and sends the whole list: one removed, one added", async () => {
    const withSafari: StoredBooking = {
      ...booking,
      extras: [
        {
          extraId: SAFARI,
          name: "Car safari",
          nameAr: "رحلة سفاري بالسيارة",
          priceType: "person",
          date: day(10),
          quantity: 2,
          unitPrice: 300,
          amount: 600,
        },
      ],
    };
    const fetch = fakeApi(
      { check: () => json(200, { success: true, data: check({}) }) },
      withSafari,
    );
    renderChange();
    const section = await screen.findByRole("region", { name: "Add activities" });
    const activity = (await within(section).findByLabelText("Activity")) as HTMLSelectElement;
    expect(activity.value).toBe(SAFARI);
    expect((within(section).getByLabelText("Day") as HTMLSelectElement).value).toBe(day(10));
    expect((within(section).getByLabelText("People") as HTMLInputElement).value).toBe("2");
    await userEvent.click(within(section).getByRole("button", { name: /Remove Car safari/ }));
    await userEvent.click(within(section).getByRole("button", { name: "Add an activity" }));
    const added = within(section).getByLabelText("Activity") as HTMLSelectElement;
    await userEvent.selectOptions(added, HIKE);
    fireEvent.change(within(section).getByLabelText("People"), { target: { value: "3" } });
    await userEvent.click(screen.getByRole("button", { name: "Check price" }));
    await screen.findByText("Refunded to your card");
    const body = JSON.parse(
      String(fetch.mock.calls.find(([url]) => url.endsWith("/change/check"))?.[1]?.body),
    );
    expect(body.extras).toEqual([{ id: HIKE, date: day(10), quantity: 3 }]);
  });

  it("?add=activity opens with a new activity row, focused; a sold-out day cannot be chosen", async () => {
    fakeApi({ check: () => json(200, { success: true, data: check({}) }) });
    renderChange("?add=activity");
    const section = await screen.findByRole("region", { name: "Add activities" });
    const activity = await within(section).findByLabelText("Activity");
    await waitFor(() => expect(document.activeElement).toBe(activity));
    const dayField = within(section).getByLabelText("Day");
    await waitFor(() =>
      expect(
        within(dayField)
          .getByRole("option", { name: /\(sold out\)/ })
          .hasAttribute("disabled"),
      ).toBe(true),
    );
  });

  it("in Arabic: the activities section, and a sold-out day from the server said by its code", async () => {
    await setLanguage("ar");
    fakeApi({
      check: () =>
        json(409, {
          success: false,
          code: "EXTRA_SOLD_OUT",
          message: "Car safari is sold out",
          params: {
            activity: "Car safari",
            activityAr: "رحلة سفاري بالسيارة",
            date: day(11),
            remaining: 0,
          },
        }),
    });
    renderChange("?add=activity");
    const section = await screen.findByRole("region", { name: "أضف أنشطة" });
    expect(await within(section).findByLabelText("النشاط")).toBeTruthy();
    expect(within(section).getByRole("option", { name: /رحلة سفاري بالسيارة/ })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "احسب السعر" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain("رحلة سفاري بالسيارة"),
    );
  });

  it("shows what the new total is made of: runs of nights and the booking's promo code", async () => {
    const nightly = [
      { date: day(10), amount: 650 },
      { date: day(11), amount: 1200 },
      { date: day(12), amount: 1200 },
    ];
    fakeApi({
      check: () =>
        json(200, {
          success: true,
          data: check({ totalAmount: 2745, toPay: 845, givenUp: 0, refund: 0, kept: 0 }),
        }),
      quote: {
        quoteId: QUOTE,
        serviceType: "room",
        bookingType: "single",
        roomType: "kids",
        checkIn: day(10),
        checkOut: day(13),
        nights: 3,
        quantity: 1,
        guests: 2,
        price: 650,
        totalAmount: 2745,
        status: "confirmed",
        state: "open",
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        holdExpiresAt: null,
        paymentIntentId: null,
        bookingId: null,
        changesBookingId: ID,
        lines: [{ service: "room:kids", quantity: 1, perNight: 650, amount: 3050, nightly }],
        nightly,
        discount: { code: "WINTER10", amount: 305 },
        extras: [],
      },
    });
    renderChange();
    fireEvent.change(await screen.findByLabelText("Check-out"), { target: { value: day(13) } });
    await userEvent.click(screen.getByRole("button", { name: "Check price" }));
    const lines = await screen.findByTestId("change-lines");
    expect(within(lines).getByText("Kids room × 1")).toBeTruthy();
    expect(within(lines).getByText(/: 1 night × AED\s650$/)).toBeTruthy();
    expect(
      within(lines).getByText(/: 2 nights × AED\s1,200$/).nextElementSibling?.textContent,
    ).toMatch(/AED\s2,400/);
    expect(within(lines).getByText("Promo code WINTER10").nextElementSibling?.textContent).toMatch(
      /−AED\s305/,
    );
  });

  it("a stay rule is said on its date field: from the calendar before asking, and from the server", async () => {
    let refuse = false;
    const fetch = fakeApi({
      check: () =>
        refuse
          ? json(400, {
              success: false,
              code: "CLOSED_TO_DEPARTURE",
              message: "No stay may end on this day.",
              params: { date: day(14), unitType: "master" },
            })
          : json(200, { success: true, data: check({}) }),
      calendar: { master: { [day(11)]: { minNights: 3 } } },
    });
    renderChange();
    await screen.findByLabelText("Room");
    // A check asked for before the calendar has come is sent, and the server says the same rules
    // (the second half below). Once the calendar's rules show, as the check-out calendar's legend:
    await userEvent.click(screen.getByRole("button", { name: "Choose Check-out in a calendar" }));
    const calendarDialog = await screen.findByRole("dialog", { name: "Your stay's dates" });
    await within(calendarDialog).findByText(/^Leaving on a faded, dotted day/);
    await userEvent.keyboard("{Escape}");
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Your stay's dates" })).toBeNull(),
    );
    // The booking's two nights include one that asks for three: said before anything is sent.
    await userEvent.click(screen.getByRole("button", { name: "Check price" }));
    expect(
      await screen.findByText(/^Stays that include \d+ \w+ need at least 3 nights\.$/),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Check-out"));
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith("/change/check"))).toBe(false);

    refuse = true;
    fireEvent.change(screen.getByLabelText("Check-out"), { target: { value: day(14) } });
    await userEvent.click(screen.getByRole("button", { name: "Check price" }));
    expect(
      await screen.findByText(
        /^Stays cannot end on \d+ \w+\. Please choose another check-out day\.$/,
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText("Check-out").getAttribute("aria-invalid")).toBe("true");
    await setLanguage("ar");
    expect(await screen.findByText(/^لا يمكن أن تنتهي الإقامة يوم \d+ \S+\./)).toBeTruthy();
  });

  describe("what the change makes of the stay, and the VAT of what moves (decision 049)", () => {
    const nightly = [
      { date: day(11), amount: 1900 },
      { date: day(12), amount: 2400 },
    ];
    const quote = {
      quoteId: QUOTE,
      serviceType: "room",
      bookingType: "single",
      roomType: "master",
      checkIn: day(11),
      checkOut: day(13),
      nights: 2,
      quantity: 2,
      guests: 4,
      price: 950,
      totalAmount: 4300,
      status: "confirmed",
      state: "open",
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      holdExpiresAt: null,
      paymentIntentId: null,
      bookingId: null,
      changesBookingId: ID,
      lines: [{ service: "room:master", quantity: 2, perNight: 950, amount: 4300, nightly }],
      nightly,
      discount: null,
      extras: [],
    };
    const dearer = check({
      totalAmount: 8515,
      currentAmount: 1900,
      difference: 6615,
      priceDifference: 6615,
      toPay: 6615,
      givenUp: 0,
      refund: 0,
      kept: 0,
      refundPercent: 100,
      vatAmount: 405.48,
      toPayVat: 315,
      checkIn: day(11),
      checkOut: day(13),
      quantity: 2,
      policy: {
        checkInAt: `${day(10)}T10:00:00.000Z`,
        fullRefundUntil: `${day(3)}T10:00:00.000Z`,
        partialRefundUntil: `${day(8)}T10:00:00.000Z`,
        partialRefundPercent: 50,
        partialRefundAmount: 4257.5,
        totalAmount: 8515,
        stayCheckIn: day(11),
      },
    });

    async function checkTwoRooms() {
      renderChange();
      // The server's answer is the test's: the form is sent as prefilled.
      await userEvent.click(await screen.findByRole("button", { name: /Check price|احسب السعر/ }));
      return screen.findByTestId("change-becomes");
    }

    it("in English: new dates, nights and rooms; nights as units × price; VAT of the payment; the changed stay's policy", async () => {
      fakeApi({ check: () => json(200, { success: true, data: dearer }), quote });
      const becomes = await checkTwoRooms();
      expect(becomes.textContent).toMatch(/^After the change: .+ to .+, 2 nights, 2 rooms\.$/);
      const lines = await screen.findByTestId("change-lines");
      expect(within(lines).getByText(/: 1 night × 2 × AED\s950$/)).toBeTruthy();
      expect(within(lines).getByText(/: 1 night × 2 × AED\s1,200$/)).toBeTruthy();
      expect(screen.getByText("VAT in this payment (5%)").nextElementSibling?.textContent).toMatch(
        /AED\s315$/,
      );
      expect(screen.getByText("VAT in the new total (5%)").nextElementSibling?.textContent).toMatch(
        /AED\s405\.48$/,
      );
      expect(screen.queryByText(/VAT included/)).toBeNull();
      const policy = screen.getByRole("region", { name: "If you cancel" });
      expect(within(policy).getByTestId("policy-first-check-in").textContent).toMatch(
        /^Your stay starts .+\. A changed booking keeps the refund deadlines of its first check-in/,
      );
      expect(policy.textContent).toMatch(/Full refund \(AED\s8,515\)/);
      expect(policy.textContent).not.toMatch(/By paying/);
    });

    it("in Arabic: the same, in Arabic", async () => {
      await setLanguage("ar");
      fakeApi({ check: () => json(200, { success: true, data: dearer }), quote });
      const becomes = await checkTwoRooms();
      expect(becomes.textContent).toMatch(/^بعد التعديل: من .+ إلى .+، ليلتان، غرفتان\.$/);
      const lines = await screen.findByTestId("change-lines");
      expect(within(lines).getByText(/: ليلة واحدة × 2 × .*950.* للوحدة لليلة$/)).toBeTruthy();
      expect(
        screen.getByText(/^ضريبة القيمة المضافة في هذا المبلغ \(5\u200e?%\u200e?\)$/)
          .nextElementSibling?.textContent,
      ).toMatch(/315/);
      expect(screen.getByTestId("policy-first-check-in").textContent).toMatch(
        /^تبدأ إقامتك .+\. يحتفظ الحجز المعدَّل بمواعيد الاسترداد/,
      );
    });

    const cheaper = check({
      totalAmount: 4300,
      currentAmount: 13555,
      difference: -9255,
      priceDifference: -9255,
      toPay: 0,
      givenUp: 9255,
      refund: 9255,
      kept: 0,
      refundPercent: 100,
      vatAmount: 204.76,
      refundVat: 440.71,
      checkIn: day(11),
      checkOut: day(13),
      quantity: 2,
    });

    it("a refund in English: what goes back, plainly, with its own VAT", async () => {
      fakeApi({ check: () => json(200, { success: true, data: cheaper }), quote });
      await checkTwoRooms();
      expect(screen.getByTestId("change-money").textContent).toMatch(
        /^The new stay costs AED\s9,255 less than your booking now\. All of it, AED\s9,255, goes back to your card\.$/,
      );
      expect(screen.getByText("VAT in this refund (5%)").nextElementSibling?.textContent).toMatch(
        /AED\s440\.71$/,
      );
      expect(screen.queryByText("Kept by the resort")).toBeNull();
    });

    it("a refund in Arabic, and a part kept under the policy", async () => {
      await setLanguage("ar");
      fakeApi({
        check: () =>
          json(200, {
            success: true,
            data: {
              ...cheaper,
              refund: 4627.5,
              kept: 4627.5,
              refundPercent: 50,
              refundVat: 220.36,
            },
          }),
        quote,
      });
      await checkTwoRooms();
      const money = screen.getByTestId("change-money").textContent ?? "";
      expect(money).toMatch(/^تكلّف الإقامة الجديدة .*9,255.* أقل من حجزك الحالي\./);
      expect(money).toMatch(/50\u200e?%/);
      expect(
        screen.getByText(/^ضريبة القيمة المضافة في المبلغ المسترد \(5\u200e?%\u200e?\)$/)
          .nextElementSibling?.textContent,
      ).toMatch(/220\.36/);
      expect(screen.getByText("يحتفظ به المنتجع")).toBeTruthy();
    });

    // 3 nights at 950 with a 20 AED fee cut to 2: 970 given up, of it the fee 20 back in full
    // and 50% of the other 950 (475): 495 back, 475 kept (decision 048).
    const feeCheck = {
      ...cheaper,
      givenUp: 970,
      difference: -495,
      refund: 495,
      kept: 475,
      refundPercent: 50,
      refundTourismFee: 20,
      feeBack: 20,
      givenUpRest: 950,
    };
    // The same close to check-in: only the fee comes back.
    const lateCheck = { ...feeCheck, difference: -20, refund: 20, kept: 950, refundPercent: 0 };
    it.each([
      [
        "en",
        feeCheck,
        /The Tourism Dirham fee of the nights you give up \(AED\s20\) comes back in full, and the cancellation policy gives back 50% of the other AED\s950 at this date: AED\s495 goes back to your card and the resort keeps AED\s475\.$/,
      ],
      [
        "ar",
        feeCheck,
        /يُعاد رسم درهم السياحة عن الليالي التي تتخلى عنها \([^)]*20[^)]*\) كاملاً، وتُرجع سياسة الإلغاء في هذا الموعد \u200e?50\u200e?%\u200e? من المبلغ الباقي \([^)]*950[^)]*\): .*495.* إلى بطاقتك، ويحتفظ المنتجع بمبلغ .*475/,
      ],
      [
        "en",
        lateCheck,
        /The Tourism Dirham fee of the nights you give up \(AED\s20\) comes back in full; this close to check-in the cancellation policy gives nothing back of the other AED\s950: AED\s20 goes back to your card and the resort keeps AED\s950\.$/,
      ],
      [
        "ar",
        lateCheck,
        /يُعاد رسم درهم السياحة عن الليالي التي تتخلى عنها \([^)]*20[^)]*\) كاملاً، أما المبلغ الباقي \([^)]*950[^)]*\) فلا تُرجع سياسة الإلغاء منه شيئاً/,
      ],
    ] as const)(
      "%s: a night given up gives its Tourism Dirham fee back in full, the percent on the rest, each named (decision 048)",
      async (language, data, words) => {
        await setLanguage(language);
        fakeApi({ check: () => json(200, { success: true, data }), quote });
        await checkTwoRooms();
        const money = screen.getByTestId("change-money").textContent ?? "";
        expect(money).toMatch(words);
        // Never "50% of AED 970: AED 495", a percent of the whole that does not add up.
        expect(money).not.toMatch(/of (that|the rest) at this date|من الباقي:/);
      },
    );
  });
});
