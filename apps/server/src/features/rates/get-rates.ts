import { toMajorUnits } from "@camp/shared/catalogue/money";
import { nightsBetween } from "@camp/shared/dates/stay-dates";
import {
  type adminRatesResponseSchema,
  MAX_RATE_RANGE_DAYS,
  type rateCalendarResponseSchema,
} from "@camp/shared/rates/rate-schemas";
import type { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { readStockAndRates } from "../catalogue/catalogue-repository";
import {
  readTaxSettings,
  taxTermsOf,
  toTaxSettingsAnswer,
} from "../tax-settings/read-tax-settings";
import { calendarInAed } from "./rates-in-aed";
import { isStorableDate, readRateCalendar } from "./rates-repository";
import { readWeekendDays } from "./weekend-days";

type Window = { from: string; to: string };

/** A window of the calendar: `to` not before `from`, at most MAX_RATE_RANGE_DAYS days. */
function assertWindow({ from, to }: Window): void {
  if (!isStorableDate(from)) {
    throw new AppError("VALIDATION_ERROR", "from is too far in the past", {
      from: "from is too far in the past",
    });
  }
  const message =
    to < from
      ? "to must not be before from"
      : nightsBetween(from, to) + 1 > MAX_RATE_RANGE_DAYS
        ? `A range can cover at most ${MAX_RATE_RANGE_DAYS} days.`
        : undefined;
  if (message) throw new AppError("VALIDATION_ERROR", message, { to: message });
}

/**
 * GET /api/rates/calendar: what is set from `from` to `to`, for the date pickers (AED), the rates
 * as guests pay them (VAT in them, decision 028), and the weekend's days (decision 046).
 */
export async function getRateCalendar(
  ctx: AppContext,
  window: Window,
): Promise<z.infer<typeof rateCalendarResponseSchema>["data"]> {
  assertWindow(window);
  const [calendar, settings, weekendDays] = await Promise.all([
    readRateCalendar(ctx.db, window.from, window.to),
    readTaxSettings(ctx.db, ctx.config),
    readWeekendDays(ctx.db),
  ]);
  // The VAT rate and fee in percent and AED, as the tax settings' own answer gives them.
  const { vatRate, tourismFee } = toTaxSettingsAnswer(settings);
  return {
    ...window,
    calendar: calendarInAed(calendar, taxTermsOf(settings)),
    tax: { vatRate, tourismFee },
    weekendDays,
  };
}

/** GET /api/admin/rates: the catalogue's prices beside what is set, as staff entered them. */
export async function getAdminRates(
  ctx: AppContext,
  window: Window,
): Promise<z.infer<typeof adminRatesResponseSchema>["data"]> {
  assertWindow(window);
  const [catalogue, calendar, weekendDays] = await Promise.all([
    readStockAndRates(ctx.db),
    readRateCalendar(ctx.db, window.from, window.to),
    readWeekendDays(ctx.db),
  ]);
  const price = (roomType: "master" | "kids") =>
    toMajorUnits(catalogue.rooms.find((row) => row.roomType === roomType)?.pricingMinor ?? 0);
  return {
    ...window,
    base: {
      master: price("master"),
      kids: price("kids"),
      // The booking form sells the first camp (bookings/booking-facts.ts).
      camp: toMajorUnits(catalogue.camps[0]?.pricingMinor ?? 0),
      parking: {
        weekday: toMajorUnits(catalogue.parking?.weekdayMinor ?? 0),
        weekend: toMajorUnits(catalogue.parking?.weekendMinor ?? 0),
      },
    },
    calendar: calendarInAed(calendar),
    weekendDays,
  };
}
