import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../i18n/i18n";
import {
  check,
  day,
  fakeApi,
  ID,
  json,
  QUOTE,
  renderChange,
  restoreFetchAndLanguage,
} from "./change-booking.test-helpers";

describe("change booking: what the change makes of the stay, and the VAT of what moves (decision 049)", () => {
  afterEach(restoreFetchAndLanguage);

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
