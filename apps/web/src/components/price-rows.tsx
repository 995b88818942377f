import type { NightAmount, StayService } from "@camp/shared/booking/pricing";
import { type NightPricePart, nightPriceParts } from "@camp/shared/booking/unit-nights";
import { toMajorUnits, toMinorUnits } from "@camp/shared/catalogue/money";
import { type NightRun, nightRuns } from "@camp/shared/rates/night-runs";
import { bpToPercent, DEFAULT_TAX_TERMS } from "@camp/shared/tax/tax-terms";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type Language, toLanguage } from "../i18n/i18n";
import {
  formatDiscount,
  formatNightRange,
  formatNumber,
  formatPercent,
  formatPrice,
} from "../lib/format";

/**
 * One row of a price breakdown: a label and its amount, already in the page's language. A
 * `heading` row names the units whose nights follow (no amount: its runs carry it), so the
 * amounts of a breakdown always add up to its total.
 */
export type PriceRow = {
  key: string;
  label: string;
  amount?: string;
  kind: "line" | "heading" | "run" | "discount" | "tax";
};

/** What a total holds, as the API answers it beside `totalAmount` (AED; rate in percent). */
export type TotalTax = { vatAmount: number; tourismFee: number; vatRate: number };

/** A stay line as sold (fils): its units, first night's price, amount and, lately, each night. */
export type StayLineAmounts = {
  service: StayService;
  quantity: number;
  perNight: number;
  amount: number;
  nightly?: NightAmount[] | undefined;
};

/** The same nights in fils, from the API's AED (rounded once, as the server stored them). */
export const nightsInFils = (nightly: NightAmount[]): NightAmount[] =>
  nightly.map((night) => ({
    date: night.date,
    amount: toMinorUnits(night.amount),
    ...(night.units
      ? {
          units: night.units.map((unit) => ({
            count: unit.count,
            price: toMinorUnits(unit.price),
          })),
        }
      : {}),
  }));

/** A quote's stay line as the API answers it (AED), in fils. */
export const stayLineInFils = (line: StayLineAmounts): StayLineAmounts => ({
  service: line.service,
  quantity: line.quantity,
  perNight: toMinorUnits(line.perNight),
  amount: toMinorUnits(line.amount),
  nightly: line.nightly && nightsInFils(line.nightly),
});

/**
 * The rows of a price breakdown, read from what was priced or sold (never priced again here):
 * a stay line whose nights all cost the same is one row ("Master room × 2: AED 1,900 per night"),
 * one whose nights differ is its units then a row per run of consecutive nights at one price
 * ("1 – 4 Dec: 4 nights × AED 1,900"), as `nightRuns` groups them, so a 30-night stay across three
 * seasons reads as three rows. Amounts in fils.
 */
export function usePriceRows() {
  const { t, i18n } = useTranslation();
  const words: Words = { t, language: toLanguage(i18n.language) };
  const { language } = words;

  return {
    /** A stay line: one row, or its units and a row per run of its nights. */
    stayLine(line: StayLineAmounts): PriceRow[] {
      return stayLineRows(words, line);
    },
    /**
     * A stay's nights summed over its units, a row per run (what a stored booking keeps); with
     * `units` (a single service's count) and `parking`, each row says what one night is made of.
     */
    runs(nightly: NightAmount[], units = 1, parking = false): PriceRow[] {
      return nightRuns(nightly).map((run) => runRow(words, run, "nights", units, parking));
    },
    /** A promo code's discount as its own row: "Promo code WINTER10  −AED 440". */
    discount(code: string | undefined, amount: number): PriceRow {
      return {
        key: "discount",
        kind: "discount",
        label: code ? t("prices.discount", { code }) : t("prices.discountNoCode"),
        amount: formatDiscount(toMajorUnits(amount), language),
      };
    },
    /** The Tourism Dirham fee as its own row, part of the total (none when it is 0). */
    tourismFee(amount: number): PriceRow[] {
      if (amount <= 0) return [];
      return [
        {
          key: "tourism-fee",
          kind: "line",
          label: t("prices.tourismFee"),
          amount: filsPrice(amount, language),
        },
      ];
    },
    /**
     * The VAT the total already holds ("VAT included (5%)  AED 95"), after the total: it is part
     * of the rows above, not added to them. Nothing when the resort charges no VAT.
     */
    vatIncluded(tax: Pick<TotalTax, "vatAmount" | "vatRate">): PriceRow[] {
      if (tax.vatRate <= 0) return [];
      return [
        {
          key: "vat",
          kind: "tax",
          label: t("prices.vatIncluded", { rate: formatPercent(tax.vatRate, language) }),
          amount: formatPrice(tax.vatAmount, language),
        },
      ];
    },
  };
}

/** What the rows are written with: the page's words and language. */
type Words = { t: TFunction; language: Language };

const filsPrice = (fils: number, language: Language) => formatPrice(toMajorUnits(fils), language);

/** A stay line: one row when its nights all cost the same, else its units and a row per run. */
function stayLineRows(words: Words, line: StayLineAmounts): PriceRow[] {
  const { t, language } = words;
  const runs = line.nightly ? nightRuns(line.nightly) : [];
  if (runs.length <= 1) {
    return [
      {
        key: line.service,
        kind: "line",
        // What one night costs, as sold: never the units' sum as if it were one's.
        label: lineLabel(words, line),
        amount: filsPrice(line.amount, language),
      },
    ];
  }
  return [
    {
      key: line.service,
      kind: "heading",
      label: t("prices.unitsHeading", {
        service: serviceName(t, line.service),
        quantity: formatNumber(line.quantity, language),
      }),
    },
    ...runs.map((run) =>
      runRow(words, run, line.service, line.quantity, line.service === "parking"),
    ),
  ];
}

