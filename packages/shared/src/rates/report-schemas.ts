import { z } from "zod";
import { toMajorUnits } from "../catalogue/money";
import { isIsoDate, nightsBetween } from "../dates/stay-dates";
import { REPORT_GROUP_BYS, type ReportFigures } from "./occupancy-report";
import { rateUnitTypeSchema } from "./rate-schemas";

/**
 * GET /api/admin/reports/occupancy (decision 027). Amounts are AED on the wire, occupancy a
 * percentage with one decimal; the server keeps fils.
 */

/** The longest range one report covers: a year and a month, like a rate edit's. */
export const MAX_REPORT_RANGE_DAYS = 400;

/** The days of [from, to], both included. */
export const reportRangeDays = (from: string, to: string) => nightsBetween(from, to) + 1;

/** A query parameter left empty in a form (`unitType=`) means "any", as if it were absent. */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const isoDate = (field: string) =>
  z.string().refine(isIsoDate, `${field} must be a date as YYYY-MM-DD`);

export const occupancyReportQuerySchema = z
  .object({
    /** The first night reported. */
    from: isoDate("from"),
    /** The last night reported (included). */
    to: isoDate("to"),
    groupBy: optionalParam(z.enum(REPORT_GROUP_BYS)).default("day"),
    unitType: optionalParam(rateUnitTypeSchema),
    format: optionalParam(z.enum(["json", "csv"])).default("json"),
  })
  .refine((query) => query.from <= query.to, {
    message: "to must not be before from",
    path: ["to"],
  });
export type OccupancyReportQuery = z.infer<typeof occupancyReportQuerySchema>;

export const reportFiguresSchema = z.object({
  /** Units x nights before closures. */
  capacity: z.number().int(),
  closed: z.number().int(),
  available: z.number().int(),
  /**
   * Unit-nights of bookings that count as sold (confirmed, checked in, completed, no-show), and of
   * reservations imported from OTA calendars (decision 032), which have no revenue here.
   */
  sold: z.number().int(),
  /** Unit-nights of requests awaiting staff's decision; not in occupancy or revenue. */
  pending: z.number().int(),
  /** The sold nights' amounts as sold, net of discounts (AED). */
  revenue: z.number(),
  pendingRevenue: z.number(),
  /** Sold / available in percent, one decimal; null with nothing available. */
  occupancy: z.number().nullable(),
  /** Revenue / the nights sold here, OTAs' left out (AED); null with nothing sold here. */
  adr: z.number().nullable(),
  /** Revenue / available (AED); null with nothing available. */
  revpar: z.number().nullable(),
});
export type ReportFiguresWire = z.infer<typeof reportFiguresSchema>;

/** Figures in fils and ratios as the wire carries them: AED, and occupancy in percent. */
export function figuresToWire(figures: ReportFigures): ReportFiguresWire {
  const aed = (minor: number | null) => (minor === null ? null : toMajorUnits(minor));
  return {
    capacity: figures.capacity,
    closed: figures.closed,
    available: figures.available,
    // Every unit-night a guest takes, here or through an OTA: what occupancy is the share of.
    sold: figures.sold + figures.channel,
    pending: figures.pending,
    revenue: toMajorUnits(figures.revenue),
    pendingRevenue: toMajorUnits(figures.pendingRevenue),
    occupancy: figures.occupancy === null ? null : Math.round(figures.occupancy * 1000) / 10,
    adr: aed(figures.adr),
    revpar: aed(figures.revpar),
  };
}

const unitFiguresSchema = reportFiguresSchema.extend({ unitType: rateUnitTypeSchema });

export const occupancyReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(REPORT_GROUP_BYS),
  unitType: rateUnitTypeSchema.nullable(),
  /** Dubai's today, which pickup counts back from. */
  today: z.string(),
  periods: z.array(
    z.object({
      /** Both included; the first and last period are cut to the range. */
      start: z.string(),
      end: z.string(),
      units: z.array(unitFiguresSchema),
      all: reportFiguresSchema,
    }),
  ),
  total: z.object({ units: z.array(unitFiguresSchema), all: reportFiguresSchema }),
  pickup: z.array(
    z.object({
      days: z.number().int(),
      since: z.string(),
      bookings: z.number().int(),
      unitNights: z.number().int(),
      revenue: z.number(),
    }),
  ),
  /** Bookings cancelled on a Dubai day of the range. */
  cancellations: z.object({
    count: z.number().int(),
    unitNights: z.number().int(),
    refunded: z.number(),
    kept: z.number(),
  }),
  /** Money given back on a Dubai day of the range, for any reason (cancellation, change, no-show). */
  refunds: z.object({ count: z.number().int(), amount: z.number() }),
});
export type OccupancyReportWire = z.infer<typeof occupancyReportSchema>;

export const occupancyReportResponseSchema = z.object({
  success: z.literal(true),
  data: occupancyReportSchema,
});
