import type { WaitingListStatus } from "@camp/shared/waiting-list/waiting-list";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { waitingListEntries } from "../../db/schema";

type EntryRow = typeof waitingListEntries.$inferSelect;
type NewEntry = typeof waitingListEntries.$inferInsert;
type EntryChanges = Omit<Partial<NewEntry>, "id" | "status">;

/**
 * Who moves an entry: the guest (joining, leaving, or applying a promo code to an offer on the
 * payment page) and the waiting list's job (offer-freed-units.ts, one process at a time). Staff
 * only read the list, so they appear in no row.
 */
export type EntryActor = "guest" | "waiting-list-job";

/** Before the row is written, and after it is deleted: the ends of the table, not stored states. */
type EntryEnd = "none" | "deleted";
type EntryStep = WaitingListStatus | EntryEnd;
type Move = { from: EntryStep; to: EntryStep; by: readonly EntryActor[]; why: string };

/** Every state an entry may be deleted from: all but an offer on, whose quote holds units. */
const FORGETTABLE: readonly WaitingListStatus[] = [
  "waiting",
  "left",
  "booked",
  "lapsed",
  "expired",
];

/**
 * The life of a waiting-list entry (decision 033), and the only moves it may make, with who may
 * make each (decision 052).
 */
export const ENTRY_MOVES: readonly Move[] = [
  {
    from: "none",
    to: "waiting",
    by: ["guest"],
    why: "the guest joined the list for a sold-out stay",
  },
  {
    from: "waiting",
    to: "offered",
    by: ["waiting-list-job"],
    why: "units freed up: its quote holds them for the guest",
  },
  { from: "waiting", to: "left", by: ["guest"], why: "the guest left the list" },
  { from: "waiting", to: "expired", by: ["waiting-list-job"], why: "its check-in day passed" },
  {
    from: "offered",
    to: "offered",
    by: ["guest"],
    why: "the guest applied or removed a promo code: the offer goes on with the new quote (decision 026)",
  },
  {
    from: "offered",
    to: "booked",
    by: ["waiting-list-job"],
    why: "the guest paid the offer: its quote became a booking",
  },
  {
    from: "offered",
    to: "booked",
    by: ["guest"],
    why: "the guest left an offer that had already become a booking: it is booked, not left",
  },
  {
    from: "offered",
    to: "lapsed",
    by: ["waiting-list-job"],
    why: "the offer ended unpaid: the next entry may be offered",
  },
  {
    from: "offered",
    to: "left",
    by: ["guest"],
    why: "the guest left the list: the offer's hold goes",
  },
  {
    from: "offered",
    to: "expired",
    by: ["waiting-list-job"],
    why: "its check-in day passed before it was paid",
  },
  {
    from: "lapsed",
    to: "booked",
    by: ["waiting-list-job"],
    why: "a payment started before the offer ended went through after it (the money decides)",
  },
  ...FORGETTABLE.map((from) => ({
    from,
    to: "deleted" as const,
    by: ["waiting-list-job"] as const,
    why: "its guest deleted their account (decision 031): nobody to offer it to, and it keeps their phone and wishes",
  })),
];

/** Entries still in the queue: the only ones a guest may leave, or staff see. */
export const OPEN_STATUSES: readonly WaitingListStatus[] = ["waiting", "offered"];

export const canMoveEntry = (from: EntryStep, to: EntryStep, actor: EntryActor) =>
  ENTRY_MOVES.some((move) => move.from === from && move.to === to && move.by.includes(actor));

function assertEntryMove(from: EntryStep, to: EntryStep, actor: EntryActor): void {
  if (!canMoveEntry(from, to, actor)) {
    throw new Error(`a waiting-list entry cannot move from ${from} to ${to} (asked by ${actor})`);
  }
}

/** A guest joins the list: the one insert of an entry, which starts waiting. */
export async function insertEntry(
  db: Executor,
  values: Omit<NewEntry, "id" | "status">,
): Promise<EntryRow> {
  assertEntryMove("none", "waiting", "guest");
  const [row] = await db
    .insert(waitingListEntries)
    .values({ ...values, status: "waiting" })
    .returning();
  if (!row) throw new Error("insert into waiting_list_entries returned no row");
  return row;
}

/**
 * The one writer of `waiting_list_entries.status` and its offer's columns. Writes only while the
 * row is still in the status the caller read, and answers whether it did: a concurrent move (the
 * guest leaving while the job offers) wins once, never twice.
 */
export async function moveEntry(
  db: Executor,
  entry: { id: string; status: WaitingListStatus },
  to: WaitingListStatus,
  actor: EntryActor,
  changes: EntryChanges,
): Promise<boolean> {
  assertEntryMove(entry.status, to, actor);
  const moved = await db
    .update(waitingListEntries)
    .set({ ...changes, status: to })
    .where(and(eq(waitingListEntries.id, entry.id), eq(waitingListEntries.status, entry.status)))
    .returning({ id: waitingListEntries.id });
  return moved.length > 0;
}

/**
 * The offer goes on with the quote that replaced its own (a promo code applied to it on the
 * payment page, decision 026), in the caller's transaction, which holds the entry's lock.
 */
export async function moveOfferToQuote(
  tx: Executor,
  offer: { id: string },
  quoteId: string,
  now: Date,
): Promise<void> {
  const entry = { id: offer.id, status: "offered" as const };
  const moved = await moveEntry(tx, entry, "offered", "guest", {
    offerQuoteId: quoteId,
    updatedAt: now,
  });
  // The caller read the entry offered under its lock: not finding it so would be a fault.
  if (!moved) throw new Error(`waiting-list entry ${offer.id} was no longer offered`);
}

/**
 * The job forgets entries of deleted accounts (decision 031). Deletes only while each is still
 * out of an offer, as the job read it: an offer's quote holds units until the offer is closed.
 */
export async function deleteEntries(
  db: Executor,
  entries: readonly { id: string; status: WaitingListStatus }[],
): Promise<void> {
  for (const entry of entries) assertEntryMove(entry.status, "deleted", "waiting-list-job");
  if (entries.length === 0) return;
  await db.delete(waitingListEntries).where(
    and(
      inArray(
        waitingListEntries.id,
        entries.map((entry) => entry.id),
      ),
      inArray(waitingListEntries.status, [...FORGETTABLE]),
    ),
  );
}
