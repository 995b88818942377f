import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  cancellationPreviewResponseSchema,
  guestCancelInputSchema,
  staffCancelInputSchema,
} from "../booking/cancellation-api";
import {
  adminParkingResponseSchema,
  closureInputSchema,
  closureListResponseSchema,
  closureMessages,
  inventoryResponseSchema,
  updateParkingInputSchema,
} from "../catalogue/inventory-admin-schemas";
import {
  adminBookingDetailResponseSchema,
  adminBookingsQuerySchema,
  adminBookingsResponseSchema,
} from "./admin-bookings";
import { adminTodayResponseSchema } from "./admin-today";
import { auditLogQuerySchema, auditLogResponseSchema } from "./audit-log";

/**
 * The console's and the guest cancellation's API shapes: what the server sends is read whole and
 * exactly (no field dropped, none of another type), and what staff send is refused in words.
 */

/** Every path to a leaf of a sample, with its value. */
function leaves(value: unknown, path: (string | number)[] = []): [(string | number)[], unknown][] {
  if (value === null || typeof value !== "object") return [[path, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

function withLeaf(sample: unknown, path: (string | number)[], leaf: unknown): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1) as string | number] = leaf;
  return copy;
}

/** Reads the sample as it is, and refuses it with any one leaf of another type or missing. */
function expectExactShape(
  schema: z.ZodType,
  sample: unknown,
  { allowsAnyAt = [] as string[] } = {},
) {
  expect(schema.parse(sample)).toEqual(sample);
  for (const [path, value] of leaves(sample)) {
    const name = path.join(".");
    if (allowsAnyAt.some((prefix) => name.startsWith(prefix))) continue;
    const wrong =
      typeof value === "string"
        ? 12
        : typeof value === "number"
          ? "12"
          : typeof value === "boolean"
            ? "yes"
            : 12;
    expect(
      schema.safeParse(withLeaf(sample, path, wrong)).success,
      `${name} as ${typeof wrong}`,
    ).toBe(false);
  }
}

const guest = { id: "u1", name: "Amal Saeed", email: "amal@example.com" };
const summary = {
  id: "b1",
  serviceType: "room",
  bookingType: "single",
  roomType: "master",
  checkIn: "2027-01-10",
  checkOut: "2027-01-12",
  nights: 2,
  quantity: 1,
  guests: 2,
  status: "confirmed",
  paymentStatus: "completed",
  totalAmount: 1900,
  chargedAmount: 1900,
  refundedAmount: 0,
  createdAt: "2026-12-01T10:00:00.000Z",
  guest,
  // Where it came from and who took it (decision 055): the website's own.
  source: "website",
  takenBy: null,
};

