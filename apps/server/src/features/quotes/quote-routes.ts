import { errorResponseSchema } from "@camp/shared/api/error-response";
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  quoteDetailResponseSchema,
  quoteResponseSchema,
} from "@camp/shared/booking/booking-api";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { resortToday } from "@camp/shared/dates/resort-dates";
import {
  promoPreviewInputSchema,
  promoPreviewResponseSchema,
} from "@camp/shared/rates/promo-code-input";
import { quotePromoInputSchema } from "@camp/shared/rates/promo-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { errorResponses } from "../../lib/error-responses";
import { anyObjectBody } from "../../lib/validate";
import { currentUser, requireUser } from "../../plugins/sessions";
import { previewPromoCode } from "../promo-codes/promo-for-stay";
import { limitPromoGuesses } from "../promo-codes/promo-guess-limit";
import { getAvailability } from "./availability";
import { quotePackage, quoteSingleService } from "./create-quote";
import { getQuoteDetail } from "./get-quote-detail";
import { limitPreviewRequests, limitQuoteRequests } from "./quote-rate-limit";
import { type MoveOfferToQuote, requoteWithPromo } from "./requote-with-promo";

/** The refusals of the booking's calls, each in the one error shape. */
const errors = errorResponses(400, 401, 402, 404, 409, 410);

/** The price check of a stay: single services and packages differ only in their path and rules. */
function registerQuote(
  app: Parameters<FastifyPluginAsyncZod<{ ctx: AppContext }>>[0],
  ctx: AppContext,
  path: string,
  quote: typeof quoteSingleService,
) {
  app.post(
    path,
    {
      onRequest: [requireUser, limitQuoteRequests(ctx)],
      ...limitPromoGuesses(ctx),
      schema: {
        body: anyObjectBody,
        response: { 200: quoteResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await quote(ctx, currentUser(request).id, request.body),
    }),
  );
}

/**
 * A booking form applies a code: its terms, so the estimate shows its discount,
 * signed out too, counted per address (decision 051).
 */
function registerPromoPreview(
  app: Parameters<FastifyPluginAsyncZod<{ ctx: AppContext }>>[0],
  ctx: AppContext,
) {
  app.post(
    "/promo-preview",
    {
      onRequest: limitPreviewRequests(ctx),
      ...limitPromoGuesses(ctx),
      schema: {
        body: promoPreviewInputSchema,
        response: { 200: promoPreviewResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const terms = await previewPromoCode(
        ctx.db,
        request.body.promoCode,
        resortToday(ctx.clock.now()),
      );
      return {
        success: true as const,
        data: {
          code: terms.code,
          percentOff: terms.percentOff,
          amountOff: terms.amountOffMinor === null ? null : toMajorUnits(terms.amountOffMinor),
          stayFrom: terms.stayFrom,
          stayTo: terms.stayTo,
          unitTypes: terms.unitTypes,
          minNights: terms.minNights,
        },
      };
    },
  );
}

/**
 * Under /api/booking: a single service's price check, the quote a payment page resumes, promo codes.
 * `moveOfferToQuote` is the waiting list's, handed in by app.ts (see requote-with-promo.ts).
 */
export const quoteRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  moveOfferToQuote: MoveOfferToQuote;
}> = async (app, { ctx, moveOfferToQuote }) => {
  registerQuote(app, ctx, "/check-availability", quoteSingleService);

  // What the payment page resumes from after a reload or in a second tab.
  app.get(
    "/quote/:quoteId",
    {
      onRequest: requireUser,
      schema: {
        params: z.object({ quoteId: z.uuid("Not a valid id") }),
        response: {
          200: quoteDetailResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getQuoteDetail(ctx, currentUser(request).id, request.params.quoteId),
    }),
  );

  registerPromoPreview(app, ctx);

  // The payment page applies or removes a promo code: a new quote for the same stay (decision 026).
  app.post(
    "/quote/:quoteId/promo",
    {
      onRequest: [requireUser, limitQuoteRequests(ctx)],
      ...limitPromoGuesses(ctx),
      schema: {
        params: z.object({ quoteId: z.uuid("Not a valid id") }),
        body: quotePromoInputSchema,
        response: { 201: quoteResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await requoteWithPromo(
        ctx,
        currentUser(request).id,
        request.params.quoteId,
        request.body.promoCode,
        moveOfferToQuote,
      );
      return reply.status(201).send({ success: true, data: answer });
    },
  );
};

/** Under /api/package-booking: a package's price check. */
export const packageQuoteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  registerQuote(app, ctx, "/new-check-availability", quotePackage);
};

export const availabilityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    "/",
    {
      schema: {
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getAvailability(ctx, request.query),
    }),
  );
};
