import { staffBookingResponseSchema } from "@camp/shared/desk-sales/desk-sales";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context";
import { errorResponses } from "../../lib/error-responses";
import { anyObjectBody } from "../../lib/validate";
import { currentActor, requirePermission } from "../../plugins/sessions";
import { createStaffBooking } from "./staff-bookings";

/**
 * Under /api/admin/bookings, beside the console's list (GET /): POST / takes a booking for a
 * guest at the desk (decision 055), paid through a payment link or at the desk.
 */
export const staffBookingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    "/",
    {
      onRequest: requirePermission(ctx, "bookings.create"),
      schema: {
        // The staff keys are checked by their shared schema, the rest by the website's request
        // schemas (built from today's rules), each naming its field.
        body: anyObjectBody,
        response: { 201: staffBookingResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const data = await createStaffBooking(ctx, currentActor(request), request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );
};
