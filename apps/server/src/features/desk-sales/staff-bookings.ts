import { balanceDueMinorOf } from "@camp/shared/booking/booking-money";
import { bookingReference } from "@camp/shared/booking/booking-reference";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { resortInstantOf } from "@camp/shared/dates/resort-dates";
import { addDaysIso, listNights } from "@camp/shared/dates/stay-dates";
import {
  deskPaymentIntentIdOf,
  STAFF_BOOKING_OPTION_KEYS,
  type StaffBookingDesk,
  type StaffBookingLink,
  type StaffBookingOptions,
  staffBookingOptionsSchema,
} from "@camp/shared/desk-sales/desk-sales";
import { deskSalesMessages } from "@camp/shared/desk-sales/desk-sales-messages";
import type { Database, Executor } from "../../db/database";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/validate";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import { queueBookingEmail } from "../bookings/booking-emails";
import { insertStaffNoteOfBooking } from "../bookings/booking-notes-repository";
import { bookingColumnsOfQuote } from "../bookings/booking-of-quote";
import { type BookingRow, drawBookingId } from "../bookings/booking-repository";
import { createBooking } from "../bookings/booking-state-machine";
import { claimQuoteUnits, type Shortage } from "../inventory/inventory-service";
import { insertPricedQuote } from "../quotes/create-quote";
import type { PricedRequest } from "../quotes/price-request";
import { priceUnderLocks } from "../quotes/price-under-locks";
import { quotePolicyTerms } from "../quotes/quote-policy";
import { type NewQuote, type QuoteRow, updateQuote } from "../quotes/quote-repository";
import { moveQuote } from "../quotes/quote-state-machine";
import { describeShortages } from "../quotes/shortage-details";
import { findOrCreateDeskGuest } from "./desk-guests";
import { issuePaymentLink, queuePaymentLinkEmail } from "./payment-links";

/**
 * A booking staff take for a caller, a walk-in or an agent (decision 055): the website's own
 * request, priced by the same code for the guest's account, plus who the guest is, where the
 * booking came from, and how it is paid: through a payment link that holds the units until the
 * guest pays, or at the desk, confirmed at once with the whole amount due.
 */

/** The body split into its two parts: the staff booking's own keys and the website's request. */
type StaffBookingBody = {
  options: StaffBookingOptions;
  kind: "single" | "package";
  request: Record<string, unknown>;
};

/**
 * Parses POST /api/admin/bookings's body: the staff keys by their shared schema (400 naming
 * `guest.phone`, `holdHours`...), the rest is a check-availability body, a single service's when
 * it names `serviceType`, a package's when it has `services`. The guest's phone is the request's
 * (what the booking keeps to call about this stay) unless the request has one of its own.
 */
export function parseStaffBookingBody(body: Record<string, unknown>): StaffBookingBody {
  const staffKeys = new Set<string>(STAFF_BOOKING_OPTION_KEYS);
  const optionsPart: Record<string, unknown> = {};
  const request: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (staffKeys.has(key)) optionsPart[key] = value;
    else request[key] = value;
  }
  const options = parseOrThrow(staffBookingOptionsSchema, optionsPart);
  const kind =
    request.serviceType !== undefined
      ? "single"
      : request.services !== undefined
        ? "package"
        : null;
  if (!kind) {
    throw new AppError("VALIDATION_ERROR", deskSalesMessages.serviceRequired, {
      serviceType: deskSalesMessages.serviceRequired,
    });
  }
  // One service or the package's several, never both: neither may be dropped without a word.
  if (request.serviceType !== undefined && request.services !== undefined) {
    throw new AppError("VALIDATION_ERROR", deskSalesMessages.serviceOrServices, {
      services: deskSalesMessages.serviceOrServices,
    });
  }
  const hasOwnPhone = typeof request.phone === "string" && request.phone.trim() !== "";
  if (!hasOwnPhone && options.guest.phone) request.phone = options.guest.phone;
  return { options, kind, request };
}

/** Who takes the booking: the staff member signed in, as the audit log records them. */
export type StaffTaker = AuditActor;

