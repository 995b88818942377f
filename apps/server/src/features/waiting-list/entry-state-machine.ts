import type { WaitingListStatus } from "@camp/shared/waiting-list/waiting-list";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { waitingListEntries } from "../../db/schema";

type EntryChanges = Omit<Partial<typeof waitingListEntries.$inferInsert>, "id" | "status">;

type Move = { from: WaitingListStatus; to: WaitingListStatus; why: string };

/**
 * The life of a waiting-list entry (decision 033), and the only moves it may make. The offer job
 * makes every move but "left", which is the guest's.
 */
export const ENTRY_MOVES: readonly Move[] = [
  { from: "waiting", to: "offered", why: "units freed up: its quote holds them for the guest" },
  { from: "waiting", to: "left", why: "the guest left the list" },
  { from: "waiting", to: "expired", why: "its check-in day passed" },
  { from: "offered", to: "booked", why: "the guest paid the offer: its quote became a booking" },
  { from: "offered", to: "lapsed", why: "the offer ended unpaid: the next entry may be offered" },
  { from: "offered", to: "left", why: "the guest left the list: the offer's hold goes" },
  { from: "offered", to: "expired", why: "its check-in day passed before it was paid" },
  {
    from: "lapsed",
    to: "booked",
    why: "a payment started before the offer ended went through after it (the money decides)",
  },
];

/** Entries still in the queue: the only ones a guest may leave, or staff see. */
export const OPEN_STATUSES: readonly WaitingListStatus[] = ["waiting", "offered"];

export const canMoveEntry = (from: WaitingListStatus, to: WaitingListStatus) =>
  ENTRY_MOVES.some((move) => move.from === from && move.to === to);

/**
 * The one writer of `waiting_list_entries.status`. Writes only while the row is still in the
 * status the caller read, and answers whether it did: a concurrent move (the guest leaving while
 * the job offers) wins once, never twice.
 */
export async function moveEntry(
  db: Executor,
  entry: { id: string; status: WaitingListStatus },
  to: WaitingListStatus,
  changes: EntryChanges,
): Promise<boolean> {
  if (!canMoveEntry(entry.status, to)) {
    throw new Error(`a waiting-list entry cannot move from ${entry.status} to ${to}`);
  }
  const moved = await db
    .update(waitingListEntries)
    .set({ ...changes, status: to })
    .where(and(eq(waitingListEntries.id, entry.id), eq(waitingListEntries.status, entry.status)))
    .returning({ id: waitingListEntries.id });
  return moved.length > 0;
}
