import { describe, expect, it } from "vitest";
import {
  cancellationTerms,
  checkInInstant,
  DEFAULT_CANCELLATION_POLICY,
  refundWithFeeOf,
} from "./cancellation-policy";

const CHECK_IN = "2026-12-20";
// 14:00 in Dubai (UTC+4) is 10:00 UTC.
const CHECK_IN_AT = Date.parse("2026-12-20T10:00:00Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (msBeforeCheckIn: number) => new Date(CHECK_IN_AT - msBeforeCheckIn);
const terms = (now: Date, paidMinor = 123_45) =>
  cancellationTerms({ checkIn: CHECK_IN, paidMinor }, now);

describe("[CANCELLATION] the default policy: full up to 7 days, 50% up to 48 hours, none after", () => {
  it("takes check-in as 14:00 Dubai time on the check-in day", () => {
    expect(checkInInstant(CHECK_IN).toISOString()).toBe("2026-12-20T10:00:00.000Z");
  });

  it.each([
    ["30 days before", at(30 * DAY), "full", 100, 123_45],
    ["exactly 7 days before", at(7 * DAY), "full", 100, 123_45],
    ["7 days less a minute before", at(7 * DAY - MINUTE), "partial", 50, 61_72],
    ["exactly 48 hours before", at(48 * HOUR), "partial", 50, 61_72],
    ["48 hours less a minute before", at(48 * HOUR - MINUTE), "none", 0, 0],
    ["a minute before check-in", at(MINUTE), "none", 0, 0],
  ] as const)("%s: %s refund", (_label, now, tier, percent, refund) => {
    const result = terms(now);
    expect(result).toMatchObject({ isCancellable: true, tier, refundPercent: percent });
    expect(result.refundMinor).toBe(refund);
  });

  it.each([
    ["at check-in", at(0)],
    ["after check-in", at(-3 * HOUR)],
  ])("cannot be cancelled %s", (_label, now) => {
    expect(terms(now)).toMatchObject({ isCancellable: false, refundPercent: 0, refundMinor: 0 });
  });

  it("names the deadlines: 7 days and 48 hours before check-in", () => {
    const result = terms(at(30 * DAY));
    expect(result.fullRefundUntil.toISOString()).toBe("2026-12-13T10:00:00.000Z");
    expect(result.partialRefundUntil.toISOString()).toBe("2026-12-18T10:00:00.000Z");
    expect(result.checkInAt.toISOString()).toBe("2026-12-20T10:00:00.000Z");
  });

  it("rounds a partial refund down to the fil, never above the share", () => {
    expect(terms(at(3 * DAY), 1).refundMinor).toBe(0);
    expect(terms(at(3 * DAY), 3).refundMinor).toBe(1);
    expect(terms(at(3 * DAY), 0).refundMinor).toBe(0);
  });

  it("follows a configured policy", () => {
    const policy = { fullRefundDays: 14, partialRefundHours: 72, partialRefundPercent: 25 };
    const paid = { checkIn: CHECK_IN, paidMinor: 1000_00 };
    expect(cancellationTerms(paid, at(14 * DAY), policy).refundMinor).toBe(1000_00);
    expect(cancellationTerms(paid, at(14 * DAY - MINUTE), policy).refundMinor).toBe(250_00);
    expect(cancellationTerms(paid, at(72 * HOUR), policy).refundMinor).toBe(250_00);
    expect(cancellationTerms(paid, at(72 * HOUR - MINUTE), policy).refundMinor).toBe(0);
    expect(DEFAULT_CANCELLATION_POLICY).toEqual({
      fullRefundDays: 7,
      partialRefundHours: 48,
      partialRefundPercent: 50,
    });
  });
});

describe("[CANCELLATION] the Tourism Dirham fee of nights never stayed comes back in full (decision 048)", () => {
  // Two master nights at 950 with a fee of 20 a night: 1,900 + 40 = 1,940 paid.
  const stay = { checkIn: CHECK_IN, paidMinor: 1940_00, tourismFeeMinor: 40_00 };

  it("in the 50% window: 950 of the stay and the whole fee, 990 (not 970)", () => {
    const result = cancellationTerms(stay, at(3 * DAY));
    expect(result).toMatchObject({ tier: "partial", refundPercent: 50 });
    expect(result.refundMinor).toBe(990_00);
    expect(result.tourismFeeRefundMinor).toBe(40_00);
  });

  it("after the partial window: the fee still comes back; in full: everything", () => {
    expect(cancellationTerms(stay, at(HOUR)).refundMinor).toBe(40_00);
    expect(cancellationTerms(stay, at(30 * DAY)).refundMinor).toBe(1940_00);
  });

  it("from check-in on nothing is cancelled and nothing comes back", () => {
    expect(cancellationTerms(stay, at(0)).refundMinor).toBe(0);
  });

  it("never gives back more than is paid, and a percent of the rest rounds down", () => {
    expect(refundWithFeeOf(30_00, 50, 40_00)).toEqual({
      refundMinor: 30_00,
      tourismFeeRefundMinor: 30_00,
    });
    expect(refundWithFeeOf(40_03, 50, 40_00).refundMinor).toBe(40_01);
  });
});