export async function createStaffBooking(
  ctx: AppContext,
  staff: StaffTaker,
  body: Record<string, unknown>,
): Promise<StaffBookingLink | StaffBookingDesk> {
  const parsed = parseStaffBookingBody(body);
  return ctx.db.transaction(async (tx) => {
    const guest = await findOrCreateDeskGuest(tx, parsed.options.guest);
    const inTransaction: AppContext = { ...ctx, db: tx as Database };
    const fitting = await fitUnderLocks(tx, inTransaction, guest.userId, parsed);
    const made: StaffBookingMade = {
      tx,
      ctx: inTransaction,
      staff,
      options: parsed.options,
      fitting,
      guest,
      now: ctx.clock.now(),
    };
    return parsed.options.payment === "at_desk" ? bookAtDesk(made) : holdForLink(made);
  });
}

type Fitting = { priced: PricedRequest; totals: Map<string, number> };

type StaffBookingMade = {
  tx: Executor;
  ctx: AppContext;
  staff: StaffTaker;
  options: StaffBookingOptions;
  fitting: Fitting;
  guest: Awaited<ReturnType<typeof findOrCreateDeskGuest>>;
  now: Date;
};

/**
 * The request priced for the guest as the website would, under the locks of every unit it claims:
 * staff take no requests, so any short night refuses it (409).
 */
async function fitUnderLocks(
  tx: Executor,
  ctx: AppContext,
  guestUserId: string,
  parsed: StaffBookingBody,
): Promise<Fitting> {
  const { priced, totals, shortages } = await priceUnderLocks(
    tx,
    ctx,
    guestUserId,
    parsed.kind,
    parsed.request,
  );
  if (shortages.length > 0) throw shortNights(shortages);
  return { priced, totals };
}

/**
 * The stay does not fit: 409 NOT_ENOUGH_UNITS, each short night in `errors` ("room:master: 0
 * left, 1 asked") and the fewest left on any of them in `params.total`, as the web app words it.
 */
function shortNights(shortages: Shortage[]): AppError {
  const { details } = describeShortages(shortages);
  const total = Math.min(...shortages.map((shortage) => shortage.remaining));
  return new AppError("NOT_ENOUGH_UNITS", deskSalesMessages.staffBookingShort, details, {
    params: { total },
  });
}

/** The quote's columns of a staff booking: where it came from, who took it, their note. */
function staffColumns(made: StaffBookingMade): Partial<NewQuote> {
  return {
    source: made.options.source,
    agentReference: made.options.agentReference ?? null,
    takenBy: made.staff.id,
    staffNote: made.options.note ?? null,
  };
}

/**
 * When a payment link ends: `holdHours` from now, but never past the end of the stay's check-in
 * day in Dubai, so a link for tonight cannot be paid tomorrow for a night already gone.
 */
export function linkEndOf(now: Date, holdHours: number, checkIn: string): Date {
  const asked = now.getTime() + holdHours * 3_600_000;
  const checkInDayEnds = resortInstantOf(addDaysIso(checkIn, 1), "00:00").getTime();
  return new Date(Math.min(asked, checkInDayEnds));
}

/**
 * A payment link: the quote priced now, its units held until `linkEndOf` (its price open as
 * long), moved open -> paying by staff, with the booking id it will take drawn now so its
 * reference can be read out; the link made and emailed in the guest's language.
 */
async function holdForLink(made: StaffBookingMade): Promise<StaffBookingLink> {
  const { tx, ctx, now, fitting } = made;
  const holdExpiresAt = linkEndOf(now, made.options.holdHours, fitting.priced.values.checkIn);
  const reservedBookingId = await drawBookingId(tx);
  const quote = await insertPricedQuote(ctx, fitting.priced, "confirmed", {
    ...staffColumns(made),
    expiresAt: holdExpiresAt,
    reservedBookingId,
  });
  await claimUnits(made, quote, { holdExpiresAt });
  await moveQuote(tx, quote, "paying", "staff", { holdExpiresAt, updatedAt: now });
  const link = await issuePaymentLink(tx, ctx, {
    quoteId: quote.id,
    language: made.options.guest.language,
    createdBy: made.staff.id,
    expiresAt: holdExpiresAt,
  });
  await queuePaymentLinkEmail(tx, ctx, { quoteId: quote.id });
  await audit(made, reservedBookingId, quote.totalMinor);
  return {
    quoteId: quote.id,
    reference: bookingReference(reservedBookingId),
    total: toMajorUnits(quote.totalMinor),
    expiresAt: holdExpiresAt.toISOString(),
    paymentUrl: link.paymentUrl,
  };
}

