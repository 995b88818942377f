import {
  cashReportQuerySchema,
  cashReportResponseSchema,
} from "@camp/shared/desk-sales/desk-sales";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context";
import { sendCsv } from "../../lib/csv";
import { errorResponses } from "../../lib/error-responses";
import { requirePermission } from "../../plugins/sessions";
import { cashReportCsv, cashReportFileName, getCashReport } from "./cash-report";

/**
 * GET /api/admin/reports/cash?date=YYYY-MM-DD[&format=csv] (`reports.cash`: owner, manager, front
 * desk, accountant): one Dubai day's money by method and staff member (decision 055).
 */
export const cashReportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    "/cash",
    {
      onRequest: requirePermission(ctx, "reports.cash"),
      schema: {
        querystring: cashReportQuerySchema,
        response: { 200: cashReportResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const report = await getCashReport(ctx.db, request.query.date);
      if (request.query.format === "csv") {
        return sendCsv(reply, cashReportFileName(report), cashReportCsv(report));
      }
      return { success: true as const, data: report };
    },
  );
};
