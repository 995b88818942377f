import { z } from "zod";
import { roomTypeSchema } from "../catalogue/catalogue-responses";
import { isIsoDate } from "../dates/stay-dates";
import { bookedExtraSchema } from "../extras/public-extras";
import {
  AVAILABILITY_STATUSES,
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  SERVICE_TYPES,
} from "./booking-limits";
import { policyShownInputSchema, stayPolicyTermsSchema } from "./policy-shown";

/** Shapes of the booking, package and payment calls (spec section 7, ARCHITECTURE.md contract). */

export const UNIT_KEYS = ["room:master", "room:kids", "camp", "parking"] as const;
export type UnitKey = (typeof UNIT_KEYS)[number];

/** A night that cannot take the request in full: how many of that unit type are left. */
export const shortNightSchema = z.object({
  date: z.string(),
  unit: z.enum(UNIT_KEYS),
  remaining: z.number().int(),
  requested: z.number().int(),
});
export type ShortNight = z.infer<typeof shortNightSchema>;

/** One night of a stay and what it costs, in AED, summed over the units (decision 025). */
export const nightAmountSchema = z.object({
  date: z.string(),
  amount: z.number(),
  /** A stay line's units at each unit price that night, as sold (pricing.ts, `UnitPrice`). */
  units: z.array(z.object({ count: z.number().int(), price: z.number() })).optional(),
});
export type NightAmountAed = z.infer<typeof nightAmountSchema>;

/** A promo code's discount as sold (decision 026): its code and what it took off, AED, positive. */
export const appliedDiscountSchema = z.object({ code: z.string(), amount: z.number() });

export const quoteResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** One unit's nightly price (one of each for a package unit), in AED. */
    price: z.number(),
    status: z.enum(AVAILABILITY_STATUSES),
    totalAmount: z.number(),
    nights: z.number().int(),
    quoteId: z.string(),
    /** The price holds until then; a new availability check is needed after it. */
    expiresAt: z.string(),
    /** How long Pay Now holds the units while the guest pays (HOLD_MINUTES). */
    holdMinutes: z.number().int(),
    /** The nights on which some unit type is short (why the status is pending); empty when confirmed. */
    shortNights: z.array(shortNightSchema),
    /** Each night of the stay, summed over its units, before any discount; activities apart. */
    nightly: z.array(nightAmountSchema).default([]),
    /** One unit's price each night (`unitNightsOf`), what "per room per night" may say (AED). */
    unitNightly: z.array(nightAmountSchema).default([]),
    /** What the promo code took off (AED); 0 without a code. `totalAmount` is what is charged. */
    discount: z.number().default(0),
    /** The VAT included in `totalAmount` (AED, decision 028); 0 when not VAT-registered. */
    vatAmount: z.number().default(0),
    /** The Tourism Dirham fee, part of `totalAmount` (AED); 0 when none is set. */
    tourismFee: z.number().default(0),
    /** The VAT rate in percent (5 for 5%); 0: no VAT line. */
    vatRate: z.number().default(0),
  }),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

export const QUOTE_STATES = [
  "open",
  "paying",
  "fulfilled",
  "expired",
  "refund_required",
  "refunded",
] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/**
 * GET /api/booking/quote/:quoteId (owner only): what the payment page shows and resumes from after
 * a reload or in a second tab. Amounts in AED.
 */
