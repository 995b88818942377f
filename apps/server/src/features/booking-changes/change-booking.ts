import type { ApplyChangeInput } from "@camp/shared/booking/booking-change";
import {
  type ChangeCheck,
  type ChangeMoney,
  changeMoney,
  changePaymentTax,
} from "@camp/shared/booking/booking-change";
import {
  type DiscountLine,
  discountInAed,
  isDiscountLine,
  isExtraLine,
} from "@camp/shared/booking/pricing";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { addDaysIso, isIsoDate, nightsBetween } from "@camp/shared/dates/stay-dates";
import { taxInAed } from "@camp/shared/tax/price-tax";
import { tourismFeeOf } from "@camp/shared/tax/tourism-fee";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { type BookingRow, findBooking } from "../bookings/booking-repository";
import { cancellationPolicyOf } from "../bookings/cancellation-policy";
import { refundMovementsOf } from "../cancellations-and-refunds/pay-refunds";
import { previewCreditNotes } from "../documents/preview-credit-notes";
import { amountDueOf } from "../quotes/amount-due";
import { insertPricedQuote } from "../quotes/create-quote";
import { findPricedShortages, type PricedRequest, priceRequest } from "../quotes/price-request";
import { quotePolicyTerms } from "../quotes/quote-policy";
import { findQuote, type QuoteRow } from "../quotes/quote-repository";
import { type ExtraTerm, isChangeable, notChangeable, stayTermsKey } from "./change-terms";
import { changeNotAvailable, fulfilChange } from "./fulfil-change";

/** The guest's own booking; anyone else's is "not found", as every foreign id in the API. */
async function findOwnBooking(ctx: AppContext, userId: string, bookingId: string) {
  const booking = await findBooking(ctx.db, bookingId);
  if (!booking || booking.userId !== userId) throw notFound("Booking not found");
  return booking;
}

/** The activities a booking holds now, as a request names them. */
const bookedExtrasOf = (booking: BookingRow): ExtraTerm[] =>
  booking.priceLines
    .filter(isExtraLine)
    .map((line) => ({ id: line.extraId, date: line.date, quantity: line.quantity }));

/**
 * The change's request as it is priced (decision 024). A single booking keeps its service (a room
 * stays a room); the body may leave it out. `extras`, when sent, is the stay's whole list of
 * activities (empty removes them all); when left out, the booking's activities stay, moved by as
 * many days as the check-in moves, and are checked and priced like any others. The guest's phone,
 * wishes and arrival time are kept unless the body gives new ones.
 */
function requestOf(booking: BookingRow, body: Record<string, unknown>): Record<string, unknown> {
  if (
    booking.bookingType !== "package" &&
    body.serviceType !== undefined &&
    body.serviceType !== booking.serviceType
  ) {
    throw new AppError(
      "WRONG_BOOKING_KIND",
      `A change keeps the booking's kind: this booking is for ${booking.serviceType}.`,
    );
  }
  const shift =
    typeof body.checkIn === "string" && isIsoDate(body.checkIn)
      ? nightsBetween(booking.checkIn, body.checkIn)
      : 0;
  return {
    ...(booking.guestPhone ? { phone: booking.guestPhone } : {}),
    ...(booking.specialRequests ? { specialRequests: booking.specialRequests } : {}),
    ...(booking.arrivalTime ? { arrivalTime: booking.arrivalTime } : {}),
    ...body,
    ...(booking.bookingType === "package" ? {} : { serviceType: booking.serviceType }),
    extras:
      body.extras !== undefined
        ? body.extras
        : bookedExtrasOf(booking).map((extra) => ({
            ...extra,
            date: addDaysIso(extra.date, shift),
          })),
  };
}

/**
 * POST /api/booking/:id/change/check: the booking's change priced at today's rates through the
 * same path as check-availability, and its stock checked with the booking's own nights free to
 * it (decision 019). A change must fit: a short night refuses it, nothing is saved. The answer is
 * a quote for the new stay with the difference to pay, or the refund and what the resort keeps.
 */
export async function checkChange(
  ctx: AppContext,
  userId: string,
  bookingId: string,
  body: Record<string, unknown>,
): Promise<ChangeCheck> {
  const booking = await findOwnBooking(ctx, userId, bookingId);
  const now = ctx.clock.now();
  if (!isChangeable(booking, now)) throw notChangeable(booking);
  // The booking's own promo code is re-applied when it still fits (decision 026).
  const ownDiscount = booking.priceLines.find(isDiscountLine);
  const priced = await priceChange(ctx, userId, booking, body, ownDiscount);
  await refuseSameAsBooking(ctx, booking, priced);
  const shortages = await findPricedShortages(ctx, priced, booking.id);
  if (shortages.length > 0) throw changeNotAvailable(shortages);
  const money = changeMoney(
    {
      currentTotalMinor: booking.totalMinor,
      newTotalMinor: priced.parts.price.total,
      checkIn: booking.policyCheckIn,
      tourismFeeGivenUpMinor:
        tourismFeeOf(booking.priceLines) - tourismFeeOf(priced.parts.price.lines),
    },
    now,
    cancellationPolicyOf(ctx.config),
  );
  const quote = await insertPricedQuote(ctx, priced, "confirmed", {
    isPrivateBooking: booking.isPrivateBooking,
    changesBookingId: booking.id,
    changeBaseVersion: booking.version,
    changeBaseTotalMinor: booking.totalMinor,
    changeDifferenceMinor: money.differenceMinor,
    changeRefundMinor: money.refundMinor,
    changeKeptMinor: money.keptMinor,
  });
  return describeChange(ctx, { booking, quote, money, ownDiscount });
}

