import type {
  BookingRules,
  PackageRequest,
  SingleBookingRequest,
} from "@camp/shared/booking/booking-forms";
import type { Rates } from "@camp/shared/booking/pricing";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { weekendDaysOf } from "@camp/shared/rates/weekend-days";
import type { Executor } from "../../db/database";
import { campUnitKey, extraUnitKey, PARKING_UNIT_KEY, roomUnitKey } from "../../db/unit-keys";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { toExtraFacts } from "../extras/extra-facts";
import type { ExtraFactsRow } from "../extras/extras-repository";
import { setPromoTotals } from "../promo-codes/promo-totals";
import { assertStayRules } from "../rates/assert-stay-rules";
import { toRateCalendar } from "../rates/rates-repository";
import { readStayCalendar, type StayDates } from "../rates/stay-calendar";
import { taxSettingsOfConfig, taxTermsOf } from "../tax-settings/read-tax-settings";
import { readBookingFactRows, readUnitTotalRows } from "./booking-facts-repository";

/**
 * An activity's stock per day in the ledger: its daily capacity. Whether it is offered that weekday
 * (and active) is judged when it is asked for (the request schema), so a booking already made is
 * never judged short because staff later changed the days (docs/decisions/021).
 */
function setExtraTotals(
  totals: Map<string, number>,
  rows: Pick<ExtraFactsRow, "id" | "dailyCapacity">[],
) {
  for (const row of rows) totals.set(extraUnitKey(row.id), row.dailyCapacity);
}

/**
 * Today's facts a booking is judged and priced by: Dubai's today, capacities, rates and the stock
 * of each unit type, read from the catalogue so the resort's edits apply at once; with `stay`, also
 * what the rate calendar sets for it (decision 025), read beside the catalogue in the same statement.
 */
export async function loadBookingFacts(ctx: AppContext, stay?: StayDates) {
  const read = await readBookingFactRows(ctx.db, stay);
  const catalogue = read.stock;
  const extraRows = read.extras;
  const calendar = read.calendar && toRateCalendar(read.calendar);
  const onSale = extraRows.filter((row) => row.active).map(toExtraFacts);
  const master = catalogue.rooms.find((row) => row.roomType === "master");
  const kids = catalogue.rooms.find((row) => row.roomType === "kids");
  // The booking form books "a tent": the first camp record is the one on sale.
  const camp = catalogue.camps[0];
  const parkingRow = catalogue.parking;
  if (!master || !kids || !camp || !parkingRow) {
    throw new AppError(
      "CATALOGUE_INCOMPLETE",
      "Booking is not available right now. Please try again later.",
    );
  }

  const rules: BookingRules = {
    today: resortToday(ctx.clock.now()),
    roomCapacity: { master: master.capacity, kids: kids.capacity },
    parkingTotalSlots: parkingRow.totalSlots,
    extras: onSale,
  };
  const rates: Rates = {
    room: { master: master.pricingMinor, kids: kids.pricingMinor },
    camp: camp.pricingMinor,
    parking: { weekday: parkingRow.weekdayMinor, weekend: parkingRow.weekendMinor },
    extras: onSale,
    ...(calendar ? { calendar } : {}),
    tax: read.taxTerms ?? taxTermsOf(taxSettingsOfConfig(ctx.config)),
    // Which nights are the weekend (decision 046), read with the rest at the moment of pricing.
    weekendDays: weekendDaysOf(read.weekendDays),
  };
  const campKey = campUnitKey(camp.slug);
  const totals = new Map<string, number>([
    [roomUnitKey("master"), master.totalRooms],
    [roomUnitKey("kids"), kids.totalRooms],
    [campKey, camp.totalCamps],
    [PARKING_UNIT_KEY, parkingRow.totalSlots],
  ]);
  setExtraTotals(totals, extraRows);
  setPromoTotals(totals, read.promoCaps);
  return { rules, rates, totals, campKey, calendarStay: calendar ? stay : undefined };
}

export type BookingFacts = Awaited<ReturnType<typeof loadBookingFacts>>;

/**
 * Puts the request's stay on the rate calendar before it is priced: the calendar the facts were
 * loaded with when it is this stay's (else read now), and a stay that breaks a stay rule refused
 * (400 STAY_TOO_SHORT, STAY_TOO_LONG, CLOSED_TO_ARRIVAL or CLOSED_TO_DEPARTURE). A change that
 * keeps the booking's dates is not judged (`judgesRules` false): a rule set after it was booked
 * does not refuse a change of its guests or units.
 */
export async function fitStayToCalendar(
  ctx: AppContext,
  facts: BookingFacts,
  request: SingleBookingRequest | PackageRequest,
  judgesRules = true,
): Promise<void> {
  const loaded = facts.calendarStay;
  if (loaded?.checkIn !== request.checkIn || loaded.checkOut !== request.checkOut) {
    facts.rates.calendar = await readStayCalendar(ctx.db, request);
    facts.calendarStay = { checkIn: request.checkIn, checkOut: request.checkOut };
  }
  if (judgesRules) assertStayRules(facts.rates.calendar, request);
}

/**
 * The stock of each unit type read again inside the caller's transaction, after it took the unit
 * locks: an administrator lowering a total holds the same locks (catalogue/stock-guard.ts), so a
 * claim judged against these totals cannot slip in beside the edit.
 */
export async function loadUnitTotals(tx: Executor): Promise<Map<string, number>> {
  const { stock, extras, promoCaps } = await readUnitTotalRows(tx);
  const totals = new Map<string, number>();
  for (const row of stock.rooms) totals.set(roomUnitKey(row.roomType), row.totalRooms);
  for (const row of stock.camps) totals.set(campUnitKey(row.slug), row.totalCamps);
  if (stock.parking) totals.set(PARKING_UNIT_KEY, stock.parking.totalSlots);
  setExtraTotals(totals, extras);
  setPromoTotals(totals, promoCaps);
  return totals;
}
