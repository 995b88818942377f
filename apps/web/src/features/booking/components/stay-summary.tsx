import type { Price } from "@camp/shared/booking/pricing";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { bpToPercent } from "@camp/shared/tax/tax-terms";
import { useTranslation } from "react-i18next";
import { TotalAmount } from "../../../components/price-rows";
import { toLanguage } from "../../../i18n/i18n";
import { formatNumber } from "../../../lib/format";
import { PriceLines } from "./price-lines";

/**
 * The live estimate as the guest types: nights, what each kind of unit costs and the total, from
 * the shared pricing code (the same code the server charges by). Announced politely so a screen
 * reader hears the new total. While the form refuses a field it shows no figures at all, only
 * that they come once every field is right: a total beside "Maximum 4 rooms allowed" would price
 * what cannot be booked.
 */
export function StaySummary({ price, isValid }: { price: Price | undefined; isValid: boolean }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const isPriced = price !== undefined && price.nights > 0;
  return (
    <section
      aria-labelledby="stay-summary-heading"
      className="rounded-xl border border-sand-200 bg-sand-50 p-4"
    >
      <h2 id="stay-summary-heading" className="text-base font-semibold">
        {t("bookingpage.summaryTitle")}
      </h2>
      <div aria-live="polite" className="mt-2 text-sm">
        {!isPriced ? (
          <p className="text-dune-800">{t("bookingpage.summaryEmpty")}</p>
        ) : !isValid ? (
          <p className="text-dune-800">{t("bookingpage.summaryInvalid")}</p>
        ) : (
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <dt>{t("bookingpage.nights")}</dt>
            <dd className="text-end">{formatNumber(price.nights, language)}</dd>
            <PriceLines lines={price.lines} />
            <dt className="font-semibold">{t("bookingpage.estimatedTotal")}</dt>
            <dd className="text-end font-semibold">
              <TotalAmount
                amount={toMajorUnits(price.total)}
                vatRate={bpToPercent(price.vatRateBp)}
              />
            </dd>
          </dl>
        )}
      </div>
    </section>
  );
}
