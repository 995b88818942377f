import { paths } from "@camp/shared/routes/site-paths";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toLanguage } from "../../../i18n/i18n";
import { formatNumber } from "../../../lib/format";
import { useChannelAlerts } from "../api/get-channel-alerts";

/**
 * A warning on the Today page when a channel's calendar is stale or a night was sold twice: the
 * failure iCal sync is known for is silence, so the desk sees it where it looks every morning.
 * Nothing shows while it loads, when all is well, or when the list cannot be read (the Today page
 * does not depend on it).
 */
export function ChannelAlertsBanner() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const alerts = useChannelAlerts();
  if (!alerts.data) return null;
  const { staleFeeds, openConflicts } = alerts.data;
  if (staleFeeds.length === 0 && openConflicts === 0) return null;
  return (
    <aside
      aria-labelledby="channel-alerts-title"
      className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <div>
        <h2 id="channel-alerts-title" className="font-bold">
          <span aria-hidden="true">⚠ </span>
          {t("adminToday.channelAlerts.title")}
        </h2>
        <ul className="mt-1 text-sm">
          {staleFeeds.length > 0 && (
            <li>
              {t("adminToday.channelAlerts.stale", {
                names: staleFeeds.join(language === "ar" ? "، " : ", "),
              })}
            </li>
          )}
          {openConflicts > 0 && (
            <li>
              {t("adminToday.channelAlerts.conflicts", {
                total: formatNumber(openConflicts, language),
              })}
            </li>
          )}
        </ul>
      </div>
      <Link
        to={paths.adminChannels}
        className="rounded-full border border-amber-900 px-4 py-1.5 text-sm font-semibold hover:bg-amber-100"
      >
        {t("adminToday.channelAlerts.link")}
      </Link>
    </aside>
  );
}
