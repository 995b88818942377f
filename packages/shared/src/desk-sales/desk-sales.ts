import { z } from "zod";
import { multilineText, plainText, requiredText } from "../api/text-field";
import { NAME_MAX_LENGTH } from "../auth/auth-messages";
import { processPaymentResponseSchema, quoteDetailSchema } from "../booking/booking-api";
import { DESK_PAYMENT_INTENT_PREFIX } from "../booking/booking-money";
import { policyShownInputSchema } from "../booking/policy-shown";
import { optionalPhoneSchema } from "../guest/guest-details";
import { deskSalesMessages as messages } from "./desk-sales-messages";

/**
 * Sales that start at the desk (decision 055): a booking staff take for a caller, a walk-in or an
 * agent; the payment link that lets the guest pay it by card without an account; money taken at
 * the desk. The server validates with these schemas and the console's forms and calls are typed
 * by them. Amounts are in AED (two decimals at most), as everywhere the API shows money.
 */

/** Where a booking came from: the website (the guest booked it themselves) or staff's channels. */
export const BOOKING_SOURCES = [
  "website",
  "phone",
  "whatsapp",
  "email",
  "walk_in",
  "agent",
] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
/** The sources a staff booking may name: everything but the website. */
export const STAFF_BOOKING_SOURCES = ["phone", "whatsapp", "email", "walk_in", "agent"] as const;
export type StaffBookingSource = (typeof STAFF_BOOKING_SOURCES)[number];

/** How money reached the resort: a card online (the processor), or at the desk. */
export const DESK_PAYMENT_METHODS = ["cash", "card_terminal", "bank_transfer"] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];
export const PAYMENT_METHODS = ["card", ...DESK_PAYMENT_METHODS] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A booking staff took to be paid at the desk has no card payment: its `payment_intent_id` names
 * the desk and the booking (`desk:<bookingId>`), so every booking still has one, and nothing ever
 * asks the processor about it. Its money moves only at the desk (taken, given back).
 */
export { DESK_PAYMENT_INTENT_PREFIX };
export const deskPaymentIntentIdOf = (bookingId: string) =>
  `${DESK_PAYMENT_INTENT_PREFIX}${bookingId}`;
export const isPaidAtDesk = (booking: { paymentIntentId: string }) =>
  booking.paymentIntentId.startsWith(DESK_PAYMENT_INTENT_PREFIX);

/** How long a payment link holds the units: whole hours, a day unless staff say otherwise. */
export const HOLD_HOURS = { min: 1, max: 168, default: 24 } as const;

/** How a staff booking is paid: by the guest through a payment link, or at the desk. */
export const STAFF_PAYMENT_CHOICES = ["link", "at_desk"] as const;
export type StaffPaymentChoice = (typeof STAFF_PAYMENT_CHOICES)[number];

/** The most a single desk payment may be (AED): far above any stay, a guard against a typo of zeros. */
const MAX_AMOUNT_AED = 10_000_000;

/** An amount in AED: positive, whole fils (at most two decimals). */
export const deskAmountSchema = z
  .number({ error: messages.amountInvalid })
  .gt(0, messages.amountInvalid)
  .max(MAX_AMOUNT_AED, messages.amountInvalid)
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    messages.amountInvalid,
  );

const emptyAsAbsent = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** The guest a staff booking is for: a name, a phone (E.164) or an email or both, a language. */
export const staffBookingGuestSchema = z
  .object({
    name: requiredText(messages.guestNameRequired).max(NAME_MAX_LENGTH, messages.guestNameRequired),
    phone: optionalPhoneSchema,
    email: z.preprocess(
      emptyAsAbsent,
      plainText(messages.guestEmailInvalid)
        .max(254, messages.guestEmailInvalid)
        .pipe(z.email(messages.guestEmailInvalid))
        .transform((email) => email.toLowerCase())
        .optional(),
    ),
    language: z.enum(["en", "ar"], { error: messages.guestLanguageInvalid }),
  })
  .superRefine((guest, ctx) => {
    if (!guest.phone && !guest.email) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: messages.guestContactRequired });
    }
  });
export type StaffBookingGuest = z.infer<typeof staffBookingGuestSchema>;

/**
 * POST /api/admin/bookings: a check-availability body (a single service's, with `serviceType`, or
 * a package's, with `services`; extras and promo code as the guest forms send them) and these
 * keys beside it. The server prices the stay with the guest's own rules and code.
 */
