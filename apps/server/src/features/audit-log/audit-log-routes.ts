import { auditLogQuerySchema, auditLogResponseSchema } from "@camp/shared/admin/audit-log";
import { errorResponseSchema } from "@camp/shared/api/error-response";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context";
import { requirePermission } from "../../plugins/sessions";
import { browseAuditLog } from "./audit-log-queries";

/** GET /api/admin/audit-log: who did what and when, filtered by action, actor and Dubai days. */
export const auditLogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/",
    {
      onRequest: requirePermission(ctx, "audit-log.read"),
      schema: {
        querystring: auditLogQuerySchema,
        response: {
          200: auditLogResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await browseAuditLog(ctx.db, request.query),
    }),
  );
};