/**
 * The new stay priced like any request; the nights the booking holds keep the price they were
 * sold at (decision 025).
 */
function priceChange(
  ctx: AppContext,
  userId: string,
  booking: BookingRow,
  body: Record<string, unknown>,
  ownDiscount: DiscountLine | undefined,
): Promise<PricedRequest> {
  return priceRequest(ctx, userId, booking.bookingType, requestOf(booking, body), {
    ownPromo: ownDiscount
      ? { promoCodeId: ownDiscount.promoCodeId, bookingId: booking.id }
      : undefined,
    sold: { lines: booking.priceLines, checkIn: booking.checkIn },
    checkOut: booking.checkOut,
  });
}

/** A change that asks for the stay the booking already has is no change. */
async function refuseSameAsBooking(
  ctx: AppContext,
  booking: BookingRow,
  priced: PricedRequest,
): Promise<void> {
  const current = await findQuote(ctx.db, booking.quoteId);
  const asked = priced.values.request as { extras?: ExtraTerm[] };
  if (
    current &&
    stayTermsKey(current.request, bookedExtrasOf(booking)) ===
      stayTermsKey(asked, asked.extras ?? [])
  ) {
    throw new AppError(
      "CHANGE_SAME_AS_BOOKING",
      "This is your booking as it is. Change the dates, units, guests or activities first.",
    );
  }
}

/** The checked change as the guest sees it: the new stay, the money that moves and its tax. */
async function describeChange(
  ctx: AppContext,
  change: {
    booking: BookingRow;
    quote: QuoteRow;
    money: ChangeMoney;
    ownDiscount: DiscountLine | undefined;
  },
): Promise<ChangeCheck> {
  const { booking, quote, money, ownDiscount } = change;
  const { paidTax, refundTax } = await taxOfChangeMoney(ctx, booking, quote, money);
  return {
    quoteId: quote.id,
    bookingId: booking.id,
    status: "confirmed",
    totalAmount: toMajorUnits(quote.totalMinor),
    currentAmount: toMajorUnits(booking.totalMinor),
    // What the guest pays when positive; minus the refund when the change gives money back.
    difference: toMajorUnits(money.toPayMinor > 0 ? money.toPayMinor : -money.refundMinor),
    priceDifference: toMajorUnits(money.differenceMinor),
    toPay: toMajorUnits(money.toPayMinor),
    givenUp: toMajorUnits(money.givenUpMinor),
    refund: toMajorUnits(money.refundMinor),
    kept: toMajorUnits(money.keptMinor),
    refundPercent: money.refundPercent,
    nights: quote.nights,
    expiresAt: quote.expiresAt.toISOString(),
    holdMinutes: ctx.config.HOLD_MINUTES,
    discount: discountInAed(quote.priceLines),
    ...taxInAed(quote.priceLines, quote.vatRateBp),
    droppedPromoCode:
      ownDiscount && discountInAed(quote.priceLines)?.code !== ownDiscount.code
        ? ownDiscount.code
        : null,
    checkIn: quote.checkIn,
    checkOut: quote.checkOut,
    quantity: quote.quantity,
    toPayVat: toMajorUnits(paidTax.vatMinor),
    toPayTourismFee: toMajorUnits(paidTax.tourismFeeMinor),
    refundVat: toMajorUnits(refundTax.vatMinor),
    refundTourismFee: toMajorUnits(refundTax.tourismFeeMinor),
    feeBack: toMajorUnits(money.feeBackMinor),
    givenUpRest: toMajorUnits(money.restMinor),
    policy: await quotePolicyTerms(ctx.db, ctx.config, quote),
  };
}

/** The tax of the money that moves, as its invoice or credit notes will state it (decision 049). */
async function taxOfChangeMoney(
  ctx: AppContext,
  booking: BookingRow,
  quote: QuoteRow,
  money: ChangeMoney,
) {
  const paidTax = changePaymentTax(
    money.toPayMinor,
    { before: booking.priceLines, after: quote.priceLines },
    quote.vatRateBp,
  );
  const refundTax = await previewCreditNotes(
    ctx.db,
    booking.id,
    await refundMovementsOf(ctx.db, booking, money.refundMinor),
    booking.vatRateBp,
    tourismFeeOf(quote.priceLines),
  );
  return { paidTax, refundTax };
}

/**
 * POST /api/booking/:id/change: applies a checked change. One that costs more must be paid first
 * (its intent, from /api/payment/process); the provider, not the request, says it is paid.
 */
export async function applyChange(
  ctx: AppContext,
  userId: string,
  bookingId: string,
  input: ApplyChangeInput,
  log?: FastifyBaseLogger,
): Promise<BookingRow> {
  await findOwnBooking(ctx, userId, bookingId);
  const quote = await findQuote(ctx.db, input.quoteId);
  if (!quote || quote.userId !== userId || quote.changesBookingId !== bookingId) {
    throw notFound("Quote not found");
  }
  let intent = null;
  if (amountDueOf(quote) > 0) {
    if (!quote.paymentIntentId || quote.paymentIntentId !== input.paymentInfo?.id) {
      throw new AppError(
        "PAYMENT_MISMATCH",
        "This change costs more: pay the difference first, with this change's payment.",
      );
    }
    intent = await ctx.payments.retrieveIntent(quote.paymentIntentId);
  }
  const outcome = await fulfilChange(ctx, quote.id, intent, "guest", log);
  if (outcome.kind === "refused") throw outcome.error;
  return outcome.booking;
}
