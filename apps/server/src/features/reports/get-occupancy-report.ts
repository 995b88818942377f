import { isStayLine, type PriceLine, unitTypeOfService } from "@camp/shared/booking/pricing";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { resortDateOf, resortInstantOf, resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import {
  buildOccupancyReport,
  cancellationsOf,
  type NightCount,
  PICKUP_WINDOWS,
  pickupOf,
  soldNightsOf,
  type UnitNight,
} from "@camp/shared/rates/occupancy-report";
import { RATE_UNIT_TYPES, type RateUnitType } from "@camp/shared/rates/rate-calendar";
import {
  figuresToWire,
  MAX_REPORT_RANGE_DAYS,
  type OccupancyReportQuery,
  type OccupancyReportWire,
  reportRangeDays,
} from "@camp/shared/rates/report-schemas";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { readStockAndRates } from "../catalogue/catalogue-repository";
import {
  listBookingsWithNights,
  listCancelledBookings,
  listPickupBookings,
  SOLD_STATUSES,
  sumLedgerByNight,
  sumRefundsByBooking,
  unitTypeOfKey,
} from "./report-repository";

type ReportRequest = Pick<OccupancyReportQuery, "from" | "to" | "groupBy" | "unitType">;

function refuseLongRange(from: string, to: string): void {
  if (reportRangeDays(from, to) <= MAX_REPORT_RANGE_DAYS) return;
  const message = `A report covers at most ${MAX_REPORT_RANGE_DAYS} days.`;
  throw new AppError(
    "REPORT_RANGE_TOO_LONG",
    message,
    { to: message },
    { params: { maxDays: MAX_REPORT_RANGE_DAYS } },
  );
}

const hasUnitType = (lines: PriceLine[], wanted: Set<RateUnitType>) =>
  lines.filter(isStayLine).some((line) => wanted.has(unitTypeOfService(line.service)));

/**
 * The occupancy and revenue report (decision 027): the ledger's closed, sold and pending
 * unit-nights are summed in SQL; each booking's nights as sold come from its stored price lines,
 * split and netted by the one function in packages/shared.
 */
export async function getOccupancyReport(
  ctx: AppContext,
  query: ReportRequest,
): Promise<OccupancyReportWire> {
  refuseLongRange(query.from, query.to);
  const today = resortToday(ctx.clock.now());
  const unitTypes = query.unitType ? [query.unitType] : [...RATE_UNIT_TYPES];
  const wanted = new Set<RateUnitType>(unitTypes);
  const until = addDaysIso(query.to, 1);
  const rangeInstants = {
    from: resortInstantOf(query.from, "00:00"),
    until: resortInstantOf(until, "00:00"),
  };
  const longestWindow = Math.max(...PICKUP_WINDOWS);

  const [stock, ledger, withNights, pickupRows, cancelled, refunds] = await Promise.all([
    readStockAndRates(ctx.db),
    sumLedgerByNight(ctx.db, { fromNight: query.from, untilNight: until }),
    listBookingsWithNights(ctx.db, { fromNight: query.from, lastNight: query.to }),
    listPickupBookings(ctx.db, {
      since: resortInstantOf(addDaysIso(today, -(longestWindow - 1)), "00:00"),
      today,
    }),
    listCancelledBookings(ctx.db, rangeInstants),
    sumRefundsByBooking(ctx.db, rangeInstants),
  ]);

  const counts: Record<"closed" | "sold" | "pending" | "channel", NightCount[]> = {
    closed: [],
    sold: [],
    pending: [],
    channel: [],
  };
  for (const row of ledger) {
    const unitType = unitTypeOfKey(row.unitKey);
    const kind = row.kind as keyof typeof counts | "other";
    if (!unitType || kind === "other") continue;
    counts[kind].push({ unitType, date: row.night, quantity: Number(row.quantity) });
  }
  const revenue: UnitNight[] = [];
  const pendingRevenue: UnitNight[] = [];
  for (const booking of withNights) {
    const nights = soldNightsOf(booking.priceLines, booking.checkIn);
    (SOLD_STATUSES.includes(booking.status) ? revenue : pendingRevenue).push(...nights);
  }

  const report = buildOccupancyReport({
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    unitTypes,
    units: {
      master: stock.rooms.find((room) => room.roomType === "master")?.totalRooms ?? 0,
      kids: stock.rooms.find((room) => room.roomType === "kids")?.totalRooms ?? 0,
      camp: stock.camps.reduce((sum, camp) => sum + camp.totalCamps, 0),
      parking: stock.parking?.totalSlots ?? 0,
    },
    ...counts,
    revenue,
    pendingRevenue,
  });
  const pickup = pickupOf(
    pickupRows.map((row) => ({
      madeOn: resortDateOf(row.createdAt),
      nights: soldNightsOf(row.priceLines, row.checkIn),
    })),
    { today, unitTypes },
  );
  const cancellations = cancellationsOf(
    cancelled.map((row) => ({ ...row, lines: row.priceLines })),
    unitTypes,
  );
  const refunded = refunds.filter((row) => hasUnitType(row.priceLines, wanted));

  const units = (list: typeof report.total.units) =>
    list.map(({ unitType, ...figures }) => ({ unitType, ...figuresToWire(figures) }));
  return {
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    unitType: query.unitType ?? null,
    today,
    periods: report.periods.map((period) => ({
      start: period.start,
      end: period.end,
      units: units(period.units),
      all: figuresToWire(period.all),
    })),
    total: { units: units(report.total.units), all: figuresToWire(report.total.all) },
    pickup: pickup.map((window) => ({ ...window, revenue: toMajorUnits(window.revenue) })),
    cancellations: {
      count: cancellations.count,
      unitNights: cancellations.unitNights,
      refunded: toMajorUnits(cancellations.refunded),
      kept: toMajorUnits(cancellations.kept),
    },
    refunds: {
      count: refunded.length,
      amount: toMajorUnits(refunded.reduce((sum, row) => sum + Number(row.amountMinor), 0)),
    },
  };
}