export const staffBookingOptionsSchema = z.object({
  guest: staffBookingGuestSchema,
  source: z.enum(STAFF_BOOKING_SOURCES, { error: messages.sourceInvalid }),
  agentReference: z.preprocess(
    emptyAsAbsent,
    plainText().max(60, messages.agentReferenceTooLong).optional(),
  ),
  note: z.preprocess(emptyAsAbsent, multilineText().max(1000, messages.noteTooLong).optional()),
  holdHours: z
    .number({ error: messages.holdHoursInvalid })
    .int(messages.holdHoursInvalid)
    .min(HOLD_HOURS.min, messages.holdHoursInvalid)
    .max(HOLD_HOURS.max, messages.holdHoursInvalid)
    .default(HOLD_HOURS.default),
  payment: z.enum(STAFF_PAYMENT_CHOICES, { error: messages.paymentChoiceInvalid }).default("link"),
});
export type StaffBookingOptions = z.infer<typeof staffBookingOptionsSchema>;
/** The keys of a staff booking's body that are not the check-availability body's. */
export const STAFF_BOOKING_OPTION_KEYS = Object.keys(staffBookingOptionsSchema.shape) as Array<
  keyof StaffBookingOptions
>;

/** 201 of POST /api/admin/bookings with `payment: "link"`: the units are held until `expiresAt`. */
export const staffBookingLinkSchema = z.object({
  quoteId: z.string(),
  /** The reference the booking will have once paid (the guest can quote it on the phone). */
  reference: z.string(),
  total: z.number(),
  expiresAt: z.string(),
  /** PUBLIC_URL/pay/<token>: shown once here, and again on the booking's link panel. */
  paymentUrl: z.string(),
});
/** 201 of POST /api/admin/bookings with `payment: "at_desk"`: confirmed, the whole amount due. */
export const staffBookingDeskSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  total: z.number(),
  balanceDue: z.number(),
});
export const staffBookingResponseSchema = z.object({
  success: z.literal(true),
  data: z.union([staffBookingLinkSchema, staffBookingDeskSchema]),
});
export type StaffBookingLink = z.infer<typeof staffBookingLinkSchema>;
export type StaffBookingDesk = z.infer<typeof staffBookingDeskSchema>;

/**
 * Where a payment link is: `open` (created, nobody opened it yet), `opened`, `paid`, `expired`
 * (its hold ran out) or `cancelled` (withdrawn by staff). `emailSentAt` says whether it was sent.
 */
export const PAYMENT_LINK_STATES = ["open", "opened", "paid", "expired", "cancelled"] as const;
export type PaymentLinkState = (typeof PAYMENT_LINK_STATES)[number];

/** A payment link as staff see it (on the booking, or the quote it holds). */
export const paymentLinkSummarySchema = z.object({
  /**
   * The token and the page's address, to show the link and its QR code again; null when the
   * server can no longer open the sealed token (its encryption key changed): the link still works
   * for the guest who has it, staff only cannot show it again.
   */
  token: z.string().nullable(),
  quoteId: z.string(),
  reference: z.string(),
  state: z.enum(PAYMENT_LINK_STATES),
  paymentUrl: z.string().nullable(),
  total: z.number(),
  language: z.enum(["en", "ar"]),
  guestName: z.string(),
  guestPhone: z.string().nullable(),
  guestEmail: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  expiresAt: z.string(),
  emailSentAt: z.string().nullable(),
  firstOpenedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  bookingId: z.string().nullable(),
});
export type PaymentLinkSummary = z.infer<typeof paymentLinkSummarySchema>;
/**
 * 200 of GET /api/admin/payment-links?quoteId= (the console's New booking page follows its link
 * there until it is paid) and of POST /api/admin/payment-links/:token/cancel (the link withdrawn).
 */
export const paymentLinkSummaryResponseSchema = z.object({
  success: z.literal(true),
  data: paymentLinkSummarySchema,
});

/**
 * GET /api/pay/:token (no account): the held stay as the payment page shows it (lines, VAT,
 * Tourism Dirham, the cancellation policy), whose link it is, until when, in which language.
 */
export const payLinkDetailSchema = z.object({
  state: z.enum(["open", "paid"]),
  reference: z.string(),
  guestName: z.string(),
  language: z.enum(["en", "ar"]),
  expiresAt: z.string(),
  quote: quoteDetailSchema,
  /**
   * Whether the guest has an email the confirmation goes to: the page then says "we emailed you".
   * Optional so that a server that does not say leaves the sentence out.
   */
  hasEmail: z.boolean().optional(),
});
export type PayLinkDetail = z.infer<typeof payLinkDetailSchema>;
export const payLinkDetailResponseSchema = z.object({
  success: z.literal(true),
  data: payLinkDetailSchema,
});

/** POST /api/pay/:token/complete: the intent the card form confirmed. */
export const payLinkCompleteInputSchema = z.object({
  paymentInfo: z.object({
    id: z.string({ error: "paymentInfo.id is required" }).min(1, "paymentInfo.id is required"),
    status: z.string().optional(),
  }),
});
export const payLinkCompleteResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ reference: z.string(), bookingId: z.string() }),
});

/** POST /api/admin/bookings/:id/payments. */
export const deskPaymentInputSchema = z.object({
  amount: deskAmountSchema,
  method: z.enum(DESK_PAYMENT_METHODS, { error: messages.methodInvalid }),
  reference: z.preprocess(
    emptyAsAbsent,
    plainText().max(60, messages.paymentReferenceTooLong).optional(),
  ),
});
export type DeskPaymentInput = z.infer<typeof deskPaymentInputSchema>;

