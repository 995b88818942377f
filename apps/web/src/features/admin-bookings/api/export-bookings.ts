import type { AdminBookingsFilter } from "@camp/shared/admin/admin-bookings";
import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";
import { toSearchParams } from "./get-admin-bookings";

/**
 * GET /api/admin/bookings/export.csv: every page of the filter as a spreadsheet (decision 027).
 * Fetched through the API client rather than a plain link, because an export of guests' personal
 * data asks for a fresh second factor first (401 REAUTH_REQUIRED opens the dialog, decision 054).
 */
export async function exportBookings(filter: AdminBookingsFilter): Promise<void> {
  const query = toSearchParams({ ...filter, page: undefined }).toString();
  const file = await apiDownload(
    `/admin/bookings/export.csv${query ? `?${query}` : ""}`,
    "bookings.csv",
  );
  saveFile(file.blob, file.fileName);
}

export function useExportBookings() {
  return useMutation({ mutationFn: exportBookings });
}
