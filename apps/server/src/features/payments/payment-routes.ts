import { errorResponseSchema } from "@camp/shared/api/error-response";
import {
  cardErrorResponseSchema,
  processPaymentInputSchema,
  processPaymentResponseSchema,
  sandboxConfirmInputSchema,
  sandboxConfirmResponseSchema,
} from "@camp/shared/booking/booking-api";
import { paymentKeyResponseSchema } from "@camp/shared/booking/payment-key";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context";
import { currentUser, requireUser } from "../../plugins/sessions";
import type { SandboxCard } from "../payment-provider/sandbox-cards";
import { limitQuoteRequests } from "../quotes/quote-rate-limit";
import { findQuoteByIntent } from "../quotes/quote-repository";
import { isHoldGivenByStaff } from "../quotes/staff-quote";
import { releaseHoldAfterFailedPayment } from "./release-failed-hold";
import { holdUnits, startPayment } from "./start-payment";
import { registerStripeWebhook } from "./stripe-webhook";

export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/stripeapikey",
    { schema: { response: { 200: paymentKeyResponseSchema } } },
    async () => ({
      stripeApiKey: ctx.payments.publishableKey,
      provider: ctx.payments.name,
    }),
  );

  app.post(
    "/process",
    {
      onRequest: [requireUser, limitQuoteRequests(ctx)],
      schema: {
        body: processPaymentInputSchema,
        response: {
          200: processPaymentResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          410: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) => startPayment(ctx, currentUser(request).id, request.body),
  );

  const sandbox = ctx.sandbox;
  if (sandbox) {
    /** Every card but a good first one: a refused card released the hold, so another card is
     * charged only once the units are held again (the web app asks /process first; this covers a
     * client that does not). */
    const confirmAfterRefusal = async (clientSecret: string, card: SandboxCard) => {
      const found = await sandbox.findBySecret(clientSecret);
      if (found?.wasDeclined && found.intent.status === "requires_payment_method") {
        const quote = await findQuoteByIntent(ctx.db, found.intent.id);
        // A payment link's hold was never released by the refusal, and is never placed again: a
        // card paid after it ended is booked if the nights are still free, else refunded.
        if (quote && !isHoldGivenByStaff(quote)) await holdUnits(ctx, quote.id, quote.userId);
      }
      return sandbox.confirmIntent(clientSecret, card);
    };

    // Stands in for Stripe.js's card confirmation; exists only while the sandbox is the provider.
    app.post(
      "/sandbox/confirm",
      {
        schema: {
          body: sandboxConfirmInputSchema,
          response: {
            200: sandboxConfirmResponseSchema,
            400: errorResponseSchema,
            402: cardErrorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            410: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const { client_secret: clientSecret, card } = request.body;
        const result =
          (await sandbox.confirmFirstTry(clientSecret, card)) ??
          (await confirmAfterRefusal(clientSecret, card));
        if (result.kind === "declined") {
          await releaseHoldAfterFailedPayment(ctx, result.intentId);
          const { code, message } = result.decline;
          return reply.status(402).send({ error: { type: "card_error", code, message } });
        }
        const { id, status, amount } = result.intent;
        return { paymentIntent: { id, status, amount } };
      },
    );
  }

  if (ctx.config.PAYMENT_PROVIDER === "stripe") await registerStripeWebhook(app, ctx);
};