/**
 * What one night costs, in the parts packages/shared reads it in (unit-nights.ts): units at a
 * unit price as sold ("2 × AED 950", "1 × AED 950 + 2 × AED 1,000"), parking's one price for
 * its spots ("AED 300 for 2 spots"), or units stored without a price each, together. Never a
 * sum divided into a price that was not sold (decision 049).
 */
function nightText({ t, language }: Words, parts: NightPricePart[]): string {
  const price = (fils: number) => filsPrice(fils, language);
  const texts = parts.map((part) => {
    if (part.kind === "spots") {
      // One spot's night is its price; more spots share that one price (spec 9).
      if (part.spots <= 1) return price(part.amount);
      return t("prices.spotsNight", {
        count: part.spots,
        formatted: formatNumber(part.spots, language),
        amount: price(part.amount),
      });
    }
    if (part.kind === "together") {
      return t("prices.togetherNight", {
        units: formatNumber(part.units, language),
        amount: price(part.amount),
      });
    }
    return part.units === 1 && parts.length === 1
      ? price(part.unitPrice)
      : t("prices.unitsNight", {
          units: formatNumber(part.units, language),
          amount: price(part.unitPrice),
        });
  });
  return texts.length > 1 ? `(${texts.join(" + ")})` : (texts[0] ?? "");
}

/** A run of nights of `quantity` units: nights × what one night costs ("1 night × 2 × AED 950"). */
function runRow(
  words: Words,
  run: NightRun,
  prefix: string,
  quantity: number,
  parking: boolean,
): PriceRow {
  const { t, language } = words;
  return {
    key: `${prefix}|${run.from}`,
    kind: "run",
    label: t("prices.run", {
      dates: formatNightRange(run.from, run.to, language),
      nights: t("prices.nights", {
        count: run.nights,
        formatted: formatNumber(run.nights, language),
      }),
      amount: nightText(
        words,
        nightPriceParts(
          { date: run.from, amount: run.amount, ...(run.units ? { units: run.units } : {}) },
          quantity,
          { parking },
        ),
      ),
    }),
    amount: filsPrice(run.total, language),
  };
}

const serviceName = (t: TFunction, service: StayService) =>
  t(`prices.services.${service.replace(":", "_") as "camp"}`);

/** A line whose nights all cost the same: "Master room × 2: AED 950 each per night". */
function lineLabel(words: Words, line: StayLineAmounts): string {
  const { t, language } = words;
  const parts = nightPriceParts(
    line.nightly?.[0] ?? { date: "", amount: line.perNight },
    line.quantity,
    { parking: line.service === "parking" },
  );
  const [only] = parts;
  const values = {
    service: serviceName(t, line.service),
    quantity: formatNumber(line.quantity, language),
  };
  return parts.length === 1 && only?.kind === "units" && only.units > 1
    ? t("prices.unitsLine", { ...values, perUnit: filsPrice(only.unitPrice, language) })
    : t("prices.line", { ...values, perNight: nightText(words, parts) });
}

/**
 * The VAT rate the pre-rendered catalogue pages say their prices hold: the default one (they read
 * no settings, to stay light). The forms' calendar and activities use the server's
 * (useListedVatRate); a check, a quote and a booking carry the rate they were priced with.
 */
export const LISTED_PRICES_VAT_RATE = bpToPercent(DEFAULT_TAX_TERMS.vatRateBp);

/** "incl. VAT" beside a total or a rate, or nothing when the resort charges no VAT. */
export function useInclVat() {
  const { t } = useTranslation();
  return (vatRate: number): string => (vatRate > 0 ? t("prices.inclVat") : "");
}

/** " (incl. VAT)" after a listed price ("From AED 650 per night"), or nothing without VAT. */
export function InclVatNote({ vatRate = LISTED_PRICES_VAT_RATE }: { vatRate?: number }) {
  const inclVat = useInclVat()(vatRate);
  if (!inclVat) return null;
  return <span className="text-sm font-normal"> ({inclVat})</span>;
}

/** A total's amount with "incl. VAT" under it in small type (nothing when no VAT is charged). */
export function TotalAmount({
  amount,
  vatRate,
  className = "",
}: {
  amount: number;
  vatRate: number;
  className?: string;
}) {
  const { i18n } = useTranslation();
  const inclVat = useInclVat()(vatRate);
  return (
    <span className={`inline-flex flex-col items-end ${className}`}>
      <span>{formatPrice(amount, toLanguage(i18n.language))}</span>
      {inclVat && <span className="text-xs font-normal text-dune-700">{inclVat}</span>}
    </span>
  );
}

/** One line of a booking's summary (dates, nights, guests, the total): its name, then its value. */
export function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-dune-800">{term}</dt>
      <dd className="text-end font-medium text-dune-900">{children}</dd>
    </div>
  );
}

const rowClass: Record<PriceRow["kind"], string> = {
  line: "",
  heading: "font-medium text-dune-900",
  run: "ps-3",
  discount: "text-green-800",
  tax: "text-dune-700",
};

/** Price rows as a list (payment page, confirmation, My bookings, a change's new price). */
export function PriceRowList({ rows, className = "" }: { rows: PriceRow[]; className?: string }) {
  if (rows.length === 0) return null;
  return (
    <ul className={`space-y-1 text-sm text-dune-800 ${className}`}>
      {rows.map((row) => (
        <li key={row.key} className={`flex justify-between gap-4 ${rowClass[row.kind]}`}>
          <span>{row.label}</span>
          {row.amount !== undefined && (
            <span className="shrink-0 font-medium text-dune-900">{row.amount}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
