import type { QuoteDetail } from "@camp/shared/booking/booking-api";
import { useQueryClient } from "@tanstack/react-query";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { userQueryKey } from "../../../api/get-user";
import { toLanguage } from "../../../i18n/i18n";
import { ApiError } from "../../../lib/api-client";
import {
  type AcceptedPayment,
  classifyBookingFailure,
  expectedPaidStatus,
  type PaymentEvent,
} from "../../../lib/card-payment/payment-flow";
import {
  usePaymentPhase,
  usePayStep,
  useRunOnce,
} from "../../../lib/card-payment/use-payment-phase";
import { createBooking } from "../api/create-booking";
import { getQuoteDetailQueryOptions, quoteDetailQueryKey } from "../api/get-quote-detail";
import { processPayment, toPaymentAmount } from "../api/process-payment";

type Dispatch = (event: PaymentEvent) => void;
type LatestQuote = RefObject<QuoteDetail>;

/**
 * Runs one quote's payment: holds the units when the page opens, pays, then books. The calls are
 * sequenced here rather than in mutation hooks because each step decides the next; the server makes
 * every step idempotent, and `isRunning` keeps a double click from starting anything twice.
 */
export function useCheckout(quote: QuoteDetail) {
  const { phase, phaseRef, dispatch } = usePaymentPhase();
  /** Bumped by Try Again, so the card form clears the number it was refused with. */
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(quote);
  latest.current = quote;
  const book = useBook(quote.quoteId, latest, dispatch);
  const hold = useHold(quote.quoteId, latest, dispatch, book);
  const runOnce = useRunOnce();
  useHoldOnOpen(hold, runOnce);

  const pay = usePayStep({ phaseRef, dispatch, runOnce, book });
  return {
    phase,
    attempt,
    /** Confirms the card with the form's own `confirm` (sandbox call or Stripe.js), then books. */
    pay,
    /**
     * Try Again after a refused card (the server released the hold; the card number is cleared)
     * and Hold again at 0:00 (what the guest typed stays).
     */
    holdAgain: (options: { clearCard: boolean }) => {
      if (options.clearCard) setAttempt((value) => value + 1);
      void runOnce(hold);
    },
    /** Repeats the booking call for a payment that went through (it never books twice). */
    retryBooking: () => {
      const current = phaseRef.current;
      if (current.name !== "bookingFailed") return;
      void runOnce(() => book(current.payment));
    },
  };
}

/** Books a payment that went through, then refreshes the quote whatever the answer. */
function useBook(quoteId: string, latest: LatestQuote, dispatch: Dispatch) {
  const queryClient = useQueryClient();
  return useCallback(
    async (payment: AcceptedPayment) => {
      dispatch({ type: "bookingStarted", payment });
      try {
        const booking = await createBooking(latest.current, payment);
        dispatch({ type: "booked", bookingId: booking._id });
        // A phone given with this booking is the account's now: the next form need not ask.
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
      } catch (error) {
        dispatch({ type: "bookingFailed", failure: classifyBookingFailure(error) });
      }
      void queryClient.invalidateQueries({ queryKey: quoteDetailQueryKey(quoteId) });
    },
    [queryClient, quoteId, dispatch, latest],
  );
}

/**
 * Holds the units (the payment intent); when the server says the quote is paid already, books
 * that payment instead of failing.
 */
function useHold(
  quoteId: string,
  latest: LatestQuote,
  dispatch: Dispatch,
  book: (payment: AcceptedPayment) => Promise<void>,
) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const refreshQuote = useCallback(
    () => queryClient.fetchQuery(getQuoteDetailQueryOptions(quoteId)).catch(() => latest.current),
    [queryClient, quoteId, latest],
  );

  return useCallback(async () => {
    dispatch({ type: "holdStarted" });
    try {
      const intent = await processPayment({
        // A change of a booking pays its difference (decision 019).
        amount: toPaymentAmount(latest.current.amountDue ?? latest.current.totalAmount),
        quoteId,
        // The policy is on the page beside the card form whenever the server sent its terms.
        ...(latest.current.cancellationTerms
          ? { policyShown: { language: toLanguage(i18n.language) } }
          : {}),
      });
      // The countdown needs the new hold's end before the form opens again.
      await refreshQuote();
      dispatch({ type: "held", clientSecret: intent.client_secret });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      const fresh = await refreshQuote();
      const paidIntentId = paidElsewhereIntentId(apiError, fresh);
      if (paidIntentId) {
        await book({ id: paidIntentId, status: expectedPaidStatus(fresh.status) });
        return;
      }
      dispatch({
        type: "holdFailed",
        code: apiError?.code ?? "UNKNOWN",
        message: apiError?.message ?? "errors.generic",
      });
    }
  }, [quoteId, refreshQuote, book, dispatch, i18n, latest]);
}

/**
 * Paid in another tab, or before a reload (and maybe booked there already): the payment to finish
 * the booking with; the booking call is idempotent and answers a booking already made.
 */
function paidElsewhereIntentId(apiError: ApiError | undefined, fresh: QuoteDetail) {
  const isPaidElsewhere =
    (apiError?.code === "ALREADY_PAID" || apiError?.code === "QUOTE_CLOSED") &&
    fresh.paymentIntentId !== null &&
    (fresh.state === "paying" || fresh.state === "fulfilled");
  return isPaidElsewhere ? fresh.paymentIntentId : null;
}

/**
 * The hold is placed as soon as the page shows the quote; a ref keeps StrictMode's second
 * effect run from asking twice (the server would answer the same hold anyway).
 */
function useHoldOnOpen(
  hold: () => Promise<void>,
  runOnce: (task: () => Promise<void>) => Promise<void>,
) {
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void runOnce(hold);
  }, [hold, runOnce]);
}
