import type { AuditLogEntry, AuditLogFilter } from "@camp/shared/admin/audit-log";
import { isIsoDate } from "@camp/shared/dates/stay-dates";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DateField } from "../../../components/date-field";
import { FilterField, filterApplyButton, filterPanelClass } from "../../../components/filter-field";
import { type Language, toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatNumber } from "../../../lib/format";
import { toAuditSearchParams, useAuditLog } from "../api/get-audit-log";
import { AuditSentence } from "./audit-sentence";

function filterOf(params: URLSearchParams): AuditLogFilter {
  const text = (name: string) => params.get(name) || undefined;
  const page = Number(params.get("page"));
  return {
    action: text("action"),
    actor: text("actor"),
    from: text("from"),
    to: text("to"),
    page: page > 1 ? page : undefined,
  };
}

function EntryRow({ entry, language }: { entry: AuditLogEntry; language: Language }) {
  return (
    <li className="rounded-xl border border-sand-200 bg-white p-4 text-sm">
      <AuditSentence entry={entry} language={language} />
    </li>
  );
}

/** The areas of the recorded actions ("booking" for booking.*), the filter's choices. */
const areasOf = (actions: string[]) => [
  ...new Set(actions.map((action) => action.split(".")[0] ?? action)),
];

/** The console's Audit log: every administrator action, each as a sentence in the staff member's language. */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const query = useAuditLog(filter);
  const errorMessage = useErrorMessage();
  const page = filter.page ?? 1;
  const [dateErrors, setDateErrors] = useState<{ from?: string; to?: string }>({});
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim() || undefined;
    // A date is typed as YYYY-MM-DD (or picked): anything else is said on its field, not sent.
    const wrong = (name: "from" | "to") => {
      const value = text(name);
      return value !== undefined && !isIsoDate(value) ? t("adminAuditLog.dateInvalid") : undefined;
    };
    const errors = { from: wrong("from"), to: wrong("to") };
    setDateErrors(errors);
    if (errors.from || errors.to) return;
    setParams(
      toAuditSearchParams({
        action: text("action"),
        actor: text("actor"),
        from: text("from"),
        to: text("to"),
      }),
    );
  };

  return (
    <section aria-labelledby="audit-title" className="grid grid-cols-1 gap-4">
      <h1 id="audit-title" className="text-3xl font-bold text-dune-900">
        {t("adminAuditLog.title")}
      </h1>
      <form
        key={`${params.toString()}|${query.data?.actions.length ?? 0}`}
        onSubmit={apply}
        aria-label={t("adminAuditLog.filters")}
        className={`grid gap-3 ${filterPanelClass} sm:grid-cols-2 lg:grid-cols-5`}
      >
        <FilterField id="audit-action" label={t("adminAuditLog.action")}>
          {(control) => (
            <select {...control} name="action" defaultValue={filter.action ?? ""}>
              <option value="">{t("adminAuditLog.anyAction")}</option>
              {areasOf(query.data?.actions ?? []).map((area) => (
                <option key={area} value={area}>
                  {t(`auditSentences.area.${area}` as "auditSentences.area.booking", {
                    defaultValue: t("adminAuditLog.otherArea"),
                  })}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField id="audit-actor" label={t("adminAuditLog.actor")}>
          {(control) => (
            <input {...control} name="actor" type="search" defaultValue={filter.actor ?? ""} />
          )}
        </FilterField>
        <DateField
          id="audit-from"
          name="from"
          label={t("adminAuditLog.from")}
          defaultValue={filter.from ?? ""}
          error={dateErrors.from}
        />
        <DateField
          id="audit-to"
          name="to"
          label={t("adminAuditLog.to")}
          defaultValue={filter.to ?? ""}
          error={dateErrors.to}
        />
        <div className="flex items-end">
          <button type="submit" className={filterApplyButton}>
            {t("adminAuditLog.apply")}
          </button>
        </div>
      </form>

      {query.isPending && (
        <p role="status" className="text-dune-800">
          {t("adminAuditLog.loading")}
        </p>
      )}
      {query.isError && (
        <p role="alert" className="text-red-800">
          {errorMessage(query.error)}
        </p>
      )}
      {query.data && (
        <>
          <p className="text-dune-800">
            {t("adminAuditLog.total", { total: formatNumber(query.data.total, language) })}
          </p>
          {query.data.entries.length === 0 ? (
            <p className="rounded-xl border border-sand-200 bg-white p-6 text-dune-800">
              {t("adminAuditLog.empty")}
            </p>
          ) : (
            <ol className="grid gap-3">
              {query.data.entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} language={language} />
              ))}
            </ol>
          )}
          <nav
            aria-label={t("adminAuditLog.pagination")}
            className="flex items-center justify-between gap-3"
          >
            <button
              type="button"
              disabled={page <= 1}
              onClick={() =>
                setParams(
                  toAuditSearchParams({ ...filter, page: page - 1 > 1 ? page - 1 : undefined }),
                )
              }
              className="rounded-full border border-dune-800 px-4 py-2 font-semibold text-dune-800 disabled:opacity-40"
            >
              {t("adminAuditLog.previous")}
            </button>
            <p>
              {t("adminAuditLog.pageOf", {
                page: formatNumber(page, language),
                total: formatNumber(query.data.pageCount, language),
              })}
            </p>
            <button
              type="button"
              disabled={page >= query.data.pageCount}
              onClick={() => setParams(toAuditSearchParams({ ...filter, page: page + 1 }))}
              className="rounded-full border border-dune-800 px-4 py-2 font-semibold text-dune-800 disabled:opacity-40"
            >
              {t("adminAuditLog.next")}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
