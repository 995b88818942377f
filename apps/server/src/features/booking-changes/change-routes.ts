import { errorResponseSchema } from "@camp/shared/api/error-response";
import { bookingResponseSchema } from "@camp/shared/booking/booking-api";
import {
  applyChangeInputSchema,
  changeCheckResponseSchema,
} from "@camp/shared/booking/booking-change";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { errorResponses } from "../../lib/error-responses";
import { anyObjectBody } from "../../lib/validate";
import { currentUser, requireUser } from "../../plugins/sessions";
import { toStoredBooking } from "../bookings/stored-booking";
import { limitPromoGuesses } from "../promo-codes/promo-guess-limit";
import { limitQuoteRequests } from "../quotes/quote-rate-limit";
import { applyChange, checkChange } from "./change-booking";

/** The refusals of the booking's calls, each in the one error shape. */
const errors = errorResponses(400, 401, 402, 404, 409, 410);

/** Under /api/booking, a guest changes their own paid booking: the price check, then the change (decision 019). */
export const guestChangeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const params = z.object({ id: z.uuid("Not a valid id") });
  app.post(
    "/:id/change/check",
    {
      onRequest: [requireUser, limitQuoteRequests(ctx)],
      ...limitPromoGuesses(ctx),
      schema: {
        params,
        body: anyObjectBody,
        response: { 200: changeCheckResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await checkChange(ctx, currentUser(request).id, request.params.id, request.body),
    }),
  );
  app.post(
    "/:id/change",
    {
      onRequest: requireUser,
      schema: {
        params,
        body: applyChangeInputSchema,
        response: { 200: bookingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const booking = await applyChange(
        ctx,
        currentUser(request).id,
        request.params.id,
        request.body,
        request.log,
      );
      return { success: true as const, data: toStoredBooking(booking) };
    },
  );
};
