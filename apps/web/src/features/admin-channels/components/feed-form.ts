import { FEED_NAME_MAX, FEED_URL_MAX } from "@camp/shared/channels/calendar-feeds";
import { type FieldErrors, get } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFieldMessage } from "../../../i18n/field-messages";
import { toLanguage } from "../../../i18n/i18n";
import { formatNumber } from "../../../lib/format";

export type FeedFieldName = "unitType" | "name" | "url" | "units";

/** The server's codes a feed form shows on a field rather than above the buttons. */
export const FIELD_OF_CODE: Record<string, FeedFieldName> = {
  CALENDAR_FEED_HOST_REFUSED: "url",
  CALENDAR_FEED_EXISTS: "url",
};

/**
 * A field's message in the page's language: the feed schema's own messages (calendar-feeds.ts) word
 * for word, "units must be at least 1" with the field's label, and a server code's text.
 */
export function useFeedFieldError(errors: FieldErrors) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const fieldMessage = useFieldMessage({
    "Enter the calendar's address": t("adminChannels.errors.urlRequired"),
    "Enter an http or https address": t("adminChannels.errors.urlHttp"),
    [`The address can have at most ${FEED_URL_MAX} characters`]: t(
      "adminChannels.errors.urlTooLong",
      { max: formatNumber(FEED_URL_MAX, language) },
    ),
    "Enter the channel's name": t("adminChannels.errors.nameRequired"),
    [`The name can have at most ${FEED_NAME_MAX} characters`]: t(
      "adminChannels.errors.nameTooLong",
      { max: formatNumber(FEED_NAME_MAX, language) },
    ),
  });
  return (name: FeedFieldName): string | undefined => {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return typeof message === "string"
      ? fieldMessage(message, t(`adminChannels.add.${name}`))
      : undefined;
  };
}
