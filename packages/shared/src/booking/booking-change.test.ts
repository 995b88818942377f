import { describe, expect, it } from "vitest";
import { changeInvoiceLinesOf } from "../tax/tax-documents";
import { vatIncludedIn } from "../tax/tax-terms";
import { changeMoney, changePaymentTax, spreadRefund } from "./booking-change";
import { DEFAULT_CANCELLATION_POLICY } from "./cancellation-policy";
import { stayPolicyTermsOf } from "./policy-shown";
import type { PriceLine } from "./pricing";

const checkIn = "2027-03-20";
// 14:00 Dubai on check-in is 10:00Z.
const at = (iso: string) => new Date(iso);

describe("changeMoney", () => {
  it("a dearer stay: the guest pays the difference, nothing is refunded", () => {
    expect(
      changeMoney(
        { currentTotalMinor: 50_000, newTotalMinor: 80_000, checkIn },
        at("2027-03-01T00:00:00Z"),
        DEFAULT_CANCELLATION_POLICY,
      ),
    ).toEqual({
      differenceMinor: 30_000,
      toPayMinor: 30_000,
      givenUpMinor: 0,
      refundMinor: 0,
      keptMinor: 0,
      refundPercent: 100,
      tier: "full",
      feeBackMinor: 0,
      restMinor: 0,
    });
  });

  it("a change giving up nights with a fee: the fee back in full, the percent of the rest (decision 048)", () => {
    // 3 nights at 950 with a 20 AED fee cut to 2, in the 50% window: 970 given up, 20 + 475 back.
    const partial = changeMoney(
      {
        currentTotalMinor: 2910_00,
        newTotalMinor: 1940_00,
        checkIn,
        tourismFeeGivenUpMinor: 20_00,
      },
      at(new Date(Date.parse(`${checkIn}T10:00:00Z`) - 72 * 3600_000).toISOString()),
      DEFAULT_CANCELLATION_POLICY,
    );
    expect(partial).toMatchObject({
      givenUpMinor: 970_00,
      feeBackMinor: 20_00,
      restMinor: 950_00,
      refundPercent: 50,
      refundMinor: 495_00,
      keptMinor: 475_00,
    });
    // Close to check-in only the fee comes back.
    const late = changeMoney(
      {
        currentTotalMinor: 2910_00,
        newTotalMinor: 1940_00,
        checkIn,
        tourismFeeGivenUpMinor: 20_00,
      },
      at(new Date(Date.parse(`${checkIn}T10:00:00Z`) - 24 * 3600_000).toISOString()),
      DEFAULT_CANCELLATION_POLICY,
    );
    expect(late).toMatchObject({
      feeBackMinor: 20_00,
      restMinor: 950_00,
      refundPercent: 0,
      refundMinor: 20_00,
    });
  });

  it("a cheaper stay long before check-in: the part given up comes back in full", () => {
    expect(
      changeMoney(
        { currentTotalMinor: 80_000, newTotalMinor: 50_000, checkIn },
        at("2027-03-13T10:00:00Z"),
        DEFAULT_CANCELLATION_POLICY,
      ),
    ).toMatchObject({ differenceMinor: -30_000, toPayMinor: 0, refundMinor: 30_000, keptMinor: 0 });
  });

  it("within the partial tier: half the part given up, rounded down to the fil; the resort keeps the rest", () => {
    expect(
      changeMoney(
        { currentTotalMinor: 80_001, newTotalMinor: 50_000, checkIn },
        at("2027-03-13T10:00:01Z"),
        DEFAULT_CANCELLATION_POLICY,
      ),
    ).toMatchObject({
      givenUpMinor: 30_001,
      refundMinor: 15_000,
      keptMinor: 15_001,
      refundPercent: 50,
      tier: "partial",
    });
  });

  it("within 48 hours: nothing back; the same price: nothing either way", () => {
    expect(
      changeMoney(
        { currentTotalMinor: 80_000, newTotalMinor: 50_000, checkIn },
        at("2027-03-18T10:00:01Z"),
        DEFAULT_CANCELLATION_POLICY,
      ),
    ).toMatchObject({ refundMinor: 0, keptMinor: 30_000, tier: "none" });
    expect(
      changeMoney(
        { currentTotalMinor: 50_000, newTotalMinor: 50_000, checkIn },
        at("2027-03-18T10:00:01Z"),
        DEFAULT_CANCELLATION_POLICY,
      ),
    ).toMatchObject({ differenceMinor: 0, toPayMinor: 0, refundMinor: 0, keptMinor: 0 });
  });
});

