import { errorResponseSchema } from "@camp/shared/api/error-response";
import {
  adminWaitingListQuerySchema,
  adminWaitingListResponseSchema,
  myWaitingListResponseSchema,
  waitingListJoinResponseSchema,
} from "@camp/shared/waiting-list/waiting-list";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { anyObjectBody } from "../../lib/validate";
import { currentUser, requirePermission, requireUser } from "../../plugins/sessions";
import { joinWaitingList } from "./join-waiting-list";
import { leaveWaitingList } from "./leave-waiting-list";
import { listMyWaitingList, listWaitingListForStaff } from "./list-waiting-list";
import type { WaitingListQuotes } from "./waiting-list-quotes";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  410: errorResponseSchema,
};

/**
 * A guest's waiting list (decision 033): join with the check-availability body (a package's with
 * `serviceType: "package"`), see one's entries, leave one.
 */
export const waitingListRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  quotes: WaitingListQuotes;
}> = async (app, { ctx, quotes }) => {
  app.post(
    "/",
    {
      onRequest: requireUser,
      schema: { body: anyObjectBody, response: { 201: waitingListJoinResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const joined = await joinWaitingList(ctx, quotes, currentUser(request).id, request.body);
      return reply.status(201).send({ success: true as const, data: joined });
    },
  );

  app.get(
    "/me",
    {
      onRequest: requireUser,
      schema: { response: { 200: myWaitingListResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await listMyWaitingList(ctx, currentUser(request).id),
    }),
  );

  app.delete(
    "/:id",
    {
      onRequest: requireUser,
      schema: {
        params: z.object({ id: z.uuid("Not a valid id") }),
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await leaveWaitingList(ctx, quotes, currentUser(request).id, request.params.id);
      return { success: true as const };
    },
  );
};

/** GET /api/admin/waiting-list?from&to: the queue per night and unit type, for the console. */
export const adminWaitingListRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    "/",
    {
      onRequest: requirePermission(ctx, "waiting-list.read"),
      schema: {
        querystring: adminWaitingListQuerySchema,
        response: {
          200: adminWaitingListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listWaitingListForStaff(ctx, request.query),
    }),
  );
};
