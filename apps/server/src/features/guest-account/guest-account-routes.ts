import { errorResponseSchema } from "@camp/shared/api/error-response";
import {
  accountDataSchema,
  deleteAccountInputSchema,
  deleteAccountResponseSchema,
} from "@camp/shared/auth/account-data";
import { myBookingsResponseSchema } from "@camp/shared/booking/booking-api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context";
import { clearSessionCookie, currentUser, requireUser } from "../../plugins/sessions";
import { deleteGuestAccount } from "./delete-guest-account";
import { exportGuestData } from "./guest-account-data";
import { listMyBookings } from "./list-my-bookings";

/**
 * A guest's rights over their own data (decision 031), beside the other account calls under
 * /api/auth: a copy of it, and deleting the account.
 */
export const guestAccountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    "/me/data",
    {
      onRequest: requireUser,
      schema: {
        response: { 200: accountDataSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await exportGuestData(ctx, currentUser(request).id);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header("content-disposition", `attachment; filename="desert-camp-my-data-${day}.json"`)
        .header("cache-control", "no-store")
        .send(data);
    },
  );

  app.post(
    "/me/delete",
    {
      onRequest: requireUser,
      schema: {
        body: deleteAccountInputSchema,
        response: {
          200: deleteAccountResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await deleteGuestAccount(ctx, currentUser(request).id, request.body, request.ip);
      clearSessionCookie(request, reply);
      return { success: true as const, message: "Your account has been deleted" };
    },
  );
};

/** GET /api/booking/me: the guest's own bookings (My bookings). */
export const myBookingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
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
};