export const quoteDetailSchema = z.object({
  quoteId: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  bookingType: z.enum(["single", "package"]),
  roomType: roomTypeSchema.nullable(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  quantity: z.number().int(),
  guests: z.number().int(),
  /** One unit's nightly price (one of each for a package unit). */
  price: z.number(),
  totalAmount: z.number(),
  status: z.enum(AVAILABILITY_STATUSES),
  state: z.enum(QUOTE_STATES),
  /** The price is valid until then (before the payment starts). */
  expiresAt: z.string(),
  /** The units are held for the guest until then; null before the payment starts. */
  holdExpiresAt: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  bookingId: z.string().nullable(),
  /** Set when the quote changes this booking (decision 019): the card pays `amountDue` then. */
  changesBookingId: z.string().nullable().optional(),
  /** What the card is asked for: the total, or a change's difference. */
  amountDue: z.number().optional(),
  /** A change's difference: the VAT in it, as its invoice will state it (decision 049). */
  amountDueVat: z.number().optional(),
  lines: z.array(
    z.object({
      service: z.enum(UNIT_KEYS),
      quantity: z.number().int(),
      perNight: z.number(),
      amount: z.number(),
      /** Each night of this line (decision 025); adds up to `amount`. */
      nightly: z.array(nightAmountSchema).optional(),
    }),
  ),
  /** Each night of the stay, summed over its units, before any discount. */
  nightly: z.array(nightAmountSchema).default([]),
  /** One unit's price each night (`unitNightsOf`), what "per room per night" may say (AED). */
  unitNightly: z.array(nightAmountSchema).optional(),
  /** The promo code's discount, part of the total (decision 026); null without one. */
  discount: appliedDiscountSchema.nullable().default(null),
  /** The activities added to the stay, part of the total (docs/decisions/021). */
  extras: z.array(bookedExtraSchema).default([]),
  /** The VAT included in the total (AED, decision 028), the Tourism Dirham fee in it, the rate (%). */
  vatAmount: z.number().default(0),
  tourismFee: z.number().default(0),
  vatRate: z.number().default(0),
  /** The cancellation policy for this stay, its deadlines and amounts, shown before the card. */
  cancellationTerms: stayPolicyTermsSchema.nullable().default(null),
});
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;
export const quoteDetailResponseSchema = z.object({
  success: z.literal(true),
  data: quoteDetailSchema,
});

export const availabilityQuerySchema = z.object({
  serviceType: z.enum(["room", "camp", "parking"], {
    error: "serviceType must be room, camp or parking",
  }),
  roomType: roomTypeSchema.optional(),
  // isIsoDate also refuses dates the stay arithmetic cannot handle (year 0000), which z.iso.date lets by.
  from: z.iso
    .date("from must be a date as YYYY-MM-DD")
    .refine(isIsoDate, "from must be a date as YYYY-MM-DD"),
  to: z.iso
    .date("to must be a date as YYYY-MM-DD")
    .refine(isIsoDate, "to must be a date as YYYY-MM-DD"),
});
export const availabilityResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    serviceType: z.enum(["room", "camp", "parking"]),
    roomType: roomTypeSchema.optional(),
    total: z.number().int(),
    nights: z.array(z.object({ date: z.string(), remaining: z.number().int() })),
  }),
});

export const processPaymentInputSchema = z.object({
  /** Minor units: the quote's total x 100. */
  amount: z.number({ error: "amount is required" }).int("amount must be in fils (a whole number)"),
  quoteId: z.uuid("quoteId is required"),
  /** The guest's choice, kept with the quote so a booking made by the webhook or the reconciler has it too. */
  isPrivateBooking: z.boolean().optional(),
  /**
   * The page showed the cancellation policy (in this language) before the card: the server keeps
   * its own terms of the stay with it (decision 031). Optional for older clients.
   */
  policyShown: policyShownInputSchema.optional(),
});
export const processPaymentResponseSchema = z.object({
  client_secret: z.string(),
  paymentIntentId: z.string(),
});

export const sandboxConfirmInputSchema = z.object({
  client_secret: z.string().min(1, "client_secret is required"),
  card: z.object({
    number: z.string().min(1, "Card number is required").max(30),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    cvc: z.string().max(4),
  }),
  billing_details: z
    .object({ name: z.string().max(200).optional(), email: z.string().max(254).optional() })
    .optional(),
});
export const sandboxConfirmResponseSchema = z.object({
  paymentIntent: z.object({ id: z.string(), status: z.string(), amount: z.number().int() }),
});
export const cardErrorResponseSchema = z.object({
  error: z.object({ type: z.literal("card_error"), code: z.string(), message: z.string() }),
});

