import { z } from "zod";
import { plainText } from "../api/text-field";
import { appliedDiscountSchema, nightAmountSchema, UNIT_KEYS } from "../booking/booking-api";
import { BOOKING_STATUSES, PAYMENT_STATUSES, SERVICE_TYPES } from "../booking/booking-limits";
import { policyShownSchema } from "../booking/policy-shown";
import { isIsoDate } from "../dates/stay-dates";
import { BOOKING_SOURCES, paymentLinkSummarySchema } from "../desk-sales/desk-sales";
import { deskSalesMessages } from "../desk-sales/desk-sales-messages";
import { bookedExtraSchema } from "../extras/extras-schemas";
import { deskStateSchema } from "./front-desk";

/** Shapes of the operator console's booking calls (GET /api/admin/bookings, /:id). Amounts in AED. */

/** A query parameter left empty in a form (`status=`) means "any", as if it were absent. */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const isoDateParam = z.string().refine(isIsoDate, "Use a date as YYYY-MM-DD");

export const ADMIN_BOOKING_SORTS = ["checkIn", "created", "total", "status"] as const;
export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number];
export const ADMIN_BOOKINGS_MAX_PAGE_SIZE = 100;

export const adminBookingsQuerySchema = z
  .object({
    status: optionalParam(z.enum(BOOKING_STATUSES)),
    service: optionalParam(z.enum(SERVICE_TYPES)),
    /** Stays that have at least one night in [from, to] (both days included). */
    from: optionalParam(isoDateParam),
    to: optionalParam(isoDateParam),
    /**
     * Part of the guest's name or email, any case, or a booking's reference or id as staff type it
     * (booking/booking-reference.ts). Control characters are refused: PostgreSQL takes no NUL.
     */
    search: optionalParam(plainText().max(100)),
    /** Where the booking came from: the website, or one of staff's channels (decision 055). */
    source: optionalParam(z.enum(BOOKING_SOURCES, { error: deskSalesMessages.listSourceInvalid })),
    /** The staff account that took the booking (GET /api/admin/bookings/takers lists them). */
    takenBy: optionalParam(z.uuid(deskSalesMessages.listTakerInvalid)),
    sort: optionalParam(z.enum(ADMIN_BOOKING_SORTS)).default("created"),
    order: optionalParam(z.enum(["asc", "desc"])).default("desc"),
    page: optionalParam(z.coerce.number().int().min(1).max(100_000)).default(1),
    pageSize: optionalParam(
      z.coerce.number().int().min(1).max(ADMIN_BOOKINGS_MAX_PAGE_SIZE),
    ).default(20),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "The end date must not be before the start date",
    path: ["to"],
  });
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;
/** The query as a client builds it: every field optional, empty ones left out. */
export type AdminBookingsFilter = {
  [Key in keyof AdminBookingsQuery]?: AdminBookingsQuery[Key] | undefined;
};

export const adminBookingGuestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});

export const adminBookingSummarySchema = z.object({
  id: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  bookingType: z.enum(["single", "package"]),
  roomType: z.enum(["master", "kids"]).nullable(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  quantity: z.number().int(),
  guests: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  totalAmount: z.number(),
  /** What the card was charged (captured): 0 while only authorised or once released. */
  chargedAmount: z.number(),
  refundedAmount: z.number(),
  createdAt: z.string(),
  guest: adminBookingGuestSchema,
  /** Where the booking came from (decision 055): `website` for the guest's own. */
  source: z.enum(BOOKING_SOURCES),
  /** The email of the staff member who took it at the desk; null for the guest's own. */
  takenBy: z.string().nullable(),
});
export type AdminBookingSummary = z.infer<typeof adminBookingSummarySchema>;

export const adminBookingsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    bookings: z.array(adminBookingSummarySchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
    /** Over every booking the filter matches, not only this page. */
    totals: z.object({
      /** Bookings of every status. */
      count: z.number().int(),
      /** The price of the stays that keep their money (confirmed, checked in, completed, no-show). */
      confirmedAmount: z.number(),
      /** The price of requests awaiting staff's decision (authorised on the card, not charged). */
      pendingAmount: z.number(),
      /** Money given back, from any booking (cancelled ones keep the rest of their price). */
      refundedAmount: z.number(),
    }),
  }),
});
export type AdminBookingsResponse = z.infer<typeof adminBookingsResponseSchema>;

/** GET /api/admin/bookings/takers: everyone who took at least one booking, for the list's filter. */
export const adminBookingTakerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type AdminBookingTaker = z.infer<typeof adminBookingTakerSchema>;
export const adminBookingTakersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminBookingTakerSchema),
});

export const BOOKING_PAYMENT_KINDS = ["authorised", "captured", "released", "refunded"] as const;

/**
 * What the guest told us for a stay: the phone to reach them on (E.164; the one given with the
 * booking, else their account's), their special requests and expected arrival time (HH:MM).
 */
export const guestContactShape = {
  phone: z.string().nullable(),
  specialRequests: z.string().nullable(),
  arrivalTime: z.string().nullable(),
};

export const adminBookingDetailSchema = adminBookingSummarySchema.extend({
  ...guestContactShape,
  isPrivateBooking: z.boolean(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.enum(["guest", "staff", "system"]).nullable(),
  /** Money the resort holds for this booking now (captured, less refunds): the most a refund can be. */
  paidAmount: z.number(),
  /**
   * The Tourism Dirham fee a cancellation or a no-show gives back in full on top of the refund staff
   * choose (no night was stayed; decision 048), AED; absent without one.
   */
  tourismFeeRefundAmount: z.number().optional(),
  /** What the desk may do now (decision 022), as on Today: the detail offers the same actions. */
  desk: deskStateSchema,
  priceLines: z.array(
    z.object({
      service: z.enum(UNIT_KEYS),
      quantity: z.number().int(),
      perNight: z.number(),
      amount: z.number(),
      /** Each night of the line as sold (decision 025). */
      nightly: z.array(nightAmountSchema).optional(),
    }),
  ),
  /** The promo code's discount as sold (decision 026); null without one. */
  discount: appliedDiscountSchema.nullable().default(null),
  /** The activities added to the stay, as sold. */
  extras: z.array(bookedExtraSchema).default([]),
  /** What happened to the money, oldest first. */
  payments: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(BOOKING_PAYMENT_KINDS),
      amount: z.number(),
      actor: z.enum(["guest", "staff", "system"]),
      actorEmail: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** The cancellation policy the payment page showed before the card (decision 031); null before it was recorded. */
  policyShown: policyShownSchema.nullable().default(null),
  /** The travel agent's own reference, for a booking an agent sent (decision 055). */
  agentReference: z.string().nullable(),
  /** Money taken so far, by card online or at the desk (AED): 0 for a desk booking not paid yet. */
  paid: z.number(),
  /** What the guest still owes (AED): the total less every payment; 0 when cancelled. */
  balanceDue: z.number(),
  /** The payment link the booking was paid through, as staff see it; null without one. */
  paymentLink: paymentLinkSummarySchema.nullable(),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;

export const adminBookingDetailResponseSchema = z.object({
  success: z.literal(true),
  data: adminBookingDetailSchema,
});
