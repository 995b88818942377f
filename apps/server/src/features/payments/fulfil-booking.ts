import { listNights } from "@camp/shared/dates/stay-dates";
import type { Executor } from "../../db/database";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { fulfilChange } from "../booking-changes/fulfil-change";
import { queueBookingEmail } from "../bookings/booking-emails";
import { loadUnitTotals } from "../bookings/booking-facts";
import { insertStaffNoteOfBooking } from "../bookings/booking-notes-repository";
import { bookingColumnsOfQuote } from "../bookings/booking-of-quote";
import { recordPaymentMovement } from "../bookings/booking-payments-ledger";
import { type BookingRow, drawBookingId, findBooking } from "../bookings/booking-repository";
import { createBooking } from "../bookings/booking-state-machine";
import { settleRefund } from "../cancellations-and-refunds/settle-refund";
import { issueInvoice } from "../documents/issue-documents";
import { convertHoldToBooking } from "../inventory/claims-repository";
import { lockUnits } from "../inventory/inventory-repository";
import { claimQuoteUnits, isHoldLive } from "../inventory/inventory-service";
import { isPaid, type PaymentIntent } from "../payment-provider/payment-provider";
import { findQuote, lockQuote, type QuoteRow } from "../quotes/quote-repository";
import { type FulfilActor, moveQuote } from "../quotes/quote-state-machine";

export type FulfilOutcome =
  | { kind: "booked"; booking: BookingRow; isNew: boolean }
  /** The units were gone when the payment arrived; the payment was refunded or released. */
  | { kind: "refunded" };

/**
 * Turns a paid intent into its booking, once. Runs from the booking call, the webhook and the
 * reconciler alike: the quote row is locked, a booking already made is answered again, and the
 * intent must be this quote's, for its amount, and paid (authorised, for a pending request).
 * The stock is re-checked under the unit locks; when the hold ran out and the units were sold
 * meanwhile, the money goes back and no booking is made.
 */
export async function fulfilQuote(
  ctx: AppContext,
  quoteId: string,
  intent: PaymentIntent,
  actor: FulfilActor,
  options: { isPrivateBooking?: boolean } = {},
): Promise<FulfilOutcome> {
  // A quote that changes a booking is applied to it, not made a booking (decision 019).
  const found = await findQuote(ctx.db, quoteId);
  if (found?.changesBookingId) {
    const changed = await fulfilChange(ctx, quoteId, intent, actor);
    return changed.kind === "changed"
      ? { kind: "booked", booking: changed.booking, isNew: changed.isNew }
      : { kind: "refunded" };
  }
  const request: BookingRequest = { quoteId, intent, actor, options };
  const outcome = await ctx.db.transaction((tx) => bookQuote(tx, ctx, request));
  // After the commit, outside the transaction: the provider gives the money back.
  if (outcome.kind === "refunded") {
    const quote = await findQuote(ctx.db, quoteId);
    if (quote?.state === "refund_required") await settleRefund(ctx, quote, actor);
  }
  return outcome;
}

type BookingRequest = {
  quoteId: string;
  intent: PaymentIntent;
  actor: FulfilActor;
  options: { isPrivateBooking?: boolean };
};

/** A quote and its payment checked under the quote's lock, with the booking id it will take. */
type LockedBooking = BookingRequest & {
  tx: Executor;
  ctx: AppContext;
  quote: QuoteRow;
  bookingId: string;
  now: Date;
};

/** The transaction: lock and verify, claim the nights, then create, take the money and notify. */
async function bookQuote(
  tx: Executor,
  ctx: AppContext,
  request: BookingRequest,
): Promise<FulfilOutcome> {
  const quote = await lockQuote(tx, request.quoteId);
  if (!quote) throw new AppError("NOT_FOUND", "Quote not found");
  const answered = await answeredBefore(tx, quote);
  if (answered) return answered;
  verifyQuotePayment(quote, request.intent);

  const now = ctx.clock.now();
  // A payment link's quote booked under the id drawn for it, whose reference the guest was told.
  const bookingId = quote.reservedBookingId ?? (await drawBookingId(tx));
  const locked: LockedBooking = { ...request, tx, ctx, quote, bookingId, now };
  if (!(await claimNightsForBooking(locked))) {
    await moveQuote(tx, quote, "refund_required", request.actor, { updatedAt: now });
    return { kind: "refunded" };
  }
  const isPending = quote.status === "pending" && request.intent.status === "requires_capture";
  const booking = await createBookingOfQuote(locked, isPending);
  await moveQuote(tx, quote, "fulfilled", request.actor, { bookingId, updatedAt: now });
  await takePaymentAndNotify(locked, booking, isPending);
  return { kind: "booked", booking, isNew: true };
}

