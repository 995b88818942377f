import {
  isDiscountLine,
  isExtraLine,
  isStayLine,
  type PriceLine,
} from "@camp/shared/booking/pricing";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { isTourismFeeLine } from "@camp/shared/tax/tourism-fee";
import { useTranslation } from "react-i18next";
import { type PriceRow, usePriceRows } from "../../../components/price-rows";
import { toLanguage } from "../../../i18n/i18n";
import { formatNumber, formatPrice, formatStayDate } from "../../../lib/format";

/**
 * What the total is made of, so the guest can follow the sum: each kind of unit ("Master room × 2:
 * AED 1,900 per night", then its amount for the stay), or, when its nights cost different prices,
 * its units and a row per run of nights ("1 – 4 Dec: 4 nights × AED 1,900"); a package's caravan
 * spot is priced apart from its units (spec section 9). Activities follow, one row per activity
 * and day ("Car safari, Tue 1 Dec: 2 × AED 300 per person"), then a promo code's discount and
 * the Tourism Dirham fee (never discounted, so after the discount).
 * Rows of a `<dl>`: its caller draws the list around them.
 */
export function PriceLines({ lines }: { lines: PriceLine[] }) {
  const rowsOf = usePriceLineRows();
  return <PriceRowsOfList rows={rowsOf(lines)} />;
}

/** The rows of priced lines (fils), in the page's language. */
export function usePriceLineRows() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const rows = usePriceRows();
  return (lines: PriceLine[]): PriceRow[] => [
    ...lines.filter(isStayLine).flatMap((line) => rows.stayLine(line)),
    ...lines.filter(isExtraLine).map(
      (line): PriceRow => ({
        key: `${line.service}|${line.date}`,
        kind: "line",
        label: t(`prices.extraLine.${line.priceType}`, {
          name: language === "ar" ? line.nameAr : line.name,
          date: formatStayDate(line.date, language),
          quantity: formatNumber(line.quantity, language),
          unitPrice: formatPrice(toMajorUnits(line.unitPrice), language),
        }),
        amount: formatPrice(toMajorUnits(line.amount), language),
      }),
    ),
    ...lines.filter(isDiscountLine).map((line) => rows.discount(line.code, -line.amount)),
    ...lines.filter(isTourismFeeLine).flatMap((line) => rows.tourismFee(line.amount)),
  ];
}

/** Price rows as rows of the caller's two-column `<dl>`. */
export function PriceRowsOfList({ rows }: { rows: PriceRow[] }) {
  return rows.map((row) =>
    row.kind === "heading" ? (
      <dt key={row.key} className="col-span-2 font-medium text-dune-900">
        {row.label}
      </dt>
    ) : (
      <div key={row.key} className="col-span-2 grid grid-cols-subgrid">
        <dt
          className={
            row.kind === "run"
              ? "ps-3 text-dune-800"
              : row.kind === "discount"
                ? "text-green-800"
                : row.kind === "tax"
                  ? "text-dune-700"
                  : "text-dune-800"
          }
        >
          {row.label}
        </dt>
        <dd className="text-end">{row.amount}</dd>
      </div>
    ),
  );
}
