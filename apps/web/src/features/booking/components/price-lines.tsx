import { isDiscountLine, isExtraLine, type PriceLine } from "@camp/shared/booking/pricing";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../../i18n/i18n";
import { formatNumber, formatPrice, formatStayDate } from "../../../lib/format";

/**
 * What the total is made of, one row per kind of unit ("Master room × 2: AED 1,900 per night",
 * then its amount for the stay), so the guest can follow the sum: a package's caravan spot is
 * priced apart from its units, and rooms and tents are multiplied by how many (spec section 9).
 * Activities follow, one row per activity and day ("Car safari, Tue 1 Dec: 2 × AED 300 per person").
 * Rows of a `<dl>`: its caller draws the list around them.
 */
export function PriceLines({ lines }: { lines: PriceLine[] }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return lines
    .filter((line) => !isDiscountLine(line))
    .map((line) => (
      <div
        key={isExtraLine(line) ? `${line.service}|${line.date}` : line.service}
        className="col-span-2 grid grid-cols-subgrid"
      >
        <dt className="text-dune-800">
          {isExtraLine(line)
            ? t(`prices.extraLine.${line.priceType}`, {
                name: language === "ar" ? line.nameAr : line.name,
                date: formatStayDate(line.date, language),
                quantity: formatNumber(line.quantity, language),
                unitPrice: formatPrice(toMajorUnits(line.unitPrice), language),
              })
            : t("prices.line", {
                service: t(`prices.services.${line.service.replace(":", "_") as "camp"}`),
                quantity: formatNumber(line.quantity, language),
                perNight: formatPrice(toMajorUnits(line.perNight), language),
              })}
        </dt>
        <dd className="text-end">{formatPrice(toMajorUnits(line.amount), language)}</dd>
      </div>
    ));
}
