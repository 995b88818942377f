import { priceCampStay, priceRoomStay } from "@camp/shared/booking/pricing";
import { lowestUnitRate, nightlyRateOf, unitNightsOf } from "@camp/shared/booking/unit-nights";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { listNights } from "@camp/shared/dates/stay-dates";
import { useMemo } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { rateWindow } from "../../../api/get-rate-calendar";
import { toLanguage } from "../../../i18n/i18n";
import { formatPrice } from "../../../lib/format";
import { isPriceable } from "../lib/stay-values";
import type { BookingFacts } from "../lib/use-booking-facts";

/**
 * One room's or tent's price a night as it is (decision 025), from the shared pricing: for the
 * dates chosen, its price a night (lowest to highest when nights differ); before dates, the lowest
 * night's of the booking window, once the rate calendar is in (the catalogue's price alone may be
 * no night's price). Nothing while neither can be said. Inside the booking form (its dates).
 */
export function UnitRateNote({
  facts,
  unitType,
  className,
}: {
  facts: BookingFacts;
  unitType: "master" | "kids" | "camp";
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { watch } = useFormContext<{ checkIn?: string; checkOut?: string }>();
  const [checkIn = "", checkOut = ""] = watch(["checkIn", "checkOut"]);
  const { rates } = facts;
  const today = facts.rules.today;
  const lowest = useMemo(() => {
    if (!rates.calendar) return undefined;
    const window = rateWindow(today);
    return lowestUnitRate(rates, [unitType], listNights(window.from, window.to));
  }, [rates, unitType, today]);
  const price = (fils: number) => formatPrice(toMajorUnits(fils), language);
  const stay = isPriceable({ checkIn, checkOut })
    ? nightlyRateOf(
        unitNightsOf(
          unitType === "camp"
            ? priceCampStay(rates, { quantity: 1, checkIn, checkOut }).lines
            : priceRoomStay(rates, { roomType: unitType, quantity: 1, checkIn, checkOut }).lines,
          checkIn,
        ),
      )
    : undefined;
  const texts = unitType === "camp" ? "tentRate" : "cardRate";
  const text = stay
    ? stay.kind === "same"
      ? t(`bookingpage.${texts}.stay`, { price: price(stay.amount) })
      : t(`bookingpage.${texts}.stayRange`, {
          lowest: price(stay.lowest),
          highest: price(stay.highest),
        })
    : lowest !== undefined
      ? t(`bookingpage.${texts}.from`, { price: price(lowest) })
      : undefined;
  return text ? <span className={className ?? "block"}>{text}</span> : null;
}
