import { errorResponseSchema } from "@camp/shared/api/error-response";
import {
  adminImageListResponseSchema,
  adminImageResponseSchema,
  catalogueQuerySchema,
  IMAGE_KINDS,
  imageAltInputSchema,
  imageIdParamsSchema,
  imageKindParamsSchema,
  imageListResponseSchema,
  imageOrderInputSchema,
} from "@camp/shared/catalogue/catalogue-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { errorResponses } from "../../lib/error-responses";
import { readUpload } from "../../lib/read-upload";
import { currentActor, requirePermission } from "../../plugins/sessions";
import { getAdminImages, getImages, uploadImage } from "./image-service";
import { deleteImage, reorderImages, updateImageAltText } from "./manage-images";

const adminErrors = errorResponses(400, 401, 403, 404);

export const imageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const kind of IMAGE_KINDS) {
    app.get(
      `/${kind}`,
      { schema: { querystring: catalogueQuerySchema, response: { 200: imageListResponseSchema } } },
      async (request, reply) => {
        // The console's changes must show on the next page load: browsers ask again every time.
        reply.header("cache-control", "no-cache");
        return { success: true as const, data: await getImages(ctx, kind, request.query.lang) };
      },
    );

    app.post(
      `/${kind}`,
      {
        onRequest: requirePermission(ctx, "catalogue.manage"),
        schema: {
          response: { 201: adminImageResponseSchema, ...adminErrors, 413: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request, ctx.config.UPLOAD_MAX_BYTES);
        const image = await uploadImage(ctx, currentActor(request), kind, upload);
        return reply.status(201).send({ success: true, data: image });
      },
    );
  }

  app.get(
    "/admin/:kind",
    {
      onRequest: requirePermission(ctx, "catalogue.manage"),
      schema: {
        params: imageKindParamsSchema,
        response: { 200: adminImageListResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true as const, data: await getAdminImages(ctx, request.params.kind) };
    },
  );

  app.put(
    "/order",
    {
      onRequest: requirePermission(ctx, "catalogue.manage"),
      schema: {
        body: imageOrderInputSchema,
        response: { 200: adminImageListResponseSchema, ...adminErrors, 409: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reorderImages(ctx, currentActor(request), request.body),
    }),
  );

  app.patch(
    "/:id",
    {
      onRequest: requirePermission(ctx, "catalogue.manage"),
      schema: {
        params: imageIdParamsSchema,
        body: imageAltInputSchema,
        response: { 200: adminImageResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateImageAltText(ctx, currentActor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    "/:id",
    {
      onRequest: requirePermission(ctx, "catalogue.manage"),
      schema: {
        params: imageIdParamsSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...adminErrors },
      },
    },
    async (request) => {
      await deleteImage(ctx, currentActor(request), request.params.id, request.log);
      return { success: true as const };
    },
  );
};
