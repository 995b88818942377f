import type { AdminBookingsFilter } from "@camp/shared/admin/admin-bookings";
import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "../lib/api-client";
import { saveFile } from "../lib/save-file";

/** The filter as the list's query, every page of it (an empty value is no filter). */
function exportParams(filter: AdminBookingsFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, page: undefined })) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params;
}

/**
 * GET /api/admin/bookings/export.csv: every page of the filter as a spreadsheet (decision 027).
 * Fetched through the API client rather than a plain link, because an export of guests' personal
 * data asks for a fresh second factor first (401 REAUTH_REQUIRED opens the dialog, decision 054);
 * a link would save the refusal as a file. The Bookings and Reports pages both download with it.
 */
export async function exportBookings(filter: AdminBookingsFilter): Promise<void> {
  const query = exportParams(filter).toString();
  const file = await apiDownload(
    `/admin/bookings/export.csv${query ? `?${query}` : ""}`,
    "bookings.csv",
  );
  saveFile(file.blob, file.fileName);
}

export function useExportBookings() {
  return useMutation({ mutationFn: exportBookings });
}
