import type { AppContext } from "../../lib/app-context";
import { createSandboxProvider } from "./sandbox-provider";

/**
 * Stripe when its keys are configured, otherwise the offline sandbox (ARCHITECTURE.md). Stripe's
 * library is loaded only when it is used, so a sandbox process starts without it.
 */
export async function createPayments(
  base: Omit<AppContext, "payments" | "sandbox">,
): Promise<Pick<AppContext, "payments" | "sandbox">> {
  if (base.config.PAYMENT_PROVIDER === "stripe") {
    const { createStripeProvider } = await import("./stripe-provider");
    return { payments: createStripeProvider(base.config), sandbox: null };
  }
  const sandbox = createSandboxProvider(base);
  return { payments: sandbox, sandbox };
}