describe("[ADMIN] booking list and detail", () => {
  it("reads the list with its page and totals exactly", () => {
    expectExactShape(adminBookingsResponseSchema, {
      success: true,
      data: {
        bookings: [summary, { ...summary, id: "b2", bookingType: "package", roomType: null }],
        page: 1,
        pageSize: 20,
        pageCount: 1,
        totals: { count: 2, confirmedAmount: 1900, pendingAmount: 1900, refundedAmount: 0 },
      },
    });
  });

  it("reads a booking's detail: prices per service and every money movement, by whom", () => {
    const detail = {
      ...summary,
      phone: "+971501234567",
      specialRequests: "A cot, please",
      arrivalTime: "16:30",
      isPrivateBooking: false,
      policyShown: null,
      cancelledAt: "2026-12-02T10:00:00.000Z",
      cancelledBy: "staff",
      paidAmount: 1900,
      // Sales at the desk (decision 055): none here, a website booking paid in full.
      agentReference: null,
      paid: 1900,
      balanceDue: 0,
      paymentLink: null,
      priceLines: [{ service: "room:master", quantity: 1, perNight: 950, amount: 1900 }],
      discount: null,
      extras: [],
      desk: {
        canCheckIn: false,
        canCheckOut: true,
        canMarkNoShow: false,
        undo: "check-in",
        earlyCheckOut: { fromNight: "2026-12-02", tourismFeeRefundAmount: 20 },
      },
      payments: (["guest", "staff", "system"] as const).map((actor, index) => ({
        id: `p${index}`,
        kind: (["authorised", "captured", "released", "refunded"] as const)[index],
        amount: 1900,
        actor,
        actorEmail: actor === "staff" ? "omar@example.com" : null,
        createdAt: "2026-12-01T10:00:00.000Z",
      })),
    };
    expectExactShape(adminBookingDetailResponseSchema, { success: true, data: detail });
    for (const cancelledBy of ["guest", "system", null]) {
      expect(
        adminBookingDetailResponseSchema.safeParse({
          success: true,
          data: { ...detail, cancelledBy },
        }).success,
      ).toBe(true);
    }
    const refunded = { ...detail.payments[0], kind: "refunded" };
    expect(
      adminBookingDetailResponseSchema.parse({
        success: true,
        data: { ...detail, payments: [refunded] },
      }).data.payments[0]?.kind,
    ).toBe("refunded");
  });

  it("reads the list's filters, empty ones as absent, with defaults", () => {
    expect(adminBookingsQuerySchema.parse({ status: "", service: "", search: "" })).toEqual({
      sort: "created",
      order: "desc",
      page: 1,
      pageSize: 20,
    });
    expect(
      adminBookingsQuerySchema.parse({
        status: "pending",
        service: "camp",
        from: "2027-01-01",
        to: "2027-01-01",
        search: "  amal ",
        sort: "total",
        order: "asc",
        page: "3",
        pageSize: "100",
      }),
    ).toEqual({
      status: "pending",
      service: "camp",
      from: "2027-01-01",
      to: "2027-01-01",
      search: "amal",
      sort: "total",
      order: "asc",
      page: 3,
      pageSize: 100,
    });
    const messages = (query: object) =>
      adminBookingsQuerySchema.safeParse(query).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ from: "2027-02-01", to: "2027-01-31" })).toEqual([
      "The end date must not be before the start date",
    ]);
    expect(messages({ from: "01/02/2027" })).toEqual(["Use a date as YYYY-MM-DD"]);
    expect(messages({ search: "x".repeat(101) })).toEqual(["Must be at most 100 characters"]);
    // PostgreSQL takes no NUL in text: control characters are refused before any query.
    expect(messages({ search: "amal\u0000" })).toEqual([
      "Use letters, numbers and punctuation only",
    ]);
    // A reference pasted from an Arabic email comes with bidi isolates: they are dropped.
    expect(adminBookingsQuerySchema.parse({ search: "\u2066DWE2-P3HX\u2069" }).search).toBe(
      "DWE2-P3HX",
    );
    for (const bad of [
      { page: "0" },
      { page: "100001" },
      { pageSize: "101" },
      { pageSize: "0" },
      { sort: "name" },
      { order: "up" },
    ]) {
      expect(adminBookingsQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(adminBookingsQuerySchema.parse({ from: "2027-01-01" })).toMatchObject({
      from: "2027-01-01",
    });
    expect(adminBookingsQuerySchema.parse({ to: "2027-01-01" })).toMatchObject({
      to: "2027-01-01",
    });
  });
});