/** A booking already made is answered again; a quote already refunded stays refunded. */
async function answeredBefore(tx: Executor, quote: QuoteRow): Promise<FulfilOutcome | null> {
  if (quote.bookingId) {
    const booking = await findBooking(tx, quote.bookingId);
    if (booking) return { kind: "booked", booking, isNew: false };
  }
  if (quote.state === "refund_required" || quote.state === "refunded") return { kind: "refunded" };
  return null;
}

/** The intent must be this quote's, for its total in dirhams, and paid or authorised. */
function verifyQuotePayment(quote: QuoteRow, intent: PaymentIntent): void {
  const isThisQuotesPayment =
    quote.paymentIntentId === intent.id &&
    intent.metadata.quoteId === quote.id &&
    intent.amount === quote.totalMinor &&
    intent.currency.toLowerCase() === "aed";
  if (!isThisQuotesPayment) {
    throw new AppError("PAYMENT_MISMATCH", "This payment does not belong to this booking.");
  }
  if (!isPaid(intent)) {
    throw new AppError(
      "PAYMENT_NOT_COMPLETED",
      "The payment has not gone through, so no booking was made.",
    );
  }
}

/**
 * Under the unit locks, the quote's live hold becomes the booking's; a hold that ran out is
 * claimed again where the nights still fit. False when a confirmed stay no longer fits.
 */
async function claimNightsForBooking(locked: LockedBooking): Promise<boolean> {
  const { tx, quote, bookingId, now } = locked;
  const nights = listNights(quote.checkIn, quote.checkOut);
  await lockUnits(
    tx,
    quote.claims.map((claim) => claim.unitKey),
  );
  if (await isHoldLive(tx, quote, nights, now)) {
    await convertHoldToBooking(tx, quote.id, bookingId);
    return true;
  }
  return claimQuoteUnits(tx, {
    quote,
    nights,
    totals: await loadUnitTotals(tx),
    now,
    mustFit: quote.status === "confirmed",
    as: { bookingId },
  });
}

/** The booking on the quote's terms: confirmed and paid, or a request waiting with its authorisation. */
async function createBookingOfQuote(
  locked: LockedBooking,
  isPending: boolean,
): Promise<BookingRow> {
  const { tx, quote, intent, bookingId, now } = locked;
  const booking = await createBooking(
    tx,
    await bookingColumnsOfQuote(tx, quote, {
      id: bookingId,
      paymentIntentId: intent.id,
      chargedMinor: quote.totalMinor,
      // The booking call's own choice wins; the webhook and the reconciler use the one taken at payment.
      isPrivateBooking: locked.options.isPrivateBooking ?? quote.isPrivateBooking,
      now,
    }),
    isPending ? "pending/authorised" : "confirmed/completed",
    locked.actor,
  );
  // The note staff wrote when they made the payment link: the booking's first staff note.
  if (quote.staffNote && quote.takenBy) {
    await insertStaffNoteOfBooking(tx, {
      bookingId,
      authorId: quote.takenBy,
      text: quote.staffNote,
      createdAt: now,
    });
  }
  return booking;
}

/** Records the money moved, queues the guest's email and issues the invoice for money taken. */
async function takePaymentAndNotify(
  locked: LockedBooking,
  booking: BookingRow,
  isPending: boolean,
): Promise<void> {
  const { tx, ctx, quote, intent, bookingId, now } = locked;
  const movement = await recordPaymentMovement(tx, {
    bookingId,
    kind: isPending ? "authorised" : "captured",
    amountMinor: quote.totalMinor,
    paymentIntentId: intent.id,
    actor: "guest",
    actorId: quote.userId,
    createdAt: now,
  });
  await queueBookingEmail(tx, ctx, booking, isPending ? "request-received" : "booking-confirmed");
  // Money taken, a document issued with it (decision 029); an authorisation moved none. Last:
  // drawing its number locks the year's one sequence row until the commit, and every booking
  // waits for that row in turn (the email names its documents by kind, not by number).
  if (!isPending) await issueInvoice(tx, ctx, { booking, movement });
}
