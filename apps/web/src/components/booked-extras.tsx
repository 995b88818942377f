import type { BookedExtra } from "@camp/shared/extras/extras-schemas";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../i18n/i18n";
import { formatNumber, formatPrice, formatStayDate } from "../lib/format";

/**
 * The activities of a quote or booking, as sold: one line per activity and day, its people or
 * groups, unit price and amount (part of the total). Used by the payment page, the confirmation,
 * My bookings and the console alike; nothing when there are none.
 */
export function BookedExtras({
  extras,
  headingLevel = "h3",
  className = "",
}: {
  extras: BookedExtra[];
  headingLevel?: "h3" | "h4";
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  if (extras.length === 0) return null;
  const Heading = headingLevel;
  return (
    <div className={className}>
      <Heading className="text-sm font-semibold text-dune-900">{t("extras.heading")}</Heading>
      <ul className="mt-2 space-y-1 text-sm text-dune-800">
        {extras.map((extra) => (
          <li key={`${extra.extraId}|${extra.date}`} className="flex justify-between gap-4">
            <span>
              {t(`prices.extraLine.${extra.priceType}`, {
                name: lang === "ar" ? extra.nameAr : extra.name,
                date: formatStayDate(extra.date, lang),
                quantity: formatNumber(extra.quantity, lang),
                unitPrice: formatPrice(extra.unitPrice, lang),
              })}
            </span>
            <span className="font-medium text-dune-900">{formatPrice(extra.amount, lang)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
