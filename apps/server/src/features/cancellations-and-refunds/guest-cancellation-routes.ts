import { bookingResponseSchema } from "@camp/shared/booking/booking-api";
import {
  cancellationPolicyResponseSchema,
  cancellationPreviewResponseSchema,
  guestCancelInputSchema,
} from "@camp/shared/booking/cancellation-api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { errorResponses } from "../../lib/error-responses";
import { currentUser, requireUser } from "../../plugins/sessions";
import { cancellationPolicyOf } from "../bookings/cancellation-policy";
import { toStoredBooking } from "../bookings/stored-booking";
import { cancelOwnBooking, previewCancellation, withdrawOwnRequest } from "./guest-cancellation";

/** The refusals of the booking's calls, each in the one error shape. */
const errors = errorResponses(400, 401, 402, 404, 409, 410);

/** Under /api/booking, a guest's own booking after payment: the cancellation preview, cancel and withdraw (decision 014). */
export const guestCancellationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const params = z.object({ id: z.uuid("Not a valid id") });
  const response = { 200: bookingResponseSchema, ...errors };
  // Public: the Terms of booking page words the policy with the numbers the server runs.
  app.get(
    "/cancellation-policy",
    { schema: { response: { 200: cancellationPolicyResponseSchema } } },
    async () => ({ success: true as const, data: cancellationPolicyOf(ctx.config) }),
  );
  app.get(
    "/:id/cancellation",
    {
      onRequest: requireUser,
      schema: { params, response: { 200: cancellationPreviewResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await previewCancellation(ctx, currentUser(request).id, request.params.id),
    }),
  );
  app.post(
    "/:id/cancel",
    { onRequest: requireUser, schema: { params, body: guestCancelInputSchema, response } },
    async (request) => {
      const booking = await cancelOwnBooking(
        ctx,
        currentUser(request).id,
        request.params.id,
        request.body.expectedRefundAmount,
        request.log,
      );
      return { success: true as const, data: toStoredBooking(booking) };
    },
  );
  app.post(
    "/:id/withdraw",
    { onRequest: requireUser, schema: { params, response } },
    async (request) => ({
      success: true as const,
      data: toStoredBooking(
        await withdrawOwnRequest(ctx, currentUser(request).id, request.params.id, request.log),
      ),
    }),
  );
};
