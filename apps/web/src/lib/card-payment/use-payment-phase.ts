import { type RefObject, useCallback, useReducer, useRef } from "react";
import {
  type AcceptedPayment,
  type CardPaymentResult,
  canPay,
  initialPhase,
  type PaymentEvent,
  type PaymentPhase,
  paymentReducer,
} from "./payment-flow";

/**
 * The hooks every card payment runs on (the payment page's checkout and the payment link's): the
 * phase of payment-flow.ts, and one task at a time.
 */

/** The payment's phase for React, and the same phase in a ref that every dispatch updates at once. */
export function usePaymentPhase() {
  const [phase, dispatchToReact] = useReducer(paymentReducer, initialPhase);
  // The same transitions, applied at once: a second click in the same tick already sees "processing".
  const phaseRef = useRef<PaymentPhase>(initialPhase);
  const dispatch = useCallback((event: PaymentEvent) => {
    phaseRef.current = paymentReducer(phaseRef.current, event);
    dispatchToReact(event);
  }, []);
  return { phase, phaseRef, dispatch };
}

/** Runs one task at a time: a call while another runs is dropped (a double click starts nothing). */
export function useRunOnce() {
  const isRunning = useRef(false);
  return useCallback(async (task: () => Promise<void>) => {
    if (isRunning.current) return;
    isRunning.current = true;
    try {
      await task();
    } finally {
      isRunning.current = false;
    }
  }, []);
}

/**
 * The pay step, one task at a time: confirms the card with the form's own `confirm` (sandbox call
 * or Stripe.js), then books a payment that went through with `book`.
 */
export function usePayStep({
  phaseRef,
  dispatch,
  runOnce,
  book,
}: {
  phaseRef: RefObject<PaymentPhase>;
  dispatch: (event: PaymentEvent) => void;
  runOnce: (task: () => Promise<void>) => Promise<void>;
  book: (payment: AcceptedPayment) => Promise<void>;
}) {
  const readPhase = (): PaymentPhase => phaseRef.current;
  return (confirm: () => Promise<CardPaymentResult>) =>
    runOnce(async () => {
      if (!canPay(phaseRef.current)) return;
      dispatch({ type: "payStarted" });
      const result = await confirm().catch(
        (): CardPaymentResult => ({ kind: "error", message: "errors.generic" }),
      );
      dispatch({ type: "cardResult", result });
      // Read afresh (not the narrowed value from before the await): only a payment this attempt
      // moved to "booking" is booked here.
      if (readPhase().name === "booking" && result.kind === "paid") {
        await book(result.payment);
      }
    });
}
