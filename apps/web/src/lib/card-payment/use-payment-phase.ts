import { useCallback, useReducer, useRef } from "react";
import { initialPhase, type PaymentEvent, type PaymentPhase, paymentReducer } from "./payment-flow";

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
