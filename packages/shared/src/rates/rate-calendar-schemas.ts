import { z } from "zod";
import { RATE_UNIT_TYPES } from "./rate-calendar";

/**
 * The public rate calendar's answer (GET /api/rates/calendar, decision 025), apart from the
 * console's schemas (rate-schemas.ts, which re-exports these): a booking page checks its first
 * answers with these alone (decision 036). Amounts are AED on the wire.
 */
export const rateUnitTypeSchema = z.enum(RATE_UNIT_TYPES, {
  error: "unitType must be master, kids, camp or parking",
});

/** One night's set values on the wire (AED). */
export const nightRuleSchema = z.object({
  nightlyRate: z.number().optional(),
  weekendRate: z.number().optional(),
  minNights: z.number().int().optional(),
  maxNights: z.number().int().optional(),
  closedToArrival: z.boolean().optional(),
  closedToDeparture: z.boolean().optional(),
});

/** A sparse calendar on the wire: unit type -> date -> what is set (AED). */
export const rateCalendarSchema = z.partialRecord(
  rateUnitTypeSchema,
  z.record(z.string(), nightRuleSchema),
);

/** GET /api/rates/calendar?from=&to=: the nights staff set, per unit type, and the tax terms. */
export const rateCalendarResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    from: z.string(),
    to: z.string(),
    calendar: rateCalendarSchema,
    /**
     * What the forms' estimate adds (decision 028): the VAT rate (percent) the prices include and
     * the Tourism Dirham fee per occupied unit-night (AED). Absent from older servers: 5%, no fee.
     */
    tax: z
      .object({
        vatRate: z.number(),
        tourismFee: z.object({
          master: z.number(),
          kids: z.number(),
          camp: z.number(),
          parking: z.number(),
        }),
      })
      .optional(),
    /**
     * The days of the week whose nights are the weekend (decision 046), 0 Sunday to 6 Saturday.
     * Absent from older servers: the spec's Saturday and Sunday.
     */
    weekendDays: z.array(z.number().int().min(0).max(6)).optional(),
  }),
});