/** One payment of a booking as the console lists it (card payments online and desk payments). */
export const bookingPaymentSchema = z.object({
  id: z.string(),
  kind: z.enum(["authorised", "captured", "released", "refunded"]),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  /** The staff member who took or gave back the money; null for the guest's card online. */
  takenBy: z.string().nullable(),
  createdAt: z.string(),
  /** The receipt, tax invoice or credit note issued with it. */
  documentId: z.string().nullable(),
  documentNumber: z.string().nullable(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

/** 201 of POST /api/admin/bookings/:id/payments, and GET /api/admin/bookings/:id/payments. */
export const bookingPaymentsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    payments: z.array(bookingPaymentSchema),
    total: z.number(),
    paid: z.number(),
    balanceDue: z.number(),
  }),
});

/** GET /api/admin/reports/cash?date=YYYY-MM-DD (`format=csv` for the CSV): one Dubai day's money. */
export const cashReportQuerySchema = z.object({
  date: z.iso.date("Use a date as YYYY-MM-DD"),
  format: z.enum(["json", "csv"]).default("json"),
});
export const cashReportPaymentSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  bookingId: z.string(),
  bookingReference: z.string(),
  guestName: z.string(),
  kind: z.enum(["captured", "refunded"]),
  method: z.enum(PAYMENT_METHODS),
  /** Positive for money taken, negative for money given back (AED). */
  amount: z.number(),
  reference: z.string().nullable(),
  /** The staff member's email; null for the guest's card online. */
  takenBy: z.string().nullable(),
});
/** One line per method and staff member: what they took, gave back, and the net. */
export const cashReportLineSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  takenBy: z.string().nullable(),
  count: z.number().int(),
  taken: z.number(),
  givenBack: z.number(),
  net: z.number(),
});
export const cashReportResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    date: z.string(),
    lines: z.array(cashReportLineSchema),
    /** Per method, over every staff member (and the card online). */
    byMethod: z.array(cashReportLineSchema.omit({ takenBy: true })),
    payments: z.array(cashReportPaymentSchema),
  }),
});
export type CashReport = z.infer<typeof cashReportResponseSchema>["data"];

/** POST /api/pay/:token/process: the card form is about to open; the policy the page showed. */
export const payLinkProcessInputSchema = z.object({
  policyShown: policyShownInputSchema.optional(),
});
/** 200 of POST /api/pay/:token/process: the intent the card form confirms. */
export const payLinkProcessResponseSchema = processPaymentResponseSchema;

/** A query parameter left empty in a form (`state=`) means "any", as if it were absent. */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

export const PAYMENT_LINKS_MAX_PAGE_SIZE = 100;
/** The console's list shows, unless told otherwise, the links still waiting for the guest. */
export const AWAITING_PAYMENT_STATES = ["open", "opened"] as const satisfies PaymentLinkState[];

/**
 * `state=open,opened` or `state=open&state=opened`: one state or several, any of them matches.
 * Each part is checked against PAYMENT_LINK_STATES, so a typo is a 400, never an empty list.
 */
const paymentLinkStatesParam = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => (typeof part === "string" ? part.split(",") : [part]))
      .map((part) => (typeof part === "string" ? part.trim() : part))
      .filter((part) => part !== ""),
  z
    .array(z.enum(PAYMENT_LINK_STATES, { error: messages.listStateInvalid }))
    .min(1, messages.listStateInvalid)
    .max(PAYMENT_LINK_STATES.length * 2, messages.listStateInvalid),
);

/**
 * GET /api/admin/payment-links?quoteId=: the link of one quote (a booking's, or one still held).
 * Without quoteId: the list of links, newest first, a page at a time, of the given states.
 */
export const paymentLinkQuerySchema = z.object({
  quoteId: optionalParam(z.uuid("quoteId must be a quote's id")),
  state: optionalParam(paymentLinkStatesParam),
  page: optionalParam(z.coerce.number().int().min(1).max(100_000)).default(1),
  pageSize: optionalParam(z.coerce.number().int().min(1).max(PAYMENT_LINKS_MAX_PAGE_SIZE)).default(
    20,
  ),
});
export type PaymentLinkQuery = z.infer<typeof paymentLinkQuerySchema>;

/** One row of the console's list of payment links: the summary and the stay it holds. */
export const paymentLinkListItemSchema = paymentLinkSummarySchema.extend({
  serviceType: z.enum(["room", "camp", "parking", "package"]),
  roomType: z.enum(["master", "kids"]).nullable(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  quantity: z.number().int(),
  guests: z.number().int(),
});
export type PaymentLinkListItem = z.infer<typeof paymentLinkListItemSchema>;

/** 200 of GET /api/admin/payment-links without quoteId. */
export const paymentLinkListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    links: z.array(paymentLinkListItemSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
    /** Every link the filter matches, not only this page. */
    count: z.number().int(),
  }),
});
export type PaymentLinkListResponse = z.infer<typeof paymentLinkListResponseSchema>;
