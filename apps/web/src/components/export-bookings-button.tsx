import type { AdminBookingsFilter } from "@camp/shared/admin/admin-bookings";
import { useExportBookings } from "../api/export-bookings";
import { useErrorMessage } from "../i18n/server-messages";
import { useCan } from "../lib/use-can";

type ExportBookingsButtonProps = {
  filter: AdminBookingsFilter;
  label: string;
  className: string;
};

/**
 * The bookings as a CSV file, for the roles that may export guests' personal data
 * (bookings.export); nothing at all for the others. The download goes through the API client, so
 * an old session opens the "Confirm it is you" dialog and the file follows.
 */
export function ExportBookingsButton({ filter, label, className }: ExportBookingsButtonProps) {
  const errorMessage = useErrorMessage();
  const exportCsv = useExportBookings();
  const mayExport = useCan()("bookings.export");
  if (!mayExport) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => exportCsv.mutate(filter)}
        disabled={exportCsv.isPending}
        aria-busy={exportCsv.isPending}
        className={`${className} disabled:opacity-60`}
      >
        {label}
      </button>
      {exportCsv.isError && (
        <p role="alert" className="mt-2 w-full text-red-800">
          {errorMessage(exportCsv.error)}
        </p>
      )}
    </>
  );
}