describe("spreadRefund", () => {
  const payments = [
    { id: "b", chargedMinor: 20_000 },
    { id: "a", chargedMinor: 50_000 },
  ];
  it("fills the payments in order, never more than each took", () => {
    expect(spreadRefund(payments, 25_000)).toEqual([
      { id: "b", refundMinor: 20_000 },
      { id: "a", refundMinor: 5_000 },
    ]);
    expect(spreadRefund(payments, 90_000)).toEqual([
      { id: "b", refundMinor: 20_000 },
      { id: "a", refundMinor: 50_000 },
    ]);
    expect(spreadRefund(payments, 0)).toEqual([
      { id: "b", refundMinor: 0 },
      { id: "a", refundMinor: 0 },
    ]);
  });
  it("a larger refund never asks a payment for less than a smaller one did", () => {
    for (let small = 0; small <= 70_000; small += 7_000) {
      const before = spreadRefund(payments, small);
      const after = spreadRefund(payments, small + 3_000);
      for (const [i, share] of after.entries()) {
        expect(share.refundMinor).toBeGreaterThanOrEqual(before[i]?.refundMinor ?? 0);
      }
    }
  });
});

describe("changePaymentTax (decision 049)", () => {
  const stay = (amount: number): PriceLine => ({
    service: "room:master",
    quantity: 2,
    perNight: amount / 5,
    amount,
  });
  const fee = (amount: number): PriceLine => ({
    kind: "tourism_fee",
    service: "tourism_fee",
    amount,
    nights: [],
  });

  it("states the VAT of the difference paid, not of the new total: AED 6,615 holds 315", () => {
    const tax = changePaymentTax(661_500, { before: [stay(190_000)], after: [stay(851_500)] }, 500);
    expect(tax).toEqual({ vatMinor: 31_500, tourismFeeMinor: 0 });
    // The new total's VAT (what the screen showed under the payment before) is another figure.
    expect(vatIncludedIn(851_500, 500)).toBe(40_548);
  });

  it("keeps the fee the change adds out of VAT, as the change's invoice does", () => {
    const lines = {
      before: [stay(190_000), fee(4_000)],
      after: [stay(380_000), fee(8_000)],
    };
    const tax = changePaymentTax(194_000, lines, 500);
    expect(tax).toEqual({ vatMinor: vatIncludedIn(190_000, 500), tourismFeeMinor: 4_000 });
    expect(tax.vatMinor).toBe(
      changeInvoiceLinesOf(194_000, 4_000, 500, { checkIn: "", checkOut: "" }).totals.vat,
    );
  });

  it("is nothing when nothing is paid", () => {
    expect(changePaymentTax(0, { before: [], after: [] }, 500)).toEqual({
      vatMinor: 0,
      tourismFeeMinor: 0,
    });
  });
});

describe("stayPolicyTermsOf for a changed stay (decision 049)", () => {
  it("names the stay's own check-in when the deadlines count from an earlier one", () => {
    const terms = stayPolicyTermsOf({
      checkIn: "2026-12-08",
      totalMinor: 661_500,
      stayCheckIn: "2026-12-09",
    });
    expect(terms.checkInAt).toBe("2026-12-08T10:00:00.000Z");
    expect(terms.stayCheckIn).toBe("2026-12-09");
    expect(
      stayPolicyTermsOf({ checkIn: "2026-12-09", totalMinor: 1, stayCheckIn: "2026-12-09" }),
    ).not.toHaveProperty("stayCheckIn");
  });
});

describe("changeMoney: the Tourism Dirham fee of a night given up comes back in full (decision 048)", () => {
  // Check-in 2026-12-20 at 14:00 Dubai; 3 days before is the 50% window.
  const now = new Date(Date.parse("2026-12-20T10:00:00Z") - 3 * 24 * 3_600_000);
  it("3 master nights at 950 + 20 cut to 2: 970 given up, 20 + 475 back", () => {
    const money = changeMoney(
      {
        currentTotalMinor: 2910_00,
        newTotalMinor: 1940_00,
        checkIn: "2026-12-20",
        tourismFeeGivenUpMinor: 20_00,
      },
      now,
      DEFAULT_CANCELLATION_POLICY,
    );
    expect(money).toMatchObject({ givenUpMinor: 970_00, refundMinor: 495_00, keptMinor: 475_00 });
  });
  it("a fee that grows gives nothing back of it", () => {
    const money = changeMoney(
      {
        currentTotalMinor: 2000_00,
        newTotalMinor: 1000_00,
        checkIn: "2026-12-20",
        tourismFeeGivenUpMinor: -20_00,
      },
      now,
      DEFAULT_CANCELLATION_POLICY,
    );
    expect(money.refundMinor).toBe(500_00);
  });
});
