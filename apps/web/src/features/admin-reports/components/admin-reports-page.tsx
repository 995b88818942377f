import { resortToday } from "@camp/shared/dates/resort-dates";
import { isIsoDate } from "@camp/shared/dates/stay-dates";
import {
  periodOf,
  REPORT_GROUP_BYS,
  type ReportGroupBy,
} from "@camp/shared/rates/occupancy-report";
import { RATE_UNIT_TYPES, type RateUnitType } from "@camp/shared/rates/rate-calendar";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ExportBookingsButton } from "../../../components/export-bookings-button";
import { useErrorMessage } from "../../../i18n/server-messages";
import { useCan } from "../../../lib/use-can";
import {
  occupancyReportCsvUrl,
  type ReportFilter,
  useOccupancyReport,
} from "../api/get-occupancy-report";
import { CancellationsPanel, PickupPanel } from "./activity-panels";
import { ReportFilters } from "./report-filters";
import { ReportSummary } from "./report-summary";
import { ReportTable } from "./report-table";

// The chart library loads with the charts, after the figures: the table never waits for it.
const ReportCharts = lazy(() => import("./report-charts"));

/** This month in Dubai, by day: what the page shows first. */
function defaultFilter(): ReportFilter {
  const month = periodOf(resortToday(), "month");
  return { from: month.start, to: month.end, groupBy: "day" };
}

/** The filter lives in the address, so a report can be reloaded, shared and gone back to. */
function filterOf(params: URLSearchParams): ReportFilter {
  const fallback = defaultFilter();
  const date = (name: string) => {
    const value = params.get(name);
    return value && isIsoDate(value) ? value : undefined;
  };
  const groupBy = params.get("groupBy") as ReportGroupBy;
  const unitType = params.get("unitType") as RateUnitType;
  return {
    from: date("from") ?? fallback.from,
    to: date("to") ?? fallback.to,
    groupBy: REPORT_GROUP_BYS.includes(groupBy) ? groupBy : fallback.groupBy,
    unitType: RATE_UNIT_TYPES.includes(unitType) ? unitType : undefined,
  };
}

function toParams(filter: ReportFilter): URLSearchParams {
  const params = new URLSearchParams({ from: filter.from, to: filter.to, groupBy: filter.groupBy });
  if (filter.unitType) params.set("unitType", filter.unitType);
  return params;
}

const downloadClass =
  "inline-flex items-center rounded-full border border-dune-800 px-4 py-2 font-semibold text-dune-800 hover:bg-sand-100";

/** The console's Reports section: occupancy, revenue, pickup and cancellations, and CSV files. */
export function AdminReportsPage() {
  const { t } = useTranslation();
  const canExport = useCan()("bookings.export");
  const errorMessage = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const query = useOccupancyReport(filter);
  const data = query.data;

  return (
    <section aria-labelledby="reports-title" className="grid grid-cols-1 gap-6">
      <div>
        <h1 id="reports-title" className="text-3xl font-bold text-dune-900">
          {t("adminReports.title")}
        </h1>
        <p className="mt-2 max-w-3xl text-dune-800">{t("adminReports.intro")}</p>
      </div>
      <ReportFilters
        value={filter}
        onApply={(next) => setParams(toParams(next))}
        onThisMonth={() => setParams(toParams({ ...defaultFilter(), groupBy: filter.groupBy }))}
      />
      <nav aria-label={t("adminReports.downloads.label")} className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <a href={occupancyReportCsvUrl(filter)} download className={downloadClass}>
            {t("adminReports.downloads.report")}
          </a>
          {/* Guests' personal data: through the API client (re-authentication) and only for the
              roles that may export it, as on the Bookings page. */}
          <ExportBookingsButton
            filter={{ from: filter.from, to: filter.to }}
            label={t("adminReports.downloads.bookings")}
            className={downloadClass}
          />
        </div>
        <p className="text-sm text-dune-800">
          {t(canExport ? "adminReports.downloads.hint" : "adminReports.downloads.hintReportOnly")}
        </p>
      </nav>

      {query.isError && (
        <p role="alert" className="text-red-800">
          {errorMessage(query.error)}
        </p>
      )}
      {query.isPending && (
        <p role="status" className="text-dune-800">
          {t("adminReports.loading")}
        </p>
      )}
      {data && (
        <div className="grid grid-cols-1 gap-6" aria-live="polite" aria-busy={query.isFetching}>
          <ReportSummary figures={data.total.all} />
          <Suspense
            fallback={
              <p role="status" className="text-dune-800">
                {t("adminReports.charts.loading")}
              </p>
            }
          >
            <ReportCharts report={data} />
          </Suspense>
          <ReportTable report={data} />
          <div className="grid gap-4 lg:grid-cols-2">
            <PickupPanel pickup={data.pickup} />
            <CancellationsPanel cancellations={data.cancellations} refunds={data.refunds} />
          </div>
        </div>
      )}
    </section>
  );
}
