import { errorResponseSchema } from "@camp/shared/api/error-response";
import { catalogueQuerySchema } from "@camp/shared/catalogue/catalogue-schemas";
import {
  adminExtraListResponseSchema,
  adminExtraResponseSchema,
  extraAvailabilityQuerySchema,
  extraAvailabilityResponseSchema,
  extraIdParamsSchema,
  extraListResponseSchema,
} from "@camp/shared/extras/extras-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context";
import { errorResponses } from "../../lib/error-responses";
import { readUpload } from "../../lib/read-upload";
import { anyObjectBody } from "../../lib/validate";
import { currentActor, requirePermission } from "../../plugins/sessions";
import { getAdminExtras, getExtraAvailability, getPublicExtras } from "./extras-service";
import { createExtra, setExtraPicture, updateExtra } from "./manage-extras";

/** GET /api/extras and /api/extras/availability: the activities on sale, for anyone. */
export const extrasRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/",
    { schema: { querystring: catalogueQuerySchema, response: { 200: extraListResponseSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-cache");
      return { data: await getPublicExtras(ctx, request.query.lang) };
    },
  );

  app.get(
    "/availability",
    {
      schema: {
        querystring: extraAvailabilityQuerySchema,
        response: { 200: extraAvailabilityResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true as const, data: await getExtraAvailability(ctx, request.query) };
    },
  );
};

const adminErrors = errorResponses(400, 401, 403, 404);

/** /api/admin/extras: staff list, create, edit, take off sale and picture the activities. */
export const adminExtrasRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    "/",
    {
      onRequest: requirePermission(ctx, "catalogue.manage"),
      schema: { response: { 200: adminExtraListResponseSchema, ...adminErrors } },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true as const, data: await getAdminExtras(ctx) };
    },
  );

  app.post(
    "/",
    {
      onRequest: requirePermission(ctx, "catalogue.manage"),
      schema: { body: anyObjectBody, response: { 201: adminExtraResponseSchema, ...adminErrors } },
    },
    async (request, reply) => {
      const extra = await createExtra(ctx, currentActor(request), request.body);
      return reply.status(201).send({ success: true, data: extra });
    },
  );

  app.patch(
    "/:id",
    {
      onRequest: requirePermission(ctx, "catalogue.manage"),
      schema: {
        params: extraIdParamsSchema,
        body: anyObjectBody,
        response: { 200: adminExtraResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateExtra(ctx, currentActor(request), request.params.id, request.body),
    }),
  );

  app.post(
    "/:id/picture",
    {
      onRequest: requirePermission(ctx, "catalogue.manage"),
      schema: {
        params: extraIdParamsSchema,
        response: { 200: adminExtraResponseSchema, ...adminErrors, 413: errorResponseSchema },
      },
    },
    async (request) => {
      const upload = await readUpload(request, ctx.config.UPLOAD_MAX_BYTES);
      return {
        success: true as const,
        data: await setExtraPicture(
          ctx,
          currentActor(request),
          request.params.id,
          upload.file,
          request.log,
        ),
      };
    },
  );
};
