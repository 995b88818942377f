import { z } from "zod";
import { isIsoDate } from "../dates/stay-dates";
import { extraLimits, extraMessages } from "./extras-messages";
import type { ExtraFacts } from "./extras-schemas";
import { isOfferedOn } from "./public-extras";

/**
 * The activities a guest adds to a stay and their rules, apart from the console's schemas
 * (extras-schemas.ts, which re-exports these): the booking forms build these alone (decision 036).
 */
/** One activity the guest adds: which, on which day of the stay, for how many people or groups. */
export const extraChoiceSchema = z.object({
  id: z.string({ error: extraMessages.unknown }).trim().min(1, extraMessages.unknown).max(100),
  date: z
    .string({ error: extraMessages.outsideStay })
    .trim()
    .refine(isIsoDate, extraMessages.outsideStay),
  quantity: z
    .number({ error: extraMessages.quantity })
    .int(extraMessages.quantity)
    .min(1, extraMessages.quantity)
    .max(extraLimits.maxQuantity, extraMessages.quantity),
});
export type ExtraChoice = z.infer<typeof extraChoiceSchema>;

export const extraChoicesSchema = z
  .array(extraChoiceSchema)
  .max(extraLimits.maxPerBooking, extraMessages.tooMany)
  .optional();

/**
 * The rules of a stay's activities: each a known, active extra, on a night of the stay (check-in up
 * to the day before check-out) it is offered on, each activity once per day.
 */
export function checkExtras(
  stay: { checkIn: string; checkOut: string; extras?: ExtraChoice[] | undefined },
  extras: ExtraFacts[],
  ctx: z.RefinementCtx,
) {
  const seen = new Set<string>();
  for (const [index, choice] of (stay.extras ?? []).entries()) {
    const path = ["extras", index];
    const extra = extras.find((candidate) => candidate.id === choice.id);
    if (!extra) {
      ctx.addIssue({ code: "custom", path: [...path, "id"], message: extraMessages.unknown });
      continue;
    }
    if (!isIsoDate(choice.date)) continue;
    if (choice.date < stay.checkIn || choice.date >= stay.checkOut) {
      ctx.addIssue({ code: "custom", path: [...path, "date"], message: extraMessages.outsideStay });
    } else if (!isOfferedOn(extra, choice.date)) {
      ctx.addIssue({ code: "custom", path: [...path, "date"], message: extraMessages.notOffered });
    } else if (seen.has(`${choice.id}|${choice.date}`)) {
      ctx.addIssue({ code: "custom", path: [...path, "date"], message: extraMessages.duplicate });
    }
    seen.add(`${choice.id}|${choice.date}`);
  }
}
