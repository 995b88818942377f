import { z } from "zod";
import { isIsoDate, nightsBetween } from "../dates/stay-dates";

/**
 * The waiting list's API shapes (decision 033). A guest joins with the check-availability fields of
 * a stay that is sold out or short; when units free up the first entry that fits is offered them,
 * held for a while, as a quote the payment page opens (/payment?quote=<offerQuoteId>).
 */
export const WAITING_LIST_STATUSES = [
  "waiting",
  "offered",
  "booked",
  "lapsed",
  "left",
  "expired",
] as const;
export type WaitingListStatus = (typeof WAITING_LIST_STATUSES)[number];

export const waitingListEntrySchema = z.object({
  id: z.string(),
  status: z.enum(WAITING_LIST_STATUSES),
  serviceType: z.enum(["room", "camp", "parking", "package"]),
  roomType: z.enum(["master", "kids"]).nullable(),
  checkIn: z.string(),
  checkOut: z.string(),
  quantity: z.number().int(),
  /** What the stay needs per unit type, as the API names units ("room:master", "camp", ...). */
  units: z.array(z.object({ unit: z.string(), quantity: z.number().int() })),
  createdAt: z.string(),
  /** Set while offered (and kept after): the quote to pay, until offerExpiresAt. */
  offerQuoteId: z.string().nullable(),
  offerExpiresAt: z.string().nullable(),
});
export type WaitingListEntry = z.infer<typeof waitingListEntrySchema>;

export const waitingListJoinResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ id: z.string() }),
});

export const myWaitingListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(waitingListEntrySchema),
});

/**
 * Staff's view: the entries per night and unit type, with the guest. `position` is the entry's
 * place in its queue (1 first) among the waiting entries that want some of the same units on some
 * of the same nights, in the order offers are made (oldest first); null once offered.
 */
export const adminWaitingListEntrySchema = waitingListEntrySchema.extend({
  position: z.number().int().nullable(),
  guest: z.object({ name: z.string(), email: z.string() }),
});
export type AdminWaitingListEntry = z.infer<typeof adminWaitingListEntrySchema>;

export const adminWaitingListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminWaitingListEntrySchema),
});

/** The longest range staff may list at once, in nights. */
export const MAX_WAITING_LIST_RANGE_NIGHTS = 366;

const isoDate = (field: string) =>
  z.string().refine(isIsoDate, `${field} must be a date as YYYY-MM-DD`);

/** GET /api/admin/waiting-list?from&to: entries whose stay has a night in [from, to). */
export const adminWaitingListQuerySchema = z
  .object({ from: isoDate("from"), to: isoDate("to") })
  .superRefine((query, ctx) => {
    if (!isIsoDate(query.from) || !isIsoDate(query.to)) return;
    const nights = nightsBetween(query.from, query.to);
    if (nights < 1) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "to must be after from" });
    } else if (nights > MAX_WAITING_LIST_RANGE_NIGHTS) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `Ask for at most ${MAX_WAITING_LIST_RANGE_NIGHTS} nights at a time`,
      });
    }
  });
export type AdminWaitingListQuery = z.infer<typeof adminWaitingListQuerySchema>;
