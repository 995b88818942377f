import type { CalendarFeedsResponse } from "@camp/shared/channels/calendar-feeds";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorClass } from "../../../components/form-classes";
import { useErrorMessage } from "../../../i18n/server-messages";
import { useCalendarFeeds } from "../api/get-calendar-feeds";
import { AddFeedForm } from "./add-feed-form";
import { ChannelHelp } from "./channel-help";
import { ExportLink } from "./export-link";
import { FeedCard } from "./feed-card";
import { unitTypeLabelKey } from "./unit-type-label";

type UnitTypeChannels = CalendarFeedsResponse["data"][number];

function UnitTypeSection({ row }: { row: UnitTypeChannels }) {
  const { t } = useTranslation();
  const headingId = useId();
  const unitType = t(unitTypeLabelKey[row.unitType]);
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl border border-sand-200 bg-sand-50 p-3 sm:p-4"
    >
      <h2 id={headingId} className="text-xl font-bold text-dune-900">
        {unitType}
      </h2>
      <ExportLink
        url={row.exportUrl}
        owner={{ unitType: row.unitType }}
        label={t("adminChannels.unitExport.label", { unitType })}
        hint={t("adminChannels.unitExport.hint")}
      />
      <div className="grid gap-3">
        <p className="text-sm font-semibold text-dune-900">{t("adminChannels.imports")}</p>
        {row.imports.length === 0 ? (
          <p className="text-sm text-dune-800">{t("adminChannels.noImports")}</p>
        ) : (
          row.imports.map((feed) => <FeedCard key={feed.id} feed={feed} />)
        )}
      </div>
    </section>
  );
}

/**
 * /admin/channels: calendar sync with the OTAs (decision 032). Per unit type, the link this site
 * publishes and the channel calendars it reads, loud about stale feeds and nights sold twice.
 */
export function AdminChannelsPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const feeds = useCalendarFeeds();

  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-6">
      <div>
        <h1 id={headingId} className="text-2xl font-bold text-dune-900">
          {t("adminChannels.title")}
        </h1>
        <p className="mt-1 max-w-3xl text-dune-800">{t("adminChannels.intro")}</p>
      </div>
      <ChannelHelp />
      {feeds.isPending ? (
        <p role="status">{t("adminChannels.loading")}</p>
      ) : feeds.isError ? (
        <p role="alert" className={fieldErrorClass}>
          {errorMessage(feeds.error)}
        </p>
      ) : (
        feeds.data.map((row) => <UnitTypeSection key={row.unitType} row={row} />)
      )}
      <AddFeedForm />
    </section>
  );
}
