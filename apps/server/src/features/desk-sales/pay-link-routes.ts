import { authMessages } from "@camp/shared/auth/auth-messages";
import {
  payLinkCompleteInputSchema,
  payLinkCompleteResponseSchema,
  payLinkDetailResponseSchema,
  payLinkProcessInputSchema,
  payLinkProcessResponseSchema,
  paymentLinkListResponseSchema,
  paymentLinkQuerySchema,
  paymentLinkSummaryResponseSchema,
} from "@camp/shared/desk-sales/desk-sales";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { errorResponses } from "../../lib/error-responses";
import { currentActor, requirePermission } from "../../plugins/sessions";
import { incrementCounter } from "../rate-limits/rate-limit-repository";
import { cancelPaymentLink } from "./cancel-payment-link";
import {
  completePaymentLink,
  openPaymentLink,
  paymentLinkNotFound,
  processPaymentLink,
} from "./pay-by-link";
import {
  findPaymentLinkSummary,
  findPaymentLinkSummaryByToken,
  listPaymentLinkSummaries,
} from "./payment-links";

/** The token in the path: any text (a malformed one is simply unknown, 404). */
const tokenParamsSchema = z.object({ token: z.string().max(200) });

/**
 * Every call of the payment page, known token or not, counts against its network address for an
 * hour (PAY_LINK_MAX_PER_ADDRESS_PER_HOUR): a token is 32 random bytes, so this is not what keeps
 * it secret, but it keeps one address from hammering the page's calls and the processor.
 */
function limitPayLinkCalls(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const now = ctx.clock.now();
    const count = await incrementCounter(ctx.db, `pay-link:address:${request.ip}`, {
      now,
      windowStart: new Date(now.getTime() - 60 * 60_000),
    });
    if (count > ctx.config.PAY_LINK_MAX_PER_ADDRESS_PER_HOUR)
      throw new AppError("TOO_MANY_ATTEMPTS", authMessages.tooManyAttempts);
  };
}

/** /api/pay: the payment link's page, open to anyone who has the link (decision 055). */
export const payLinkRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limit = limitPayLinkCalls(ctx);

  app.get(
    "/:token",
    {
      onRequest: limit,
      schema: {
        params: tokenParamsSchema,
        response: { 200: payLinkDetailResponseSchema, ...errorResponses(400, 404, 409, 410, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await openPaymentLink(ctx, request.params.token),
    }),
  );

  app.post(
    "/:token/process",
    {
      onRequest: limit,
      schema: {
        params: tokenParamsSchema,
        body: payLinkProcessInputSchema,
        response: {
          200: payLinkProcessResponseSchema,
          ...errorResponses(400, 404, 409, 410, 429, 502),
        },
      },
    },
    async (request) => processPaymentLink(ctx, request.params.token, request.body),
  );

  app.post(
    "/:token/complete",
    {
      onRequest: limit,
      schema: {
        params: tokenParamsSchema,
        body: payLinkCompleteInputSchema,
        response: {
          200: payLinkCompleteResponseSchema,
          201: payLinkCompleteResponseSchema,
          ...errorResponses(400, 402, 404, 409, 410, 429, 502),
        },
      },
    },
    async (request, reply) => {
      const { isNew, ...booked } = await completePaymentLink(
        ctx,
        request.params.token,
        request.body,
      );
      // Booked by this call: 201; already booked (another tab, the webhook, the reconciler): 200.
      return reply.status(isNew ? 201 : 200).send({ success: true as const, data: booked });
    },
  );
};

/**
 * /api/admin/payment-links: the list of links (newest first, by state), the link as staff see it,
 * by its token or its quote (the booking's detail shows it too), and withdrawing it. The summary carries the token and the link itself, so
 * the console can show the link and its QR code again after the booking dialog was closed.
 */
export const adminPaymentLinkRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    "/",
    {
      onRequest: requirePermission(ctx, "bookings.read"),
      schema: {
        querystring: paymentLinkQuerySchema,
        response: {
          200: z.union([paymentLinkSummaryResponseSchema, paymentLinkListResponseSchema]),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { quoteId, state, page, pageSize } = request.query;
      if (!quoteId) {
        const data = await listPaymentLinkSummaries(ctx.db, ctx, { states: state, page, pageSize });
        return { success: true as const, data };
      }
      const summary = await findPaymentLinkSummary(ctx.db, ctx, { quoteId, log: request.log });
      if (!summary) throw notFound("This quote has no payment link.");
      return { success: true as const, data: summary };
    },
  );

  app.get(
    "/:token",
    {
      onRequest: requirePermission(ctx, "bookings.read"),
      schema: {
        params: tokenParamsSchema,
        response: { 200: paymentLinkSummaryResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const summary = await findPaymentLinkSummaryByToken(ctx.db, ctx, request.params.token);
      if (!summary) throw paymentLinkNotFound();
      return { success: true as const, data: summary };
    },
  );

  app.post(
    "/:token/cancel",
    {
      onRequest: requirePermission(ctx, "bookings.create"),
      schema: {
        params: tokenParamsSchema,
        response: {
          200: paymentLinkSummaryResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cancelPaymentLink(ctx, request.params.token, currentActor(request)),
    }),
  );
};
