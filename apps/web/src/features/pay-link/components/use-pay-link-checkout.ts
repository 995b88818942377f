import type { PayLinkDetail } from "@camp/shared/desk-sales/desk-sales";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../../i18n/i18n";
import { ApiError } from "../../../lib/api-client";
import {
  type AcceptedPayment,
  classifyBookingFailure,
} from "../../../lib/card-payment/payment-flow";
import {
  usePaymentPhase,
  usePayStep,
  useRunOnce,
} from "../../../lib/card-payment/use-payment-phase";
import { completePayLink, payLinkQueryKey, processPayLink } from "../api/pay-link-api";

/**
 * One payment link's payment, on the payment page's state machine (payment-flow.ts): the intent is
 * asked for when the page opens (process), the card form confirms it, then the link books it
 * (complete). A refused card keeps the link's hold (the server never releases a hold staff gave):
 * Try Again asks for the same intent and the card form clears the refused number.
 */
export function usePayLinkCheckout(token: string, detail: PayLinkDetail) {
  const { phase, phaseRef, dispatch } = usePaymentPhase();
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const runOnce = useRunOnce();
  const [attempt, setAttempt] = useState(0);
  const [reference, setReference] = useState(detail.reference);
  const hasPolicy = detail.quote.cancellationTerms !== null;

  const refreshLink = useCallback(
    () => queryClient.invalidateQueries({ queryKey: payLinkQueryKey(token) }),
    [queryClient, token],
  );

  const book = useCallback(
    async (payment: AcceptedPayment) => {
      dispatch({ type: "bookingStarted", payment });
      try {
        const booked = await completePayLink(token, payment);
        setReference(booked.reference);
        dispatch({ type: "booked", bookingId: booked.bookingId });
      } catch (error) {
        dispatch({ type: "bookingFailed", failure: classifyBookingFailure(error) });
      }
    },
    [token, dispatch],
  );

  const hold = useCallback(async () => {
    dispatch({ type: "holdStarted" });
    try {
      const intent = await processPayLink(token, toLanguage(i18n.language), hasPolicy);
      dispatch({ type: "held", clientSecret: intent.client_secret });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      dispatch({
        type: "holdFailed",
        code: apiError?.code ?? "UNKNOWN",
        message: apiError?.message ?? "errors.generic",
      });
      // Paid meanwhile (another tab, another device) or closed: the link's own answer says so.
      if (apiError?.code === "PAYMENT_LINK_PAID" || apiError?.code === "PAYMENT_LINK_EXPIRED") {
        void refreshLink();
      }
    }
  }, [token, i18n, hasPolicy, dispatch, refreshLink]);

  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void runOnce(hold);
  }, [hold, runOnce]);

  const pay = usePayStep({ phaseRef, dispatch, runOnce, book });
  return {
    phase,
    attempt,
    reference,
    pay,
    /** Try Again after a refused card, or a failed start: the same intent again. */
    tryAgain: () => {
      setAttempt((value) => value + 1);
      void runOnce(hold);
    },
    retryBooking: () => {
      const current = phaseRef.current;
      if (current.name !== "bookingFailed") return;
      void runOnce(() => book(current.payment));
    },
  };
}
