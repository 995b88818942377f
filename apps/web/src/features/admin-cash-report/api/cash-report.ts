import { cashReportResponseSchema } from "@camp/shared/desk-sales/desk-sales";
import { keepPreviousData, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiDownload, apiRequest } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";

const reportPath = (date: string, format: "json" | "csv") =>
  `/admin/reports/cash?${new URLSearchParams(
    format === "csv" ? { date, format } : { date },
  ).toString()}`;

/** GET /api/admin/reports/cash?date=: one Dubai day's money by method and staff member (decision 055). */
export async function getCashReport(date: string) {
  return (await apiRequest(reportPath(date, "json"), { schema: cashReportResponseSchema })).data;
}

export function getCashReportQueryOptions(date: string) {
  return queryOptions({
    queryKey: ["admin", "reports", "cash", date],
    queryFn: () => getCashReport(date),
    // The last day stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useCashReport(date: string) {
  return useQuery(getCashReportQueryOptions(date));
}

/**
 * The day as a CSV file. It names guests and staff, so it goes through the API client (an old
 * session opens the "Confirm it is you" dialog and the file follows) rather than a plain link,
 * which would save a refusal as the file.
 */
export async function downloadCashReport(date: string): Promise<void> {
  const file = await apiDownload(reportPath(date, "csv"), `cash-report-${date}.csv`);
  saveFile(file.blob, file.fileName);
}

export function useDownloadCashReport() {
  return useMutation({ mutationFn: downloadCashReport });
}
