import { errorResponseSchema } from "@camp/shared/api/error-response";
import {
  occupancyReportQuerySchema,
  occupancyReportResponseSchema,
} from "@camp/shared/rates/report-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context";
import { sendCsv } from "../../lib/csv";
import { requirePermission } from "../../plugins/sessions";
import { getOccupancyReport } from "./get-occupancy-report";
import { occupancyReportCsv, occupancyReportFileName } from "./occupancy-report-csv";

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * GET /api/admin/reports/occupancy?from=&to=&groupBy=day|week|month[&unitType=][&format=csv]:
 * the figures staff set rates by, as JSON or as a spreadsheet file.
 */
export const adminReportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    "/occupancy",
    {
      onRequest: requirePermission(ctx, "reports.read"),
      schema: {
        querystring: occupancyReportQuerySchema,
        response: { 200: occupancyReportResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const report = await getOccupancyReport(ctx, request.query);
      if (request.query.format === "csv") {
        return sendCsv(reply, occupancyReportFileName(report), occupancyReportCsv(report));
      }
      return { success: true as const, data: report };
    },
  );
};
