import { toMajorUnits } from "@camp/shared/catalogue/money";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useListedVatRate } from "../api/get-rate-calendar";
import { toLanguage } from "../i18n/i18n";
import { formatNumber } from "../lib/format";
import { isoOf, type StayRules } from "./use-stay-range";

type LegendEntry = { key: string; sample: ReactNode; text: string };

/**
 * What the calendar's marks mean, each beside a sample day drawn as the calendar draws it: the
 * prices under the days, sold out, and only the closures and stay rules that the nights shown
 * for this end of the stay can have.
 */
export function StayCalendarLegend(props: {
  month: Date;
  today: string;
  nightPrice: ((day: string) => number | undefined) | undefined;
  priceLegend: string | undefined;
  rules: StayRules;
  isPickingCheckOut: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const listedVatRate = useListedVatRate();
  const { isPickingCheckOut, priceLegend } = props;
  const { calendar, unitTypes } = props.rules;
  const hasClosures = (flag: "closedToArrival" | "closedToDeparture") =>
    unitTypes.some((unitType) =>
      Object.values(calendar?.[unitType] ?? {}).some((rule) => rule[flag]),
    );
  const hasLengthRules = unitTypes.some((unitType) =>
    Object.values(calendar?.[unitType] ?? {}).some(
      (rule) => rule.minNights !== undefined || rule.maxNights !== undefined,
    ),
  );
  const sample = priceSampleDay(props.month, props.today, props.nightPrice);
  const mark = (key: string, className: string, text: string): LegendEntry => ({
    key,
    sample: <Sample className={className} />,
    text,
  });
  const legend: LegendEntry[] = [
    ...(priceLegend && sample
      ? [
          {
            key: "price",
            sample: (
              <PriceSample
                day={Number(sample.day.slice(8))}
                price={formatNumber(toMajorUnits(sample.price), language)}
              />
            ),
            // The nights' prices hold VAT (decision 028); said once, on the legend.
            text:
              listedVatRate > 0 ? `${priceLegend} ${t("prices.pricesIncludeVat")}.` : priceLegend,
          },
        ]
      : []),
    mark(
      "soldOut",
      "booking-sold-out",
      t(isPickingCheckOut ? "bookingpage.soldOutStayLegend" : "bookingpage.soldOutLegend"),
    ),
    ...(!isPickingCheckOut && hasClosures("closedToArrival")
      ? [mark("noArrival", "booking-no-arrival", t("bookingpage.stayCalendar.noArrivalLegend"))]
      : []),
    ...(isPickingCheckOut && hasClosures("closedToDeparture")
      ? [
          mark(
            "noDeparture",
            "booking-no-departure",
            t("bookingpage.stayCalendar.noDepartureLegend"),
          ),
        ]
      : []),
    ...(isPickingCheckOut && hasLengthRules
      ? [mark("stayRule", "booking-stay-rule", t("bookingpage.stayCalendar.stayRuleLegend"))]
      : []),
  ];
  return (
    // contain-inline-size: the legend wraps within the months' width instead of widening the
    // popover (Radix sizes it to its content's max-content width).
    <ul className="stay-calendar-legend mt-2 space-y-1 text-xs text-dune-800 contain-inline-size">
      {legend.map((entry) => (
        <li key={entry.key} className="flex items-center gap-2">
          {entry.sample}
          <span>{entry.text}</span>
        </li>
      ))}
    </ul>
  );
}

function Sample({ className }: { className: string }) {
  return (
    <span aria-hidden="true" className={`${className} stay-legend-sample`}>
      <span className="stay-legend-mark">14</span>
    </span>
  );
}

/**
 * The legend's sample day: the first day of the month shown (not before today) that has a price,
 * with that price, so the sample is a real night of what is booked (a tent's 450, not a made-up
 * figure).
 */
function priceSampleDay(
  month: Date,
  today: string,
  nightPrice: ((day: string) => number | undefined) | undefined,
): { day: string; price: number } | undefined {
  if (!nightPrice) return undefined;
  const monthStart = isoOf(new Date(month.getFullYear(), month.getMonth(), 1));
  const start = monthStart > today ? monthStart : today;
  for (let offset = 0; offset < 62; offset += 1) {
    const day = addDaysIso(start, offset);
    const price = nightPrice(day);
    if (price !== undefined) return { day, price };
  }
  return undefined;
}

function PriceSample({ day, price }: { day: number; price: string }) {
  return (
    <span aria-hidden="true" className="stay-legend-sample">
      <span>
        <span>{day}</span>
        <span className="stay-day-price">{price}</span>
      </span>
    </span>
  );
}
