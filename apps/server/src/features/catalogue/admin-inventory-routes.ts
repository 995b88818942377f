import { errorResponseSchema } from "@camp/shared/api/error-response";
import {
  closureInputSchema,
  closureListResponseSchema,
  closureResponseSchema,
  inventoryResponseSchema,
} from "@camp/shared/catalogue/inventory-admin-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { errorResponses } from "../../lib/error-responses";
import { currentUser, requirePermission } from "../../plugins/sessions";
import { getInventory } from "./admin-inventory";
import { closeUnits, getClosures, reopenUnits } from "./closures";

const adminErrors = errorResponses(400, 401, 403);

/** GET /api/admin/inventory: room types, camps and parking with the texts of both languages. */
export const adminInventoryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    "/",
    {
      onRequest: requirePermission(ctx, "catalogue.manage"),
      schema: { response: { 200: inventoryResponseSchema, ...adminErrors } },
    },
    async () => ({
      success: true as const,
      data: await getInventory(ctx),
    }),
  );
};

/** /api/admin/closures: units closed for maintenance, and reopening them. */
export const closureRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/",
    {
      onRequest: requirePermission(ctx, "catalogue.manage"),
      schema: { response: { 200: closureListResponseSchema, ...adminErrors } },
    },
    async () => ({
      success: true as const,
      data: await getClosures(ctx),
    }),
  );

  app.post(
    "/",
    {
      onRequest: requirePermission(ctx, "catalogue.manage"),
      schema: {
        body: closureInputSchema,
        response: {
          201: closureResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...adminErrors,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true, data: await closeUnits(ctx, currentUser(request), request.body) }),
  );

  app.delete(
    "/:id",
    {
      onRequest: requirePermission(ctx, "catalogue.manage"),
      schema: {
        params: z.object({ id: z.uuid("Not a valid id") }),
        response: { 200: closureResponseSchema, 404: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reopenUnits(ctx, currentUser(request), request.params.id),
    }),
  );
};
