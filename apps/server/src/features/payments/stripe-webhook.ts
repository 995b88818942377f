import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { isPaid } from "../payment-provider/payment-provider";
import { createStripeClient } from "../payment-provider/stripe-provider";
import { findQuoteByIntent } from "../quotes/quote-repository";
import { fulfilQuote } from "./fulfil-booking";
import { releaseHoldAfterFailedPayment } from "./release-failed-hold";

const FULFILLING_EVENTS = new Set([
  "payment_intent.succeeded",
  "payment_intent.amount_capturable_updated",
]);

/**
 * POST /api/payment/webhook: Stripe's events, signature checked on the raw body. The payload is only
 * a hint: the intent is fetched again from Stripe and fulfilment runs exactly as for the browser.
 * https://docs.stripe.com/webhooks#verify-official-libraries
 */
export async function registerStripeWebhook(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const stripe = createStripeClient(ctx.config);
  const secret = ctx.config.STRIPE_WEBHOOK_SECRET ?? "";

  await app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    scope.post("/webhook", async (request) => {
      const signature = request.headers["stripe-signature"];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          request.body as Buffer,
          String(signature ?? ""),
          secret,
        );
      } catch {
        throw new AppError("INVALID_SIGNATURE", "Webhook signature verification failed.");
      }
      if (event.type === "payment_intent.payment_failed") {
        // Stripe may deliver this after the guest already asked for the hold again to retry: only
        // a hold placed before the failure is released (event.created is in whole seconds).
        await releaseHoldAfterFailedPayment(ctx, (event.data.object as { id: string }).id, {
          failedAt: typeof event.created === "number" ? new Date(event.created * 1000) : undefined,
        });
      }
      if (FULFILLING_EVENTS.has(event.type)) {
        const intentId = (event.data.object as { id: string }).id;
        const quote = await findQuoteByIntent(ctx.db, intentId);
        if (quote) {
          const intent = await ctx.payments.retrieveIntent(intentId);
          if (isPaid(intent)) await fulfilQuote(ctx, quote.id, intent, "webhook");
        }
      }
      return { received: true };
    });
  });
}
