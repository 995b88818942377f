import { resortToday } from "@camp/shared/dates/resort-dates";
import type { CashReport } from "@camp/shared/desk-sales/desk-sales";
import { paths } from "@camp/shared/routes/site-paths";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { FilterField, filterApplyButton, filterPanelClass } from "../../../components/filter-field";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatNumber, formatPrice, formatResortInstant } from "../../../lib/format";
import { useCashReport, useDownloadCashReport } from "../api/cash-report";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const headerBase = "border-b border-sand-200 px-3 py-2 text-xs font-semibold text-dune-800";
const headerCell = `${headerBase} text-start`;
/** A money or count column's header stands over its figures, at the end. */
const numberHeader = `${headerBase} text-end`;
const bodyCell = "border-b border-sand-200 px-3 py-2 align-top text-sm text-dune-900";
const moneyCell = `${bodyCell} whitespace-nowrap text-end tabular-nums`;
const cardClass = "rounded-xl border border-sand-200 bg-white p-4";

type Line = CashReport["lines"][number];

/**
 * The daily cash report (decision 055): the Dubai day's money at the desk and online, by method
 * and by staff member, each payment, and the day as a CSV file. The day lives in the address.
 */
export function AdminCashReportPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const asked = params.get("date") ?? "";
  const date = ISO_DATE.test(asked) ? asked : resortToday();
  const report = useCashReport(date);
  const download = useDownloadCashReport();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get("date") ?? "").trim();
    if (ISO_DATE.test(next)) setParams({ date: next });
  };

  return (
    <section aria-labelledby="cash-report-title" className="grid grid-cols-1 gap-4">
      <div>
        <h1 id="cash-report-title" className="text-3xl font-bold text-dune-900">
          {t("adminCashReport.title")}
        </h1>
        <p className="mt-1 max-w-3xl text-dune-800">{t("adminCashReport.intro")}</p>
      </div>
      <form
        key={date}
        onSubmit={submit}
        noValidate
        className={`flex flex-wrap items-end gap-3 ${filterPanelClass}`}
      >
        <FilterField id="cash-report-date" label={t("adminCashReport.date")}>
          {(control) => <input {...control} name="date" type="date" required defaultValue={date} />}
        </FilterField>
        <button type="submit" className={filterApplyButton}>
          {t("adminCashReport.show")}
        </button>
        <button
          type="button"
          onClick={() => download.mutate(date)}
          disabled={download.isPending}
          aria-busy={download.isPending}
          className="rounded-full border border-dune-800 px-5 py-2 font-semibold text-dune-800 hover:bg-sand-100 disabled:opacity-60"
        >
          {t("adminCashReport.download")}
        </button>
        {download.isError && (
          <p role="alert" className="w-full text-red-800">
            {errorMessage(download.error)}
          </p>
        )}
      </form>

      {report.isPending && (
        <p role="status" className="text-dune-800">
          {t("adminCashReport.loading")}
        </p>
      )}
      {report.isError && (
        <p role="alert" className="text-red-800">
          {errorMessage(report.error)}
        </p>
      )}
      {report.data && (
        <div aria-busy={report.isFetching} className="grid grid-cols-1 gap-4">
          {report.data.payments.length === 0 ? (
            <p className={`${cardClass} text-dune-800`}>{t("adminCashReport.none")}</p>
          ) : (
            <>
              <MethodTotals report={report.data} />
              <LinesTable lines={report.data.lines} />
              <PaymentsTable payments={report.data.payments} />
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** A card per method: its net, what was taken and given back, how many payments. */
function MethodTotals({ report }: { report: CashReport }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <section aria-labelledby="cash-by-method" className={cardClass}>
      <h2 id="cash-by-method" className="text-lg font-semibold text-dune-900">
        {t("adminCashReport.byMethod")}
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {report.byMethod.map((line) => (
          <li key={line.method} className="rounded-lg bg-sand-50 p-3">
            <h3 className="font-semibold text-dune-900">{t(`deskMoney.method.${line.method}`)}</h3>
            <p className="text-xl font-bold tabular-nums text-dune-900">
              <bdi>{formatPrice(line.net, language)}</bdi>
            </p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-dune-800">
              <dt>{t("adminCashReport.columns.taken")}</dt>
              <dd className="text-end tabular-nums">{formatPrice(line.taken, language)}</dd>
              <dt>{t("adminCashReport.columns.givenBack")}</dt>
              <dd className="text-end tabular-nums">{formatPrice(line.givenBack, language)}</dd>
              <dt>{t("adminCashReport.columns.count")}</dt>
              <dd className="text-end tabular-nums">{formatNumber(line.count, language)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Who took what by which method: a row per method and staff member (the card online as one). */
function LinesTable({ lines }: { lines: Line[] }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <section aria-labelledby="cash-lines" className={cardClass}>
      <h2 id="cash-lines" className="text-lg font-semibold text-dune-900">
        {t("adminCashReport.lines")}
      </h2>
      {/* relative: the caption's hidden words stay in the scroller; the page never scrolls sideways. */}
      <section
        aria-labelledby="cash-lines-caption"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        className="relative mt-2 overflow-x-auto focus-visible:outline-2 focus-visible:outline-dune-800"
      >
        <table className="w-full min-w-[36rem] border-separate border-spacing-0">
          <caption id="cash-lines-caption" className="sr-only">
            {t("adminCashReport.linesCaption")}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={headerCell}>
                {t("adminCashReport.columns.method")}
              </th>
              <th scope="col" className={headerCell}>
                {t("adminCashReport.columns.takenBy")}
              </th>
              <th scope="col" className={numberHeader}>
                {t("adminCashReport.columns.count")}
              </th>
              <th scope="col" className={numberHeader}>
                {t("adminCashReport.columns.taken")}
              </th>
              <th scope="col" className={numberHeader}>
                {t("adminCashReport.columns.givenBack")}
              </th>
              <th scope="col" className={numberHeader}>
                {t("adminCashReport.columns.net")}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={`${line.method}|${line.takenBy ?? ""}`}>
                <th scope="row" className={`${bodyCell} text-start font-semibold`}>
                  {t(`deskMoney.method.${line.method}`)}
                </th>
                <td className={bodyCell}>
                  <TakenBy email={line.takenBy} />
                </td>
                <td className={moneyCell}>{formatNumber(line.count, language)}</td>
                <td className={moneyCell}>{formatPrice(line.taken, language)}</td>
                <td className={moneyCell}>{formatPrice(line.givenBack, language)}</td>
                <td className={`${moneyCell} font-semibold`}>
                  <bdi>{formatPrice(line.net, language)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}

/** Every payment of the day, each linked to its booking. */
function PaymentsTable({ payments }: { payments: CashReport["payments"] }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <section aria-labelledby="cash-payments" className={cardClass}>
      <h2 id="cash-payments" className="text-lg font-semibold text-dune-900">
        {t("adminCashReport.payments")}
      </h2>
      <section
        aria-labelledby="cash-payments-caption"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        className="relative mt-2 overflow-x-auto focus-visible:outline-2 focus-visible:outline-dune-800"
      >
        <table className="w-full min-w-[56rem] border-separate border-spacing-0">
          <caption id="cash-payments-caption" className="sr-only">
            {t("adminCashReport.paymentsCaption")}
          </caption>
          <thead>
            <tr>
              {(["time", "booking", "guest", "kind", "method"] as const).map((column) => (
                <th key={column} scope="col" className={headerCell}>
                  {t(`adminCashReport.columns.${column}`)}
                </th>
              ))}
              <th scope="col" className={numberHeader}>
                {t("adminCashReport.columns.amount")}
              </th>
              <th scope="col" className={headerCell}>
                {t("adminCashReport.columns.reference")}
              </th>
              <th scope="col" className={headerCell}>
                {t("adminCashReport.columns.takenBy")}
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td className={`${bodyCell} whitespace-nowrap`}>
                  <time dateTime={payment.createdAt}>
                    {formatResortInstant(payment.createdAt, language)}
                  </time>
                </td>
                <td className={`${bodyCell} whitespace-nowrap`}>
                  <Link
                    to={paths.adminBooking(payment.bookingId)}
                    className="font-mono font-semibold text-dune-800 underline underline-offset-2"
                  >
                    <bdi dir="ltr">{payment.bookingReference}</bdi>
                  </Link>
                </td>
                <td className={bodyCell}>
                  <bdi>{payment.guestName}</bdi>
                </td>
                <td className={bodyCell}>{t(`adminCashReport.kind.${payment.kind}`)}</td>
                <td className={bodyCell}>{t(`deskMoney.method.${payment.method}`)}</td>
                <td
                  className={`${moneyCell} font-semibold ${payment.amount < 0 ? "text-red-800" : ""}`}
                >
                  <bdi>{formatPrice(payment.amount, language)}</bdi>
                </td>
                <td className={bodyCell}>
                  {payment.reference ? (
                    <bdi dir="auto" className="break-all">
                      {payment.reference}
                    </bdi>
                  ) : (
                    ""
                  )}
                </td>
                <td className={bodyCell}>
                  <TakenBy email={payment.takenBy} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}

function TakenBy({ email }: { email: string | null }) {
  const { t } = useTranslation();
  return email ? (
    <bdi dir="ltr" className="break-all">
      {email}
    </bdi>
  ) : (
    <span>{t("adminCashReport.online")}</span>
  );
}
