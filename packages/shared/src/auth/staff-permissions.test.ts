import { describe, expect, it } from "vitest";
import {
  can,
  rolesManagedBy,
  STAFF_ACTIONS,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  type StaffAction,
} from "./staff-permissions";

const actionsOf = (role: (typeof STAFF_ROLES)[number]) =>
  STAFF_ACTIONS.filter((action) => can(role, action));

/** The words about each role (decision 054), held against the table. */
describe("the permission table", () => {
  it("gives the front desk its desk and bookings, but not rates, promo codes, tax, reports, exports or staff", () => {
    const desk = actionsOf("front_desk");
    for (const action of [
      "today.read",
      "front-desk.run",
      "bookings.read",
      "bookings.notes",
    ] satisfies StaffAction[])
      expect(desk).toContain(action);
    for (const action of [
      "rates.manage",
      "promo-codes.manage",
      "tax-settings.manage",
      "reports.read",
      "bookings.export",
      "staff.read",
      "staff.manage",
    ] satisfies StaffAction[])
      expect(desk).not.toContain(action);
  });

  it("gives revenue rates, promo codes, reports, channels and the waiting list, but not the desk, refunds or staff", () => {
    const revenue = actionsOf("revenue");
    expect(revenue).toEqual(
      expect.arrayContaining([
        "rates.manage",
        "promo-codes.manage",
        "reports.read",
        "channels.manage",
        "waiting-list.read",
      ]),
    );
    for (const action of [
      "today.read",
      "front-desk.run",
      "bookings.refund",
      "staff.read",
      "staff.manage",
    ] satisfies StaffAction[])
      expect(revenue).not.toContain(action);
  });

  it("lets the accountant read reports, bookings and documents and export, and change nothing", () => {
    expect(actionsOf("accountant").sort()).toEqual(
      [
        "audit-log.read",
        "bookings.export",
        "bookings.read",
        "reports.read",
        // The day's money at the desk, read only (decision 055).
        "reports.cash",
        "tax-settings.read",
      ].sort(),
    );
  });

  it("gives the manager everything but the owner's own actions, and the owner everything", () => {
    const ownerOnly = ["tax-settings.manage", "staff.manage-senior", "staff.reset-two-factor"];
    expect(actionsOf("manager").sort()).toEqual(
      STAFF_ACTIONS.filter((action) => !ownerOnly.includes(action)).sort(),
    );
    expect(actionsOf("owner")).toEqual(STAFF_ACTIONS);
    for (const action of ownerOnly)
      expect(STAFF_PERMISSIONS[action as StaffAction]).toEqual(["owner"]);
  });

  it("gives a guest, or no account, nothing", () => {
    for (const action of STAFF_ACTIONS) {
      expect(can("guest", action)).toBe(false);
      expect(can(null, action)).toBe(false);
    }
  });

  it("lets only an owner give or change the roles of owners and managers", () => {
    expect(rolesManagedBy("owner")).toEqual([...STAFF_ROLES]);
    expect(rolesManagedBy("manager")).toEqual(["front_desk", "revenue", "accountant"]);
    for (const role of ["front_desk", "revenue", "accountant", "guest"] as const)
      expect(rolesManagedBy(role)).toEqual([]);
  });
});
