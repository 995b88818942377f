import type { NightRule } from "@camp/shared/rates/rate-calendar";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../../i18n/i18n";
import { formatNumber, formatPrice, formatStayDate } from "../../../lib/format";
import type { RateCell, Season } from "./rate-cells";

/**
 * The grid's signs. Colour is never the only one (WCAG 1.4.1): a peak night has an arrow up and a
 * low one an arrow down beside its price, a stay rule its number, a closure a barred letter; the
 * legend names each, and every cell's accessible name says it in words.
 */
export function SeasonIcon({ season }: { season: Season }) {
  if (season === "base") return null;
  return (
    <svg viewBox="0 0 10 10" width="9" height="9" aria-hidden="true" className="shrink-0">
      <path
        d={season === "peak" ? "M5 1 L9.5 9 H0.5 Z" : "M5 9 L9.5 1 H0.5 Z"}
        fill="currentColor"
      />
    </svg>
  );
}

const ruleBadge = "rounded bg-violet-100 px-1 text-[0.7rem] font-semibold text-violet-900";
const closedBadge =
  "inline-flex items-center gap-0.5 rounded bg-red-100 px-1 text-[0.7rem] font-semibold text-red-900";

function ClosedIcon() {
  return (
    <svg viewBox="0 0 10 10" width="9" height="9" aria-hidden="true" className="shrink-0">
      <circle cx="5" cy="5" r="4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M2.2 7.8 L7.8 2.2" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

export function MinStayMark({ nights }: { nights: number }) {
  const { i18n } = useTranslation();
  // Left to right in Arabic too: ≥ is a mirrored character, and would read as ≤.
  return (
    <span dir="ltr" className={ruleBadge}>
      ≥{formatNumber(nights, toLanguage(i18n.language))}
    </span>
  );
}

export function MaxStayMark({ nights }: { nights: number }) {
  const { i18n } = useTranslation();
  return (
    <span dir="ltr" className={ruleBadge}>
      ≤{formatNumber(nights, toLanguage(i18n.language))}
    </span>
  );
}

export function ClosedMark({ kind }: { kind: "arrival" | "departure" }) {
  const { t } = useTranslation();
  return (
    <span className={closedBadge}>
      <ClosedIcon />
      {t(kind === "arrival" ? "adminRates.marks.arrival" : "adminRates.marks.departure")}
    </span>
  );
}

/** A night's stay rules as small signs under its price. */
export function RuleMarks({ rule }: { rule: NightRule }) {
  const hasStay = rule.minNights !== undefined || rule.maxNights !== undefined;
  const isClosed = rule.closedToArrival || rule.closedToDeparture;
  if (!hasStay && !isClosed) return null;
  return (
    <>
      {hasStay && (
        <span className="flex gap-0.5">
          {rule.minNights !== undefined && <MinStayMark nights={rule.minNights} />}
          {rule.maxNights !== undefined && <MaxStayMark nights={rule.maxNights} />}
        </span>
      )}
      {isClosed && (
        <span className="flex gap-0.5">
          {rule.closedToArrival && <ClosedMark kind="arrival" />}
          {rule.closedToDeparture && <ClosedMark kind="departure" />}
        </span>
      )}
    </>
  );
}

/** A cell in words: "Master room, Friday, 4 December 2026: AED 1,200, peak; at least 2 nights". */
export function useCellDescription() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (unitLabel: string, cell: RateCell) => {
    const { rule } = cell;
    const parts = [
      t(`adminRates.describe.${cell.season}`, { price: formatPrice(cell.price, language) }),
    ];
    if (rule.minNights !== undefined) {
      parts.push(
        t("adminRates.describe.minNights", {
          count: rule.minNights,
          nights: formatNumber(rule.minNights, language),
        }),
      );
    }
    if (rule.maxNights !== undefined) {
      parts.push(
        t("adminRates.describe.maxNights", {
          count: rule.maxNights,
          nights: formatNumber(rule.maxNights, language),
        }),
      );
    }
    if (rule.closedToArrival) parts.push(t("adminRates.describe.closedToArrival"));
    if (rule.closedToDeparture) parts.push(t("adminRates.describe.closedToDeparture"));
    return t("adminRates.describe.cell", {
      unitType: unitLabel,
      date: formatStayDate(cell.date, language, "long"),
      details: parts.join(t("adminRates.describe.separator")),
    });
  };
}

/** What each colour and sign of the grid means. */
export function RateLegend({ id }: { id: string }) {
  const { t } = useTranslation();
  const swatch = "inline-flex h-6 min-w-8 items-center justify-center gap-0.5 rounded border px-1";
  return (
    <div id={id}>
      <h2 className="sr-only">{t("adminRates.legend.heading")}</h2>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-dune-900">
        <li className="flex items-center gap-2">
          <span className={`${swatch} border-amber-300 bg-amber-100 text-amber-950`}>
            <SeasonIcon season="peak" />
          </span>
          {t("adminRates.legend.peak")}
        </li>
        <li className="flex items-center gap-2">
          <span className={`${swatch} border-sky-300 bg-sky-100 text-sky-950`}>
            <SeasonIcon season="low" />
          </span>
          {t("adminRates.legend.low")}
        </li>
        <li className="flex items-center gap-2">
          <span className={`${swatch} border-sand-200 bg-white`} />
          {t("adminRates.legend.base")}
        </li>
        <li className="flex items-center gap-2">
          <MinStayMark nights={2} />
          <MaxStayMark nights={7} />
          {t("adminRates.legend.stay")}
        </li>
        <li className="flex items-center gap-2">
          <ClosedMark kind="arrival" />
          {t("adminRates.legend.closedToArrival")}
        </li>
        <li className="flex items-center gap-2">
          <ClosedMark kind="departure" />
          {t("adminRates.legend.closedToDeparture")}
        </li>
      </ul>
      <p className="mt-2 text-sm text-dune-800">{t("adminRates.legend.how")}</p>
    </div>
  );
}
