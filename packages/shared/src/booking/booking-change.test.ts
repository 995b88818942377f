import { describe, expect, it } from "vitest";
import { changeMoney, spreadRefund } from "./booking-change";
import { DEFAULT_CANCELLATION_POLICY } from "./cancellation-policy";

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
