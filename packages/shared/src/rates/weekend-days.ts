import { z } from "zod";
import { DEFAULT_WEEKEND_DAYS, type WeekDay } from "../dates/stay-dates";

export { DEFAULT_WEEKEND_DAYS };

/** The days of the week in the order the console lists them: Monday first, as the grid does. */
export const WEEK_DAYS_IN_ORDER: readonly WeekDay[] = [1, 2, 3, 4, 5, 6, 0];

/** The server's words for a weekend it refuses (the console says them in Arabic too). */
export const weekendMessages = {
  notADay: "Each weekend day must be a day of the week from 0 (Sunday) to 6 (Saturday)",
  notAList: "weekendDays must be a list of days of the week",
  none: "Choose at least one weekend day",
  all: "At least one day of the week must be a weekday",
  twice: "Each weekend day can be chosen once",
} as const;

const weekDaySchema = z
  .number({ error: weekendMessages.notADay })
  .int(weekendMessages.notADay)
  .min(0, weekendMessages.notADay)
  .max(6, weekendMessages.notADay);

/**
 * The weekend's days (decision 046): one to six distinct days of the week, 0 Sunday to 6 Saturday.
 * None would leave the weekend rates unreachable, all seven the weekday ones.
 */
export const weekendDaysSchema = z
  .array(weekDaySchema, { error: weekendMessages.notAList })
  .min(1, weekendMessages.none)
  .max(6, weekendMessages.all)
  .refine((days) => new Set(days).size === days.length, weekendMessages.twice);

/** PUT /api/admin/rates/weekend. */
export const weekendSettingSchema = z.object({ weekendDays: weekendDaysSchema }).strict();
export type WeekendSetting = z.infer<typeof weekendSettingSchema>;

/** The answer of GET and PUT /api/admin/rates/weekend: the days in force, Monday first. */
export const weekendSettingResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ weekendDays: z.array(z.number().int()) }),
});

/** The days as the console lists them: each once, Monday first. */
export const inWeekOrder = (days: readonly number[]): WeekDay[] =>
  WEEK_DAYS_IN_ORDER.filter((day) => days.includes(day));

/** The days in force, Monday first: those saved, or the spec's Saturday and Sunday until staff save some. */
export const weekendDaysOf = (saved: readonly number[] | null | undefined): WeekDay[] =>
  inWeekOrder(saved ?? DEFAULT_WEEKEND_DAYS);
