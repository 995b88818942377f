import type { AppContext } from "../../lib/app-context";
import { createSandboxProvider } from "./sandbox-provider";
import { createStripeProvider } from "./stripe-provider";

/** Stripe when its keys are configured, otherwise the offline sandbox (ARCHITECTURE.md). */
export function createPayments(
  base: Omit<AppContext, "payments" | "sandbox">,
): Pick<AppContext, "payments" | "sandbox"> {
  if (base.config.PAYMENT_PROVIDER === "stripe") {
    return { payments: createStripeProvider(base.config), sandbox: null };
  }
  const sandbox = createSandboxProvider(base);
  return { payments: sandbox, sandbox };
}