describe("[ADMIN] today, and the audit log", () => {
  it("reads today's arrivals, departures and occupancy exactly", () => {
    const movement = {
      bookingId: "b1",
      guestName: "Amal",
      guestEmail: "amal@example.com",
      phone: null,
      specialRequests: "Late dinner",
      arrivalTime: null,
      serviceType: "package",
      status: "confirmed",
      checkIn: "2027-01-10",
      checkOut: "2027-01-12",
      guests: 2,
      units: [{ unit: "camp", quantity: 1 }],
      desk: { canCheckIn: true, canCheckOut: false, canMarkNoShow: false, undo: null },
      paidAmount: 900,
      balanceDue: 0,
      latestNote: {
        id: "n1",
        text: "Late arrival",
        authorName: "Omar",
        authorEmail: "omar@example.com",
        createdAt: "2027-01-10T10:00:00.000Z",
      },
    };
    expectExactShape(adminTodayResponseSchema, {
      success: true,
      data: {
        today: { date: "2027-01-10", arrivals: [movement], departures: [] },
        tomorrow: { date: "2027-01-11", arrivals: [], departures: [movement] },
        notArrived: [movement],
        occupancy: [
          {
            unit: "parking",
            nights: [
              {
                night: "2027-01-10",
                sold: 1,
                held: 0,
                pending: 2,
                closed: 0,
                channel: 3,
                channels: [{ name: "Airbnb", quantity: 3 }],
                total: 10,
              },
            ],
          },
        ],
      },
    });
  });

  it("reads the audit log's entries and filters", () => {
    expectExactShape(
      auditLogResponseSchema,
      {
        success: true,
        data: {
          entries: [
            {
              id: "a1",
              actorName: "Omar",
              actorEmail: "omar@example.com",
              action: "booking.confirm",
              entityType: "booking",
              entityId: "b1",
              before: { status: "pending" },
              after: { status: "confirmed" },
              details: { refundAmount: 10, reason: "Closed" },
              createdAt: "2027-01-10T10:00:00.000Z",
            },
          ],
          page: 1,
          pageCount: 1,
          total: 1,
          actions: ["booking.confirm"],
        },
      },
      { allowsAnyAt: ["data.entries.0.before", "data.entries.0.after"] },
    );
    expect(
      auditLogQuerySchema.parse({
        action: " booking ",
        actor: "",
        from: "2027-01-01",
        to: "2027-01-02",
        page: "2",
      }),
    ).toEqual({
      action: "booking",
      from: "2027-01-01",
      to: "2027-01-02",
      page: 2,
    });
    expect(auditLogQuerySchema.parse({})).toEqual({ page: 1 });
    expect(auditLogQuerySchema.parse({ actor: " omar " })).toEqual({ actor: "omar", page: 1 });
    for (const bad of [
      { from: "2027-1-1" },
      { to: "x" },
      { page: "0" },
      { page: "100001" },
      { action: "a".repeat(101) },
      { actor: "a".repeat(255) },
    ]) {
      expect(auditLogQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(auditLogQuerySchema.safeParse({ from: "bad" }).error?.issues[0]?.message).toBe(
      "Use a date as YYYY-MM-DD",
    );
  });
});

describe("[ADMIN] inventory and closures", () => {
  const parking = {
    id: "p1",
    title: "Caravan parking",
    titleAr: "مواقف",
    subtitle: "Flat pitches",
    subtitleAr: "مواقف مستوية",
    description: "Power and water.",
    descriptionAr: "كهرباء وماء.",
    dimension: { width: 5, length: 12 },
    pricing: { weekday: 150, weekend: 200 },
    totalSlots: 10,
    facilities: ["Power"],
    facilitiesAr: ["كهرباء"],
  };

  it("reads the inventory with both languages exactly", () => {
    expectExactShape(inventoryResponseSchema, {
      success: true,
      data: {
        rooms: [
          {
            id: "r1",
            roomType: "master",
            title: "Master",
            titleAr: "رئيسية",
            pricing: 950,
            totalRooms: 6,
            capacity: 3,
            facilities: ["Bath"],
            facilitiesAr: ["حمام"],
          },
        ],
        camps: [
          {
            id: "c1",
            title: "Tent",
            titleAr: "خيمة",
            pricing: 450,
            totalCamps: 20,
            maxGuests: 4,
            facilities: ["Rug"],
            facilitiesAr: ["سجادة"],
          },
        ],
        parking,
      },
    });
    expect(
      inventoryResponseSchema.safeParse({
        success: true,
        data: { rooms: [], camps: [], parking: null },
      }).success,
    ).toBe(true);
    expectExactShape(adminParkingResponseSchema, { success: true, parking });
  });

  it("takes a parking update in part, and refuses bad sizes and slots in words", () => {
    expect(updateParkingInputSchema.parse({ totalSlots: 12 })).toEqual({ totalSlots: 12 });
    const messages = (input: object) =>
      updateParkingInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ dimension: { width: 0, length: 101 } })).toEqual([
      "Must be at least 1 metre",
      "Must be at most 100 metres",
    ]);
    expect(messages({ dimension: { width: "5", length: 5 } })).toEqual(["Must be a number"]);
    expect(messages({ totalSlots: "3" })).toEqual(["Total slots must be a number"]);
    expect(messages({ totalSlots: 1.5 })).toEqual(["Total slots must be a whole number"]);
    expect(messages({ totalSlots: -1 })).toEqual(["Total slots cannot be negative"]);
    expect(messages({ totalSlots: 10_001 })).toEqual(["Total slots is too high"]);
    expect(messages({ title: "" })).toEqual(["Title is required"]);
    expect(messages({ titleAr: "" })).toEqual(["Arabic title is required"]);
    for (const bad of [
      { title: "x".repeat(121) },
      { titleAr: "x".repeat(121) },
      { subtitle: "x".repeat(201) },
      { subtitleAr: "x".repeat(201) },
      { description: "x".repeat(2001) },
      { descriptionAr: "x".repeat(2001) },
      { facilities: Array.from({ length: 31 }, () => "Power") },
      { facilitiesAr: [""] },
      { facilities: ["x".repeat(201)] },
      { pricing: { weekday: -1, weekend: 1 } },
    ]) {
      expect(
        updateParkingInputSchema.safeParse(bad).success,
        JSON.stringify(bad).slice(0, 40),
      ).toBe(false);
    }
    expect(
      updateParkingInputSchema.parse({
        facilities: ["x".repeat(200)],
        subtitle: "",
        description: "a\nb",
      }),
    ).toMatchObject({ description: "a\nb" });
  });

  it("takes a closure of whole nights, and says what is wrong with one", () => {
    const closure = {
      unitKey: "camp",
      from: "2027-01-10",
      to: "2027-01-12",
      quantity: 2,
      reason: "Repairs",
    };
    expect(closureInputSchema.parse(closure)).toEqual(closure);
    const messages = (input: object) =>
      closureInputSchema
        .safeParse({ ...closure, ...input })
        .error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ unitKey: "tent" })).toEqual([closureMessages.unitRequired]);
    expect(messages({ from: " " })).toEqual([closureMessages.fromRequired]);
    expect(messages({ to: undefined })).toEqual([closureMessages.toRequired]);
    expect(messages({ from: "10/01/2027" })).toEqual([closureMessages.dateFormat]);
    expect(messages({ to: "2027-01-10" })).toEqual([closureMessages.toAfterFrom]);
    expect(messages({ to: "2028-01-12" })).toEqual([closureMessages.tooLong]);
    expect(messages({ to: "2028-01-11" })).toEqual([]);
    expect(messages({ quantity: 0 })).toEqual([closureMessages.quantityMin]);
    expect(messages({ quantity: 1.5 })).toEqual([closureMessages.quantityMin]);
    expect(messages({ quantity: "2" })).toEqual([closureMessages.quantityMin]);
    expect(messages({ quantity: 10_001 })).toHaveLength(1);
    expect(messages({ reason: "" })).toEqual([closureMessages.reasonRequired]);
    expect(messages({ reason: "x".repeat(201) })).toHaveLength(1);
    expect(closureMessages.tooLong).toBe("Close at most 366 nights at a time");

    const listed = {
      id: "c1",
      unitKey: "room:kids",
      from: "2027-01-10",
      to: "2027-01-12",
      quantity: 1,
      reason: "Repairs",
      createdAt: "2027-01-01T10:00:00.000Z",
      createdByEmail: "omar@example.com",
      reopenedAt: null,
    };
    expectExactShape(closureListResponseSchema, { success: true, data: [listed] });
  });
});

