import {
  adminBookingDetailResponseSchema,
  adminBookingsQuerySchema,
  adminBookingsResponseSchema,
  adminBookingTakersResponseSchema,
} from "@camp/shared/admin/admin-bookings";
import { declineInputSchema } from "@camp/shared/admin/front-desk";
import { errorResponseSchema } from "@camp/shared/api/error-response";
import { bookingResponseSchema } from "@camp/shared/booking/booking-api";
import { staffCancelInputSchema } from "@camp/shared/booking/cancellation-api";
import { toMinorUnits } from "@camp/shared/catalogue/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { sendCsv } from "../../lib/csv";
import { errorResponses } from "../../lib/error-responses";
import {
  assertFreshSession,
  currentActor,
  currentUser,
  requirePermission,
} from "../../plugins/sessions";
import { isSessionFresh } from "../auth/session-service";
import { toStoredBooking } from "../bookings/stored-booking";
import { cancelBooking } from "../cancellations-and-refunds/cancel-booking";
import { registerFrontDeskRoutes } from "../front-desk/admin-front-desk-routes";
import { confirmPendingBooking, declinePendingBooking } from "../payments/staff-actions";
import { getAdminBooking, listAdminBookings, listBookingTakers } from "./admin-booking-queries";
import { exportAdminBookings } from "./admin-bookings-export";

type AdminApp = Parameters<FastifyPluginAsyncZod<{ ctx: AppContext }>>[0];

const refusals = errorResponses(400, 401, 403);
/** The refusals of the booking's calls, each in the one error shape. */
const errors = errorResponses(400, 401, 402, 404, 409, 410);

/** The operator console's reads of bookings, registered inside adminBookingRoutes (/api/admin/bookings). */
function registerAdminBookingQueries(app: AdminApp, ctx: AppContext): void {
  app.get(
    "/",
    {
      onRequest: requirePermission(ctx, "bookings.read"),
      schema: {
        querystring: adminBookingsQuerySchema,
        response: { 200: adminBookingsResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listAdminBookings(ctx.db, request.query),
    }),
  );
  // The same filters as the list, every page, as a spreadsheet (decision 027).
  app.get(
    "/export.csv",
    {
      onRequest: requirePermission(ctx, "bookings.export"),
      schema: { querystring: adminBookingsQuerySchema, response: refusals },
    },
    async (request, reply) => {
      // Every guest's name, email and phone: asks for a fresh second factor (decision 054). The
      // console's download link then gets the 401 as JSON and re-authenticates first.
      assertFreshSession(ctx, request);
      const { fileName, csv } = await exportAdminBookings(ctx.db, request.query, ctx.clock.now());
      return sendCsv(reply, fileName, csv);
    },
  );
  // Who took bookings at the desk (decision 055): the list's "taken by" filter offers them.
  app.get(
    "/takers",
    {
      onRequest: requirePermission(ctx, "bookings.read"),
      schema: { response: { 200: adminBookingTakersResponseSchema, ...refusals } },
    },
    async () => ({ success: true as const, data: await listBookingTakers(ctx.db) }),
  );
  app.get(
    "/:id",
    {
      onRequest: requirePermission(ctx, "bookings.read"),
      schema: {
        params: z.object({ id: z.uuid("Not a valid id") }),
        response: {
          200: adminBookingDetailResponseSchema,
          ...refusals,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getAdminBooking(ctx, request.params.id, request.log),
    }),
  );
}

/**
 * Staff decisions on bookings, each recorded in the audit log with the decision. `cancel` of a
 * pending request declines it, as it always has (the spec's call); `decline` says so explicitly,
 * with the reason the guest's email carries.
 */
export const adminBookingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  registerAdminBookingQueries(app, ctx); // the console's list and detail
  registerFrontDeskRoutes(app, ctx); // check in, check out, no-show, undo, notes
  const params = z.object({ id: z.uuid("Not a valid id") });
  const response = { 200: bookingResponseSchema, 403: errorResponseSchema, ...errors };
  app.post(
    "/:id/confirm",
    { onRequest: requirePermission(ctx, "bookings.manage"), schema: { params, response } },
    async (request) => ({
      success: true as const,
      data: toStoredBooking(
        await confirmPendingBooking(ctx, request.params.id, currentActor(request)),
      ),
    }),
  );
  app.post(
    "/:id/decline",
    {
      onRequest: requirePermission(ctx, "bookings.manage"),
      schema: { params, body: declineInputSchema, response },
    },
    async (request) => ({
      success: true as const,
      data: toStoredBooking(
        await declinePendingBooking(
          ctx,
          request.params.id,
          currentActor(request),
          request.log,
          request.body.reason,
        ),
      ),
    }),
  );
  app.post(
    "/:id/cancel",
    {
      onRequest: requirePermission(ctx, "bookings.manage"),
      schema: { params, body: staffCancelInputSchema, response },
    },
    async (request) => {
      const refundAmount = request.body?.refundAmount;
      const user = currentUser(request);
      const booking = await cancelBooking(ctx, request.params.id, {
        staff: currentActor(request),
        authority: { role: user.role, isSessionFresh: isSessionFresh(ctx, user) },
        log: request.log,
        ...(refundAmount === undefined ? {} : { refundMinor: toMinorUnits(refundAmount) }),
      });
      return { success: true as const, data: toStoredBooking(booking) };
    },
  );
};
