import type { PriceLine } from "@camp/shared/booking/pricing";
import type { Executor } from "../../db/database";
import type { ClaimLine } from "../../db/schema";
import type { AppContext } from "../../lib/app-context";

/**
 * What the waiting list asks of quotes (decision 033), in one type: waiting-list-offers.ts answers it
 * over the quotes feature (a lower layer, test/feature-layout.test.ts), and app.ts and the
 * maintenance job hand that implementation to the routes and the job, as they hand the mail sender
 * the documents it attaches.
 */
export type WaitingListQuotes = {
  /**
   * Validates and prices a request exactly as check-availability does (same refusals, same field
   * messages) without saving a quote, and says whether some night of the stay is short.
   */
  priceStay(
    ctx: AppContext,
    userId: string,
    kind: "single" | "package",
    body: unknown,
  ): Promise<PricedStay>;
  /**
   * Inside the caller's transaction: prices the request as check-availability would for its guest
   * now, takes the unit locks and, when every night fits, saves the guest's quote and holds its
   * units until `holdUntil`, ready for the payment page. Null when it does not fit (or no longer
   * prices at all); nothing is written then.
   */
  offerQuote(tx: Executor, ctx: AppContext, offer: OfferRequest): Promise<OfferedQuote | null>;
  /** The stock of every unit type, as check-availability and payments judge it. */
  unitTotals(db: Executor): Promise<Map<string, number>>;
  /**
   * Outside any transaction: cancels the offer quote's payment intent, if it has one, so it can no
   * longer be paid. "paid" when the money already went through (the booking is on its way).
   */
  cancelOfferPayment(ctx: AppContext, quoteId: string): Promise<OfferPayment>;
  /**
   * Inside the caller's transaction: lets the offer's hold go and expires its quote. "booked" when
   * it already became a booking; "in_payment" when it has an intent other than `cancelledIntentId`
   * (money may still come: it is left to the reconciler, hold and all).
   */
  closeOffer(
    tx: Executor,
    ctx: AppContext,
    quoteId: string,
    cancelledIntentId: string | null,
  ): Promise<"closed" | "booked" | "in_payment">;
};

export type PricedStay = {
  request: Record<string, unknown>;
  serviceType: "room" | "camp" | "parking" | "package";
  roomType: "master" | "kids" | null;
  checkIn: string;
  checkOut: string;
  /** The stay's main units (a package's units). */
  quantity: number;
  /** The units the stay sleeps in, every night (no activity, no promo code's use). */
  stayClaims: ClaimLine[];
  /** Some night is short: check-availability would answer "pending". */
  isShort: boolean;
};

export type OfferRequest = {
  userId: string;
  kind: "single" | "package";
  request: Record<string, unknown>;
  holdUntil: Date;
};

export type OfferedQuote = {
  id: string;
  serviceType: "room" | "camp" | "parking" | "package";
  roomType: "master" | "kids" | null;
  checkIn: string;
  checkOut: string;
  nights: number;
  quantity: number;
  guests: number;
  priceLines: PriceLine[];
  totalMinor: number;
  vatRateBp: number;
};

export type OfferPayment = { status: "none" | "cancelled" | "paid"; intentId: string | null };
