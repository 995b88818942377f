import { errorResponseSchema } from "@camp/shared/api/error-response";
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  bookingResponseSchema,
  createBookingInputSchema,
  myBookingsResponseSchema,
  quoteDetailResponseSchema,
  quoteResponseSchema,
} from "@camp/shared/booking/booking-api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { currentUser, requireAdmin, requireUser } from "../../plugins/sessions";
import { getAvailability } from "./availability";
import { createBooking } from "./create-booking";
import { quotePackage, quoteSingleService } from "./create-quote";
import { getQuoteDetail } from "./get-quote-detail";
import { listMyBookings } from "./list-my-bookings";
import { cancelBooking, confirmPendingBooking } from "./staff-actions";
import { toStoredBooking } from "./stored-booking";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  410: errorResponseSchema,
};
/** Bodies whose rules depend on today and the catalogue are checked in the service (parseOrThrow). */
const anyObject = z.record(z.string(), z.unknown(), {
  error: "The request body must be a JSON object",
});

/**
 * The two calls every kind of booking has: the price check (a quote) and the booking for a paid quote.
 * Single services and packages differ only in their paths, their quote rules and the kind checked.
 */
function registerQuoteAndBooking(
  app: Parameters<FastifyPluginAsyncZod<{ ctx: AppContext }>>[0],
  ctx: AppContext,
  options: {
    quotePath: string;
    bookingPath: string;
    kind: "single" | "package";
    quote: typeof quoteSingleService;
  },
) {
  app.post(
    options.quotePath,
    {
      onRequest: requireUser,
      schema: { body: anyObject, response: { 200: quoteResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await options.quote(ctx, currentUser(request).id, request.body),
    }),
  );

  app.post(
    options.bookingPath,
    {
      onRequest: requireUser,
      schema: {
        body: createBookingInputSchema,
        response: { 200: bookingResponseSchema, 201: bookingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { booking, isNew } = await createBooking(ctx, userId, request.body, options.kind);
      return reply
        .status(isNew ? 201 : 200)
        .send({ success: true, data: toStoredBooking(booking) });
    },
  );
}

export const bookingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerQuoteAndBooking(app, ctx, {
    quotePath: "/check-availability",
    bookingPath: "/",
    kind: "single",
    quote: quoteSingleService,
  });

  app.get(
    "/me",
    {
      onRequest: requireUser,
      schema: { response: { 200: myBookingsResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => {
      const mine = await listMyBookings(ctx, currentUser(request).id);
      return {
        success: true as const,
        booking: { data: mine.regular },
        packeageBooking: { data: mine.packages },
      };
    },
  );

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
};

export const packageBookingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  registerQuoteAndBooking(app, ctx, {
    quotePath: "/new-check-availability",
    bookingPath: "/new",
    kind: "package",
    quote: quotePackage,
  });
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

/** Staff decisions on bookings; the operator console that calls them is a later issue. */
export const adminBookingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const params = z.object({ id: z.uuid("Not a valid id") });
  const response = { 200: bookingResponseSchema, 403: errorResponseSchema, ...errors };
  app.post(
    "/:id/confirm",
    { onRequest: requireAdmin, schema: { params, response } },
    async (request) => ({
      success: true as const,
      data: toStoredBooking(await confirmPendingBooking(ctx, request.params.id)),
    }),
  );
  app.post(
    "/:id/cancel",
    { onRequest: requireAdmin, schema: { params, response } },
    async (request) => ({
      success: true as const,
      data: toStoredBooking(await cancelBooking(ctx, request.params.id)),
    }),
  );
};
