import type { ReportGroupBy } from "@camp/shared/rates/occupancy-report";
import type { RateUnitType } from "@camp/shared/rates/rate-calendar";
import { occupancyReportResponseSchema } from "@camp/shared/rates/report-schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { API_BASE, apiRequest } from "../../../lib/api-client";

export type ReportFilter = {
  from: string;
  to: string;
  groupBy: ReportGroupBy;
  unitType?: RateUnitType | undefined;
};

function reportParams(filter: ReportFilter): URLSearchParams {
  const params = new URLSearchParams({ from: filter.from, to: filter.to, groupBy: filter.groupBy });
  if (filter.unitType) params.set("unitType", filter.unitType);
  return params;
}

/** GET /api/admin/reports/occupancy: occupancy, revenue, pickup and cancellations (decision 027). */
export async function getOccupancyReport(filter: ReportFilter) {
  const body = await apiRequest(`/admin/reports/occupancy?${reportParams(filter)}`, {
    schema: occupancyReportResponseSchema,
  });
  return body.data;
}

export function getOccupancyReportQueryOptions(filter: ReportFilter) {
  return queryOptions({
    queryKey: ["admin", "reports", "occupancy", filter],
    queryFn: () => getOccupancyReport(filter),
    // The last report stays on screen while the next range loads.
    placeholderData: keepPreviousData,
  });
}

export function useOccupancyReport(filter: ReportFilter) {
  return useQuery(getOccupancyReportQueryOptions(filter));
}

/** The same report as a CSV file: a plain link, so the browser downloads it with the session. */
export function occupancyReportCsvUrl(filter: ReportFilter): string {
  const params = reportParams(filter);
  params.set("format", "csv");
  return `${API_BASE}/admin/reports/occupancy?${params}`;
}
