import {
  adminBookingDetailResponseSchema,
  adminBookingsQuerySchema,
  adminBookingsResponseSchema,
} from "@camp/shared/admin/admin-bookings";
import { adminTodayResponseSchema } from "@camp/shared/admin/admin-today";
import { errorResponseSchema } from "@camp/shared/api/error-response";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { sendCsv } from "../../lib/csv";
import { requireAdmin } from "../../plugins/sessions";
import { getAdminBooking, listAdminBookings } from "./admin-booking-queries";
import { exportAdminBookings } from "./admin-bookings-export";
import { getAdminToday } from "./admin-today";

type AdminApp = Parameters<FastifyPluginAsyncZod<{ ctx: AppContext }>>[0];

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** The operator console's reads of bookings, registered inside adminBookingRoutes (/api/admin/bookings). */
export function registerAdminBookingQueries(app: AdminApp, ctx: AppContext): void {
  app.get(
    "/",
    {
      onRequest: requireAdmin,
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
      onRequest: requireAdmin,
      schema: { querystring: adminBookingsQuerySchema, response: refusals },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportAdminBookings(ctx.db, request.query, ctx.clock.now());
      return sendCsv(reply, fileName, csv);
    },
  );
  app.get(
    "/:id",
    {
      onRequest: requireAdmin,
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
      data: await getAdminBooking(ctx.db, request.params.id, ctx.clock.now()),
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
      onRequest: requireAdmin,
      schema: { response: { 200: adminTodayResponseSchema, ...refusals } },
    },
    async () => ({ success: true as const, data: await getAdminToday(ctx) }),
  );
};
