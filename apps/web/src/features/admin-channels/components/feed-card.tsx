import type { CalendarImport, FeedSyncResult } from "@camp/shared/channels/calendar-feeds";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog, dangerButton } from "../../../components/confirm-dialog";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatNumber } from "../../../lib/format";
import { useRemoveCalendarFeed } from "../api/remove-calendar-feed";
import { useSyncCalendarFeed } from "../api/sync-calendar-feed";
import { EditFeedDialog } from "./edit-feed-dialog";
import { ExportLink, smallButton } from "./export-link";
import { FeedConflicts } from "./feed-conflicts";
import { FeedTime } from "./feed-time";

const term = "text-xs font-semibold text-dune-800";
const detail = "text-sm text-dune-900";

/** Whether staff can trust it: the server's stale verdict, or never read at all. */
function FeedBadge({ feed }: { feed: CalendarImport }) {
  const { t } = useTranslation();
  const [tone, icon, text] = feed.isStale
    ? ["bg-red-100 text-red-900 ring-1 ring-red-300", "⚠", t("adminChannels.badge.stale")]
    : feed.lastFetchedAt === null
      ? ["bg-sand-200 text-dune-900", "○", t("adminChannels.badge.never")]
      : ["bg-emerald-100 text-emerald-900", "●", t("adminChannels.badge.fresh")];
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}
    >
      <span aria-hidden="true">{icon}</span>
      {text}
    </span>
  );
}

/** What "Sync now" did, in words (the same counts the job logs). */
function SyncResultText({ result }: { result: FeedSyncResult }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatNumber(value, toLanguage(i18n.language));
  switch (result.outcome) {
    case "fetched":
      return t("adminChannels.syncResult.fetched", {
        added: count(result.added),
        changed: count(result.changed),
        removed: count(result.removed),
        conflicts: count(result.conflicts),
      });
    case "failed":
      return (
        <>
          {t("adminChannels.syncResult.failed")} <bdi dir="ltr">{result.error}</bdi>
        </>
      );
    default:
      return t(`adminChannels.syncResult.${result.outcome}`);
  }
}

/**
 * One imported OTA calendar (decision 032): what it is, whether it is read, what it took, what
 * collides, and the link of this site that the channel should read back.
 */
export function FeedCard({ feed }: { feed: CalendarImport }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const headingId = useId();
  const errorMessage = useErrorMessage();
  const sync = useSyncCalendarFeed();
  const remove = useRemoveCalendarFeed();
  const [result, setResult] = useState<{ ok: FeedSyncResult } | { failure: string } | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);

  const syncNow = async () => {
    setResult(null);
    try {
      setResult({ ok: await sync.mutateAsync(feed.id) });
    } catch (error) {
      setResult({ failure: errorMessage(error) });
    }
  };

  const confirmRemove = async () => {
    setRemoveFailure(null);
    try {
      await remove.mutateAsync(feed.id);
      setIsRemoving(false);
      toast.success(t("adminChannels.removed", { name: feed.name }));
    } catch (error) {
      setRemoveFailure(errorMessage(error));
    }
  };

  const isFailure = result !== null && ("failure" in result || result.ok.outcome === "failed");
  return (
    <article
      aria-labelledby={headingId}
      className={`grid gap-3 rounded-xl border bg-white p-3 sm:p-4 ${feed.isStale ? "border-red-300" : "border-sand-200"}`}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-lg font-bold text-dune-900">
          <bdi>{feed.name}</bdi>
        </h3>
        <FeedBadge feed={feed} />
      </header>
      {feed.isStale && (
        <p className="rounded-lg bg-red-50 p-2 text-sm text-red-900">
          {t("adminChannels.staleHelp")}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-4">
          <dt className={term}>{t("adminChannels.fields.url")}</dt>
          {/* The address reads left to right, but stands where the page's lines start. */}
          <dd className={`${detail} break-all font-mono text-xs`}>
            <bdi dir="ltr">{feed.url}</bdi>
          </dd>
        </div>
        <div>
          <dt className={term}>{t("adminChannels.fields.units")}</dt>
          <dd className={detail}>{formatNumber(feed.units, language)}</dd>
        </div>
        <div>
          <dt className={term}>{t("adminChannels.fields.events")}</dt>
          <dd className={detail}>{formatNumber(feed.events, language)}</dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className={term}>{t("adminChannels.fields.lastFetchedAt")}</dt>
          <dd className={detail}>
            {feed.lastFetchedAt ? <FeedTime at={feed.lastFetchedAt} /> : t("adminChannels.never")}
          </dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className={term}>{t("adminChannels.fields.lastError")}</dt>
          <dd className={`${detail} ${feed.lastError ? "text-red-800" : ""}`}>
            {feed.lastError ? (
              <>
                <bdi dir="ltr">{feed.lastError}</bdi>
                {feed.lastErrorAt && (
                  <>
                    {" · "}
                    <FeedTime at={feed.lastErrorAt} />
                  </>
                )}
              </>
            ) : (
              t("adminChannels.noError")
            )}
          </dd>
        </div>
      </dl>
      {feed.conflicts.length > 0 && <FeedConflicts conflicts={feed.conflicts} />}
      <ExportLink
        url={feed.exportUrl}
        owner={{ feedId: feed.id }}
        label={t("adminChannels.feedExport.label", { name: feed.name })}
        hint={t("adminChannels.feedExport.hint")}
      />
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={syncNow}
          disabled={sync.isPending}
          className="rounded-full bg-dune-800 px-4 py-1.5 text-sm font-semibold text-white hover:bg-dune-700 disabled:opacity-60"
          aria-label={t("adminChannels.syncLabel", { name: feed.name })}
        >
          {sync.isPending ? t("adminChannels.syncing") : t("adminChannels.sync")}
        </button>
        <button
          type="button"
          onClick={() => setIsEditing(true)}
          className={smallButton}
          aria-label={t("adminChannels.editLabel", { name: feed.name })}
        >
          {t("adminChannels.edit")}
        </button>
        <ConfirmDialog
          trigger={
            <button
              type="button"
              className={`${smallButton} border-red-700 text-red-800`}
              aria-label={t("adminChannels.removeLabel", { name: feed.name })}
            >
              {t("adminChannels.remove")}
            </button>
          }
          title={t("adminChannels.removeTitle", { name: feed.name })}
          description={t("adminChannels.removeText")}
          cancelLabel={t("adminChannels.cancel")}
          confirmLabel={t("adminChannels.remove")}
          busyLabel={t("adminChannels.removing")}
          confirmClassName={dangerButton}
          isOpen={isRemoving}
          isBusy={remove.isPending}
          error={removeFailure}
          onOpenChange={(open) => {
            setIsRemoving(open);
            setRemoveFailure(null);
          }}
          onConfirm={confirmRemove}
        />
      </div>
      <p
        role="status"
        className={
          result === null
            ? "sr-only"
            : `rounded-lg p-2 text-sm ${isFailure ? "bg-red-50 text-red-900" : "bg-emerald-50 text-emerald-900"}`
        }
      >
        {result === null ? null : "failure" in result ? (
          result.failure
        ) : (
          <SyncResultText result={result.ok} />
        )}
      </p>
      {isEditing && <EditFeedDialog feed={feed} onClose={() => setIsEditing(false)} />}
    </article>
  );
}
