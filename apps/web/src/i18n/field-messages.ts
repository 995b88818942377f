import { useTranslation } from "react-i18next";
import { formatNumber } from "../lib/format";
import { toLanguage } from "./i18n";
import { useServerMessage } from "./server-messages";

/**
 * The rate and promo schemas (packages/shared/src/rates) name the field in their messages as the
 * API spells it ("minNights must be at least 1"). A form shows such a message with the field's own
 * label in the page's language ("Minimum stay must be at least 1"); a message it knows word for
 * word (`exact`: English message -> bundle text) is shown as that; anything else as the server
 * messages are (the price messages, for one).
 */
const patterns = [
  [/^(\w+) must be a whole number$/, "wholeNumber"],
  [/^(\w+) must be at least (\d+)$/, "atLeast"],
  [/^(\w+) can be at most (\d+)$/, "atMost"],
  [/^(\w+) must be from (\d+) to (\d+)$/, "between"],
  [/^(\w+) must be a date as YYYY-MM-DD$/, "date"],
] as const;

export function useFieldMessage(exact: Record<string, string> = {}) {
  const { t, i18n } = useTranslation();
  const serverMessage = useServerMessage();
  const language = toLanguage(i18n.language);
  return (message: string, label: string): string => {
    const known = exact[message];
    if (known) return known;
    for (const [pattern, key] of patterns) {
      const match = pattern.exec(message);
      if (!match) continue;
      const [, , first = "", second = ""] = match;
      return t(`fieldMessages.${key}`, {
        field: label,
        min: formatNumber(Number(first), language),
        max: formatNumber(Number(key === "between" ? second : first), language),
      });
    }
    return serverMessage(message);
  };
}
