import { bookingResponseSchema, createBookingInputSchema } from "@camp/shared/booking/booking-api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context";
import { errorResponses } from "../../lib/error-responses";
import { currentUser, requireUser } from "../../plugins/sessions";
import { toStoredBooking } from "../bookings/stored-booking";
import { createBooking } from "./create-booking";

/** The refusals of the booking's calls, each in the one error shape. */
const errors = errorResponses(400, 401, 402, 404, 409, 410);

/** The booking for a paid quote: created once, answered again (200) when asked twice. */
function registerBookingCreation(
  app: Parameters<FastifyPluginAsyncZod<{ ctx: AppContext }>>[0],
  ctx: AppContext,
  path: string,
  kind: "single" | "package",
) {
  app.post(
    path,
    {
      onRequest: requireUser,
      schema: {
        body: createBookingInputSchema,
        response: { 200: bookingResponseSchema, 201: bookingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { booking, isNew } = await createBooking(ctx, userId, request.body, kind);
      return reply
        .status(isNew ? 201 : 200)
        .send({ success: true, data: toStoredBooking(booking) });
    },
  );
}

/** POST /api/booking: a single service's booking. */
export const bookingCreationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  registerBookingCreation(app, ctx, "/", "single");
};

/** POST /api/package-booking/new: a package's booking. */
export const packageBookingCreationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  registerBookingCreation(app, ctx, "/new", "package");
};
