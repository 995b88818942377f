import { errorResponseSchema } from "@camp/shared/api/error-response";
import {
  catalogueQuerySchema,
  IMAGE_KINDS,
  imageListResponseSchema,
  imageResponseSchema,
} from "@camp/shared/catalogue/catalogue-schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context";
import { requireAdmin } from "../../plugins/sessions";
import { getImages, uploadImage } from "./image-service";

/** Reads a multipart upload: the `image` file (one) and the text fields, in any order. */
async function readUpload(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === "file") {
      const buffer = await part.toBuffer();
      if (part.fieldname === "image") file = buffer;
    } else if (typeof part.value === "string") {
      fields[part.fieldname] = part.value;
    }
  }
  return { file, fields };
}

export const imageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const kind of IMAGE_KINDS) {
    app.get(
      `/${kind}`,
      { schema: { querystring: catalogueQuerySchema, response: { 200: imageListResponseSchema } } },
      async (request) => ({
        success: true as const,
        data: await getImages(ctx, kind, request.query.lang),
      }),
    );

    app.post(
      `/${kind}`,
      {
        onRequest: requireAdmin,
        schema: {
          response: {
            201: imageResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
            413: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const image = await uploadImage(ctx, kind, await readUpload(request));
        return reply.status(201).send({ success: true, data: image });
      },
    );
  }
};
