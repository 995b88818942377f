import { z } from "zod";

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

/** Staff's view: the entries per night and unit type, with the guest. */
export const adminWaitingListEntrySchema = waitingListEntrySchema.extend({
  position: z.number().int().nullable(),
  guest: z.object({ name: z.string(), email: z.string() }),
});
export type AdminWaitingListEntry = z.infer<typeof adminWaitingListEntrySchema>;
