import { useTranslation } from "react-i18next";
import { toLanguage } from "../../../i18n/i18n";
import { formatRelativeTime, formatResortInstant } from "../../../lib/format";

/** An instant as staff read it here: how long ago, then the exact time on Dubai's clock. */
export function FeedTime({ at }: { at: string }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <time dateTime={at}>
      {formatRelativeTime(at, language)}{" "}
      <span className="text-dune-800">
        ({t("adminChannels.exactTime", { time: formatResortInstant(at, language) })})
      </span>
    </time>
  );
}
