import { z } from "zod";
import { bookingLimits } from "../booking/booking-limits";
import { priceSchema } from "../catalogue/catalogue-schemas";
import { isIsoDate } from "../dates/stay-dates";
import { rateCalendarSchema, rateUnitTypeSchema } from "./rate-calendar-schemas";

/**
 * The rate calendar's API shapes (decision 025). Amounts are AED on the wire, as everywhere in the
 * API; the server keeps fils. A field absent leaves the nights as they were, `null` clears it.
 * The public calendar's answer is in rate-calendar-schemas.ts (re-exported here).
 */
export {
  nightRuleSchema,
  rateCalendarResponseSchema,
  rateCalendarSchema,
  rateUnitTypeSchema,
} from "./rate-calendar-schemas";
export { MAX_RATE_RANGE_DAYS } from "./rate-range";

const isoDate = (field: string) =>
  z.iso
    .date(`${field} must be a date as YYYY-MM-DD`)
    .refine(isIsoDate, `${field} must be a date as YYYY-MM-DD`);

const nightsLimit = (field: string) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be at least 1`)
    .max(bookingLimits.maxNights, `${field} can be at most ${bookingLimits.maxNights}`);

/** PUT /api/admin/rates. */
export const rateEditSchema = z
  .object({
    unitType: rateUnitTypeSchema,
    from: isoDate("from"),
    /** Inclusive: the last night the edit covers. */
    to: isoDate("to"),
    nightlyRate: priceSchema.nullable().optional(),
    weekendRate: priceSchema.nullable().optional(),
    minNights: nightsLimit("minNights").nullable().optional(),
    maxNights: nightsLimit("maxNights").nullable().optional(),
    closedToArrival: z.boolean().nullable().optional(),
    closedToDeparture: z.boolean().nullable().optional(),
  })
  .strict()
  .superRefine((edit, ctx) => {
    if (edit.to < edit.from) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "to must not be before from" });
    }
    if (
      typeof edit.minNights === "number" &&
      typeof edit.maxNights === "number" &&
      edit.maxNights < edit.minNights
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["maxNights"],
        message: "maxNights must not be below minNights",
      });
    }
  });
export type RateEdit = z.infer<typeof rateEditSchema>;

/** GET /api/rates/calendar?from=&to= (public: the date picker's prices and marks). */
export const rateCalendarQuerySchema = z.object({ from: isoDate("from"), to: isoDate("to") });
/** GET /api/admin/rates?from=&to= (the console's grid): the catalogue's prices and the calendar. */
export const adminRatesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    from: z.string(),
    to: z.string(),
    base: z.object({
      master: z.number(),
      kids: z.number(),
      camp: z.number(),
      parking: z.object({ weekday: z.number(), weekend: z.number() }),
    }),
    calendar: rateCalendarSchema,
    /** The weekend's days in force (decision 046), 0 Sunday to 6 Saturday. */
    weekendDays: z.array(z.number().int().min(0).max(6)),
  }),
});
