import type { Rates } from "@camp/shared/booking/pricing";
import { isWeekendDate } from "@camp/shared/dates/stay-dates";
import { RATE_UNIT_TYPES, type RateUnitType } from "@camp/shared/rates/rate-calendar";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../../i18n/i18n";
import { formatNumber, formatStayDate } from "../../../lib/format";
import { type GridSelection, type RateCell, rangeOf, rateCellOf } from "./rate-cells";
import { RuleMarks, SeasonIcon, useCellDescription } from "./rate-marks";

const seasonClass = {
  peak: "bg-amber-100 text-amber-950",
  low: "bg-sky-100 text-sky-950",
  base: "bg-white text-dune-900",
} as const;

/**
 * The month's grid: unit types down, nights across (right to left in Arabic, as the page runs), one
 * cell per night with its price and marks. A range is picked in one row with the mouse (click, then
 * Shift+click or drag) or the keyboard (arrows move, Shift+arrows extend, Enter opens the editor);
 * one cell takes Tab at a time (a roving tabindex), so Tab leaves the grid in one step.
 */
export function RateGrid({
  nights,
  rates,
  today,
  selection,
  labelledBy,
  describedBy,
  onSelect,
  onEdit,
}: {
  nights: string[];
  rates: Rates;
  today: string;
  selection: GridSelection;
  labelledBy: string;
  describedBy: string;
  onSelect: (selection: GridSelection) => void;
  onEdit: (selection: GridSelection) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const tableRef = useRef<HTMLTableElement>(null);
  const isDragging = useRef(false);
  const shouldFocus = useRef(false);
  const describe = useCellDescription();
  const range = rangeOf(selection);
  const weekday = new Intl.DateTimeFormat(language === "ar" ? "ar-AE" : "en-GB", {
    weekday: "short",
    timeZone: "UTC",
  });

  // The keyboard follows the moving end of the selection once someone has moved it.
  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    tableRef.current
      ?.querySelector<HTMLElement>(`[data-cell="${selection.unitType}|${selection.focus}"]`)
      ?.focus();
  }, [selection.unitType, selection.focus]);

  useEffect(() => {
    const stop = () => {
      isDragging.current = false;
    };
    window.addEventListener("pointerup", stop);
    return () => window.removeEventListener("pointerup", stop);
  }, []);

  const select = (next: GridSelection) => {
    shouldFocus.current = true;
    onSelect(next);
  };

  const onKeyDown = (event: KeyboardEvent, unitType: RateUnitType, date: string) => {
    const isRtl = document.documentElement.dir === "rtl";
    const dayIndex = nights.indexOf(date);
    const rowIndex = RATE_UNIT_TYPES.indexOf(unitType);
    const forward = isRtl ? "ArrowLeft" : "ArrowRight";
    const backward = isRtl ? "ArrowRight" : "ArrowLeft";
    const moveTo = (index: number) => {
      const target = nights[Math.min(nights.length - 1, Math.max(0, index))] ?? date;
      select(
        event.shiftKey
          ? { ...selection, focus: target }
          : { unitType, anchor: target, focus: target },
      );
    };
    switch (event.key) {
      case forward:
        moveTo(dayIndex + 1);
        break;
      case backward:
        moveTo(dayIndex - 1);
        break;
      case "Home":
        moveTo(0);
        break;
      case "End":
        moveTo(nights.length - 1);
        break;
      case "ArrowUp":
      case "ArrowDown": {
        // A range stays in one row: moving up or down starts again on the other unit type.
        const next = RATE_UNIT_TYPES[rowIndex + (event.key === "ArrowUp" ? -1 : 1)];
        if (next) select({ unitType: next, anchor: date, focus: date });
        break;
      }
      case "Escape":
        select({ unitType, anchor: date, focus: date });
        break;
      case " ":
        select({ unitType, anchor: date, focus: date });
        break;
      case "Enter":
        onEdit(selection);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent, unitType: RateUnitType, date: string) => {
    if (event.button !== 0) return;
    if (event.shiftKey && unitType === selection.unitType) {
      select({ ...selection, focus: date });
    } else {
      select({ unitType, anchor: date, focus: date });
    }
    // Dragging draws a range with a mouse; a finger on a tablet scrolls the grid instead.
    isDragging.current = event.pointerType === "mouse";
  };

  const onPointerEnter = (event: PointerEvent, unitType: RateUnitType, date: string) => {
    if (!isDragging.current || event.buttons !== 1 || unitType !== selection.unitType) return;
    if (date !== selection.focus) select({ ...selection, focus: date });
  };

  const renderCell = (unitType: RateUnitType, cell: RateCell, label: string) => {
    const isSelected =
      unitType === selection.unitType && cell.date >= range.from && cell.date <= range.to;
    const isActive = unitType === selection.unitType && cell.date === selection.focus;
    return (
      <td
        key={cell.date}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA data grid pattern (https://www.w3.org/WAI/ARIA/apg/patterns/grid/), cells picked with the arrow keys
        role="gridcell"
        data-cell={`${unitType}|${cell.date}`}
        tabIndex={isActive ? 0 : -1}
        aria-selected={isSelected}
        aria-label={describe(label, cell)}
        onKeyDown={(event) => onKeyDown(event, unitType, cell.date)}
        onPointerDown={(event) => onPointerDown(event, unitType, cell.date)}
        onPointerEnter={(event) => onPointerEnter(event, unitType, cell.date)}
        onDoubleClick={() => onEdit(selection)}
        className={`h-16 min-w-16 cursor-pointer select-none border-b border-e border-sand-200 px-1 py-1 align-top text-xs focus-visible:relative focus-visible:z-[5] focus-visible:-outline-offset-4 ${seasonClass[cell.season]} ${isSelected ? "inset-ring-3 inset-ring-dune-800" : ""}`}
      >
        <span aria-hidden="true" className="flex flex-col items-center gap-0.5">
          <span className="flex items-center gap-0.5 text-sm font-semibold tabular-nums">
            <SeasonIcon season={cell.season} />
            {formatNumber(cell.price, language)}
          </span>
          <RuleMarks rule={cell.rule} />
        </span>
      </td>
    );
  };

  return (
    <div className="relative overflow-x-auto rounded-xl border border-sand-200 bg-white">
      <table
        ref={tableRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA data grid pattern, as on its cells
        role="grid"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-multiselectable="true"
        className="border-separate border-spacing-0"
      >
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky start-0 z-10 min-w-28 border-b border-e border-sand-200 bg-white px-2 py-1 text-start text-xs font-semibold text-dune-800 sm:min-w-36"
            >
              {t("adminRates.grid.unitType")}
            </th>
            {nights.map((date) => {
              const isWeekend = isWeekendDate(date, rates.weekendDays);
              const isToday = date === today;
              return (
                <th
                  key={date}
                  scope="col"
                  aria-label={formatStayDate(date, language, "long")}
                  className={`border-b border-e border-sand-200 px-1 py-1 text-center text-xs font-medium ${isWeekend ? "bg-sand-100 text-dune-900" : "bg-white text-dune-800"}`}
                >
                  <span className="block">{weekday.format(new Date(`${date}T00:00:00Z`))}</span>
                  <span
                    className={`mx-auto mt-0.5 flex h-6 w-6 items-center justify-center rounded-full text-sm tabular-nums ${isToday ? "bg-dune-800 font-bold text-white" : ""}`}
                  >
                    {formatNumber(Number(date.slice(8)), language)}
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {RATE_UNIT_TYPES.map((unitType) => {
            const label = t(`adminRates.unitTypes.${unitType}`);
            return (
              <tr key={unitType}>
                <th
                  scope="row"
                  className="sticky start-0 z-10 border-b border-e border-sand-200 bg-white px-2 py-1 text-start align-top text-sm font-semibold text-dune-900"
                >
                  {label}
                  <span className="block text-xs font-normal text-dune-800">
                    <BaseLabel unitType={unitType} rates={rates} />
                  </span>
                </th>
                {nights.map((date) =>
                  renderCell(unitType, rateCellOf(rates, unitType, date), label),
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The catalogue's price beside the unit type, so peak and low read against it. */
function BaseLabel({ unitType, rates }: { unitType: RateUnitType; rates: Rates }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  if (unitType === "parking") {
    return t("adminRates.grid.baseParking", {
      weekday: formatNumber(rates.parking.weekday, language),
      weekend: formatNumber(rates.parking.weekend, language),
    });
  }
  const base = unitType === "camp" ? rates.camp : rates.room[unitType];
  return t("adminRates.grid.base", { price: formatNumber(base, language) });
}
