import {
  promoCodeCreatedResponseSchema,
  promoCodeIdParamsSchema,
  promoCodeListResponseSchema,
  promoCodeResponseSchema,
} from "@camp/shared/rates/promo-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context";
import { errorResponses } from "../../lib/error-responses";
import { anyObjectBody } from "../../lib/validate";
import { currentActor, requirePermission } from "../../plugins/sessions";
import { createPromoCode, listPromoCodeSummaries, updatePromoCode } from "./manage-promo-codes";

const adminErrors = errorResponses(400, 401, 403, 404, 409);

/** /api/admin/promo-codes: staff list, create, edit and deactivate promo codes (decision 026). */
export const adminPromoCodesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    "/",
    {
      onRequest: requirePermission(ctx, "promo-codes.manage"),
      schema: { response: { 200: promoCodeListResponseSchema, ...adminErrors } },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true as const, data: await listPromoCodeSummaries(ctx) };
    },
  );

  app.post(
    "/",
    {
      onRequest: requirePermission(ctx, "promo-codes.manage"),
      schema: {
        body: anyObjectBody,
        response: { 201: promoCodeCreatedResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const created = await createPromoCode(ctx, currentActor(request), request.body);
      return reply.status(201).send({ success: true, id: created.id, data: created });
    },
  );

  app.patch(
    "/:id",
    {
      onRequest: requirePermission(ctx, "promo-codes.manage"),
      schema: {
        params: promoCodeIdParamsSchema,
        body: anyObjectBody,
        response: { 200: promoCodeResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updatePromoCode(ctx, currentActor(request), request.params.id, request.body),
    }),
  );
};
