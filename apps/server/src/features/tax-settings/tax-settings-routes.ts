import { taxSettingsResponseSchema } from "@camp/shared/tax/tax-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context";
import { errorResponses } from "../../lib/error-responses";
import { anyObjectBody } from "../../lib/validate";
import { currentActor, requirePermission } from "../../plugins/sessions";
import { readTaxSettings, toTaxSettingsAnswer } from "./read-tax-settings";
import { updateTaxSettings } from "./update-tax-settings";

const adminErrors = errorResponses(400, 401, 403);

/** /api/admin/tax-settings: VAT, the TRN, the supplier's names and the Tourism Dirham fee (decision 028). */
export const adminTaxSettingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    "/",
    {
      onRequest: requirePermission(ctx, "tax-settings.read"),
      schema: { response: { 200: taxSettingsResponseSchema, ...adminErrors } },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return {
        success: true as const,
        data: toTaxSettingsAnswer(await readTaxSettings(ctx.db, ctx.config)),
      };
    },
  );

  app.put(
    "/",
    {
      onRequest: requirePermission(ctx, "tax-settings.manage"),
      schema: {
        body: anyObjectBody,
        response: { 200: taxSettingsResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateTaxSettings(ctx, currentActor(request), request.body),
    }),
  );
};
