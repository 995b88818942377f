import { adminTodayResponseSchema } from "@camp/shared/admin/admin-today";
import {
  bookingNoteInputSchema,
  bookingNoteResponseSchema,
  bookingNotesResponseSchema,
  noShowInputSchema,
} from "@camp/shared/admin/front-desk";
import { errorResponseSchema } from "@camp/shared/api/error-response";
import { bookingResponseSchema } from "@camp/shared/booking/booking-api";
import { toMinorUnits } from "@camp/shared/catalogue/money";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { errorResponses } from "../../lib/error-responses";
import { currentActor, currentUser, requirePermission } from "../../plugins/sessions";
import { isSessionFresh } from "../auth/session-service";
import { toStoredBooking } from "../bookings/stored-booking";
import type { RefundAuthority } from "../cancellations-and-refunds/staff-refund-authority";
import { getAdminToday } from "./admin-today";
import { addBookingNote, getBookingNotes } from "./booking-notes";
import { checkInBooking, checkOutBooking, markNoShow, undoDeskAction } from "./front-desk";

type AdminApp = Parameters<FastifyPluginAsyncZod<{ ctx: AppContext }>>[0];

const params = z.object({ id: z.uuid("Not a valid id") });
const refusals = errorResponses(400, 401, 403, 404, 409);

/** The staff member's role and session, for the refunds a check-out or a no-show gives. */
function authorityOf(ctx: AppContext, request: FastifyRequest): RefundAuthority {
  const user = currentUser(request);
  return { role: user.role, isSessionFresh: isSessionFresh(ctx, user) };
}

/**
 * The front desk (decision 022), inside adminBookingRoutes (/api/admin/bookings): check in, check
 * out, no-show, undo the last of them on its day, and staff notes. Each answers the booking (or the
 * note) and is audit-logged; a move the booking's state or day does not allow is a 409 with a code.
 */
export function registerFrontDeskRoutes(app: AdminApp, ctx: AppContext): void {
  const response = { 200: bookingResponseSchema, ...refusals, 502: errorResponseSchema };
  app.post(
    "/:id/check-in",
    { onRequest: requirePermission(ctx, "front-desk.run"), schema: { params, response } },
    async (request) => ({
      success: true as const,
      data: toStoredBooking(await checkInBooking(ctx, request.params.id, currentActor(request))),
    }),
  );
  app.post(
    "/:id/check-out",
    { onRequest: requirePermission(ctx, "front-desk.run"), schema: { params, response } },
    async (request) => ({
      success: true as const,
      data: toStoredBooking(
        await checkOutBooking(ctx, request.params.id, currentActor(request), {
          log: request.log,
          authority: authorityOf(ctx, request),
        }),
      ),
    }),
  );
  app.post(
    "/:id/no-show",
    {
      onRequest: requirePermission(ctx, "front-desk.run"),
      schema: { params, body: noShowInputSchema, response },
    },
    async (request) => {
      const refundAmount = request.body?.refundAmount;
      const booking = await markNoShow(ctx, request.params.id, currentActor(request), {
        log: request.log,
        authority: authorityOf(ctx, request),
        ...(refundAmount === undefined ? {} : { refundMinor: toMinorUnits(refundAmount) }),
      });
      return { success: true as const, data: toStoredBooking(booking) };
    },
  );
  app.post(
    "/:id/undo",
    { onRequest: requirePermission(ctx, "front-desk.run"), schema: { params, response } },
    async (request) => ({
      success: true as const,
      data: toStoredBooking(await undoDeskAction(ctx, request.params.id, currentActor(request))),
    }),
  );
  app.get(
    "/:id/notes",
    {
      onRequest: requirePermission(ctx, "bookings.read"),
      schema: { params, response: { 200: bookingNotesResponseSchema, ...refusals } },
    },
    async (request) => ({
      success: true as const,
      data: await getBookingNotes(ctx, request.params.id),
    }),
  );
  app.post(
    "/:id/notes",
    {
      onRequest: requirePermission(ctx, "bookings.notes"),
      schema: {
        params,
        body: bookingNoteInputSchema,
        response: { 200: bookingNoteResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await addBookingNote(ctx, request.params.id, currentActor(request), request.body.text),
    }),
  );
}

/** GET /api/admin/today: arrivals, departures and the next 30 nights' occupancy. */
export const adminTodayRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    "/",
    {
      onRequest: requirePermission(ctx, "today.read"),
      schema: {
        response: { 200: adminTodayResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async () => ({ success: true as const, data: await getAdminToday(ctx) }),
  );
};
