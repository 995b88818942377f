import {
  bookingPaymentsResponseSchema,
  deskPaymentInputSchema,
} from "@camp/shared/desk-sales/desk-sales";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { errorResponses } from "../../lib/error-responses";
import { currentActor, requirePermission } from "../../plugins/sessions";
import { listBookingPayments, takeDeskPayment } from "./desk-payments";

const params = z.object({ id: z.uuid("Not a valid id") });

/**
 * Under /api/admin/bookings: POST /:id/payments takes money at the desk (`payments.take`: owner,
 * manager, front desk), GET /:id/payments lists every payment of the booking (`bookings.read`),
 * each with its method, who took it and its document (decision 055).
 */
export const deskPaymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    "/:id/payments",
    {
      onRequest: requirePermission(ctx, "payments.take"),
      schema: {
        params,
        body: deskPaymentInputSchema,
        response: {
          201: bookingPaymentsResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const data = await takeDeskPayment(
        ctx,
        request.params.id,
        request.body,
        currentActor(request),
      );
      return reply.status(201).send({ success: true as const, data });
    },
  );
  app.get(
    "/:id/payments",
    {
      onRequest: requirePermission(ctx, "bookings.read"),
      schema: {
        params,
        response: { 200: bookingPaymentsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listBookingPayments(ctx.db, request.params.id),
    }),
  );
};