const paymentInfoSchema = z.object({
  id: z.string({ error: "paymentInfo.id is required" }).min(1, "paymentInfo.id is required"),
  status: z.string().optional(),
});

/** POST /api/booking: the spec's submission fields plus quoteId; the quote decides what is booked. */
export const createBookingInputSchema = z.object({
  quoteId: z.uuid("quoteId is required"),
  paymentInfo: paymentInfoSchema,
  serviceType: z.enum(SERVICE_TYPES).optional(),
  totalAmount: z.number().optional(),
  bookingType: z.enum(["single", "package"]).optional(),
  isPrivateBooking: z.boolean().optional(),
  paymentStatus: z.string().optional(),
});
export type CreateBookingInput = z.infer<typeof createBookingInputSchema>;

export const servicePriceSchema = z.object({ quantity: z.number().int(), price: z.number() });

export const storedBookingSchema = z.object({
  _id: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  bookingType: z.enum(["single", "package"]),
  roomType: roomTypeSchema.nullable(),
  status: z.enum(BOOKING_STATUSES),
  createdAt: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  quantity: z.number().int(),
  guests: z.number().int(),
  isPrivateBooking: z.boolean(),
  totalAmount: z.number(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /**
   * Beyond the spec: AED the card was charged (captured): the total once paid, 0 while a request
   * is only authorised or once its authorisation was released (see money-outcome.ts).
   */
  chargedAmount: z.number(),
  /** Beyond the spec: money given back (AED) and when and by whom a booking was cancelled. */
  refundedAmount: z.number().optional(),
  cancelledAt: z.string().nullable().optional(),
  cancelledBy: z.enum(["guest", "staff", "system"]).nullable().optional(),
  /** Beyond the spec: the guest's special requests and expected arrival time (HH:MM), if given. */
  specialRequests: z.string().nullable().optional(),
  arrivalTime: z.string().nullable().optional(),
  services: z
    .object({
      room: z.object({ master: servicePriceSchema, kids: servicePriceSchema }),
      camp: servicePriceSchema,
      parking: servicePriceSchema,
    })
    .optional(),
  /** Beyond the spec: the activities added to the stay, as sold (docs/decisions/021). */
  extras: z.array(bookedExtraSchema).default([]),
  /** Beyond the spec: each night as sold (decision 025), summed over the units, before discount. */
  nightly: z.array(nightAmountSchema).default([]),
  /** Beyond the spec: the promo code's discount as sold (decision 026); null without one. */
  discount: appliedDiscountSchema.nullable().default(null),
  /** The VAT included in the total (AED, decision 028), the Tourism Dirham fee in it, the rate (%). */
  vatAmount: z.number().default(0),
  tourismFee: z.number().default(0),
  vatRate: z.number().default(0),
  /**
   * Beyond the spec: staff took it to be paid at the resort's desk (decision 055). Its money moves
   * only at the desk, so the guest cannot cancel or change it online: the resort does.
   */
  isPaidAtDesk: z.boolean().optional(),
  /** Beyond the spec: what is still to pay at the desk (AED); 0 for a booking paid by card. */
  balanceDue: z.number().optional(),
});
export type StoredBooking = z.infer<typeof storedBookingSchema>;

export const bookingResponseSchema = z.object({
  success: z.literal(true),
  data: storedBookingSchema,
});

/** GET /api/booking/me; `packeageBooking` is spelled as the spec spells it, for compatibility. */
export const myBookingsResponseSchema = z.object({
  success: z.literal(true),
  booking: z.object({ data: z.array(storedBookingSchema) }),
  packeageBooking: z.object({ data: z.array(storedBookingSchema) }),
});
