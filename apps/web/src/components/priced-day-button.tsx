import { toMajorUnits } from "@camp/shared/catalogue/money";
import { createContext, useContext, useEffect, useRef } from "react";
import type { DayButtonProps } from "react-day-picker";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../i18n/i18n";
import { formatNumber } from "../lib/format";
import { isoOf } from "./use-stay-range";

type DayFacts = { nightPrice?: ((day: string) => number | undefined) | undefined };
/** What the calendar's day buttons read beside their day: the night's price. */
export const DayFactsContext = createContext<DayFacts>({});

/**
 * A day of the calendar, and its night's price under its number. The price lies beside the button,
 * over its lower part, not inside it: its label says the price in words, and a button's visible
 * text must be part of its name (WCAG 2.5.3), which "26" is and "26950" would not be.
 */
export function PricedDayButton({ day, modifiers, children, ...buttonProps }: DayButtonProps) {
  const { nightPrice } = useContext(DayFactsContext);
  const { i18n } = useTranslation();
  const ref = useRef<HTMLButtonElement>(null);
  // As the library's own day button: the grid moves focus by marking a day focused.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const price = modifiers.disabled || modifiers.outside ? undefined : nightPrice?.(isoOf(day.date));
  return (
    <>
      <button ref={ref} {...buttonProps}>
        {children}
      </button>
      {price !== undefined && (
        <span aria-hidden="true" className="stay-day-price">
          {formatNumber(toMajorUnits(price), toLanguage(i18n.language))}
        </span>
      )}
    </>
  );
}