/**
 * Paid at the desk: the quote made and fulfilled by staff at once, the units claimed as the
 * booking's, the booking born confirmed with nothing paid yet (the whole amount due at the desk).
 */
async function bookAtDesk(made: StaffBookingMade): Promise<StaffBookingDesk> {
  const { tx, ctx, now, fitting } = made;
  const priced = await insertPricedQuote(ctx, fitting.priced, "confirmed", staffColumns(made));
  // The cancellation policy in force when staff took the booking, in the guest's language: what
  // staff told the guest, kept with the booking as a website booking keeps what its page showed.
  const policyShown = {
    language: made.options.guest.language,
    shownAt: now.toISOString(),
    terms: await quotePolicyTerms(tx, ctx.config, priced),
  };
  await updateQuote(tx, priced.id, { policyShown, updatedAt: now });
  const quote = { ...priced, policyShown };
  const bookingId = await drawBookingId(tx);
  await claimUnits(made, quote, { bookingId });
  const booking = await createDeskBooking(made, quote, bookingId);
  await moveQuote(tx, quote, "fulfilled", "staff", { bookingId, updatedAt: now });
  if (made.options.note) {
    await insertStaffNoteOfBooking(tx, {
      bookingId,
      authorId: made.staff.id,
      text: made.options.note,
      createdAt: now,
    });
  }
  // An email only to an address, in the language staff chose for the guest.
  if (made.guest.email) await queueBookingEmail(tx, ctx, booking, "booking-confirmed");
  await audit(made, bookingId, quote.totalMinor);
  return {
    bookingId,
    reference: bookingReference(bookingId),
    total: toMajorUnits(booking.totalMinor),
    balanceDue: toMajorUnits(balanceDueMinorOf(booking)),
  };
}

/** Under the locks taken when pricing: the units, as a hold or as the booking's. */
async function claimUnits(
  made: StaffBookingMade,
  quote: QuoteRow,
  as: { holdExpiresAt: Date } | { bookingId: string },
): Promise<void> {
  const isClaimed = await claimQuoteUnits(made.tx, {
    quote,
    nights: listNights(quote.checkIn, quote.checkOut),
    totals: made.fitting.totals,
    now: made.now,
    mustFit: true,
    as,
    hasEarlierClaims: false,
  });
  // Checked under these same locks a moment ago: not fitting now would be a fault, not a race.
  if (!isClaimed) throw new Error(`staff quote ${quote.id} did not fit under its own locks`);
}

async function createDeskBooking(
  made: StaffBookingMade,
  quote: QuoteRow,
  bookingId: string,
): Promise<BookingRow> {
  const { tx, now } = made;
  return createBooking(
    tx,
    await bookingColumnsOfQuote(tx, quote, {
      id: bookingId,
      // No card: the booking's intent id says it is paid at the desk (every booking has one).
      paymentIntentId: deskPaymentIntentIdOf(bookingId),
      chargedMinor: 0,
      isPrivateBooking: quote.isPrivateBooking,
      now,
    }),
    "confirmed/pending",
    "staff",
  );
}

/** `bookings.created_by_staff`: which booking (its id, or the one a link reserved), how, how much. */
async function audit(made: StaffBookingMade, bookingId: string, totalMinor: number) {
  await recordAdminAction(made.tx, {
    actor: made.staff,
    action: "bookings.created_by_staff",
    entityType: "booking",
    entityId: bookingId,
    after: {
      source: made.options.source,
      payment: made.options.payment,
      total: toMajorUnits(totalMinor),
      guestIsNew: made.guest.isNew,
    },
  });
}