describe("[CANCEL] the guest's cancellation shapes", () => {
  it("reads the preview exactly, every tier", () => {
    const preview = {
      bookingId: "b1",
      isCancellable: true,
      isWithdrawable: false,
      tier: "partial",
      refundPercent: 50,
      refundAmount: 950,
      paidAmount: 1900,
      deadline: "2027-01-08T10:00:00.000Z",
      fullRefundUntil: "2027-01-03T10:00:00.000Z",
      partialRefundUntil: "2027-01-08T10:00:00.000Z",
      checkInAt: "2027-01-10T10:00:00.000Z",
      policy: { fullRefundDays: 7, partialRefundHours: 48, partialRefundPercent: 50 },
    };
    expectExactShape(cancellationPreviewResponseSchema, { success: true, data: preview });
    for (const tier of ["full", "none"]) {
      expect(
        cancellationPreviewResponseSchema.parse({ success: true, data: { ...preview, tier } }).data
          .tier,
      ).toBe(tier);
    }
  });

  it("takes amounts in AED with at most two decimals, within bounds, in words", () => {
    const messages = (value: unknown) =>
      guestCancelInputSchema
        .safeParse({ expectedRefundAmount: value })
        .error?.issues.map((issue) => issue.message) ?? [];
    expect(guestCancelInputSchema.parse({ expectedRefundAmount: 950.25 })).toEqual({
      expectedRefundAmount: 950.25,
    });
    expect(messages(0)).toEqual([]);
    expect(messages(10_000_000)).toEqual([]);
    expect(messages("950")).toEqual(["Enter an amount in AED"]);
    expect(messages(-0.01)).toEqual(["The amount cannot be negative"]);
    expect(messages(10_000_000.01)).toEqual(["The amount is too large"]);
    expect(messages(1.005)).toEqual(["Use at most two decimals"]);
    expect(staffCancelInputSchema.parse(undefined)).toBeUndefined();
    expect(staffCancelInputSchema.parse(null)).toBeNull();
    expect(staffCancelInputSchema.parse({})).toEqual({});
    expect(staffCancelInputSchema.parse({ refundAmount: 10 })).toEqual({ refundAmount: 10 });
    expect(staffCancelInputSchema.safeParse({ refundAmount: -1 }).success).toBe(false);
  });
});
