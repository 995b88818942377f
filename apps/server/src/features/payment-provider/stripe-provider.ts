import Stripe from "stripe";
import type { Config } from "../../config/env";
import type { IntentStatus, PaymentIntent, PaymentProvider } from "./payment-provider";

function toIntent(intent: Stripe.PaymentIntent, amountRefunded = 0): PaymentIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? "",
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status as IntentStatus,
    captureMethod: intent.capture_method === "automatic" ? "automatic" : "manual",
    amountRefunded,
    metadata: intent.metadata,
  };
}

export function createStripeClient(config: Config): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port,
          protocol: api.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
}

/** Stripe through stripe-node; the browser confirms the card with Stripe Elements. */
export function createStripeProvider(
  config: Config,
  stripe = createStripeClient(config),
): PaymentProvider {
  return {
    name: "stripe",
    publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? "",

    async createIntent(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          capture_method: input.captureMethod,
          metadata: input.metadata,
          // Cards through Stripe Elements, never a redirect away from the site.
          automatic_payment_methods: { enabled: true, allow_redirects: "never" },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toIntent(intent);
    },

    async retrieveIntent(id) {
      const intent = await stripe.paymentIntents.retrieve(id, { expand: ["latest_charge"] });
      const charge = intent.latest_charge;
      return toIntent(intent, typeof charge === "object" && charge ? charge.amount_refunded : 0);
    },

    async captureIntent(id, idempotencyKey) {
      return toIntent(await stripe.paymentIntents.capture(id, {}, { idempotencyKey }));
    },

    async cancelIntent(id, idempotencyKey) {
      return toIntent(await stripe.paymentIntents.cancel(id, {}, { idempotencyKey }));
    },

    async refundIntent(id, idempotencyKey, amountMinor) {
      // https://docs.stripe.com/api/refunds/create: without `amount` Stripe refunds what is left.
      await stripe.refunds.create(
        { payment_intent: id, ...(amountMinor === undefined ? {} : { amount: amountMinor }) },
        { idempotencyKey },
      );
      return this.retrieveIntent(id);
    },
  };
}
