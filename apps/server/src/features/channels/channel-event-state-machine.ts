import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { channelEvents } from "../../db/schema";
import type { ChannelEventRow } from "./channel-repository";
import type { FeedEvent } from "./parse-feed";

/**
 * An imported OTA event has two lives, each named from its timestamps rather than stored (decision
 * 052): whether the feed still lists it (`removed_at`), and whether its nights fit the stock here
 * (`conflict_at`, `conflict_resolved_at`; `conflict_alerted_at` records the conflict's one email).
 * This file is the only writer of channel_events.
 */
export type ChannelEventState = "live" | "removed";
/** fits: no conflict; open: its nights did not fit and staff have not settled it; resolved: they have. */
export type ConflictState = "fits" | "open" | "resolved";

/**
 * Who moves them: the import (the calendar-sync job, or staff's "Sync now": what the feed lists
 * decides) and staff in the console (a feed's units changed, a conflict settled).
 */
export type ChannelActor = "import" | "staff";

export function eventStateOf(row: Pick<ChannelEventRow, "removedAt">): ChannelEventState {
  return row.removedAt === null ? "live" : "removed";
}

export function conflictStateOf(
  row: Pick<ChannelEventRow, "conflictAt" | "conflictResolvedAt">,
): ConflictState {
  if (row.conflictAt === null) return "fits";
  return row.conflictResolvedAt === null ? "open" : "resolved";
}

type Move<State> = { from: State; to: State; by: readonly ChannelActor[]; why: string };

/** "none": before the feed first listed it. Staff move no event: removing a feed leaves its events. */
export const EVENT_MOVES: readonly Move<ChannelEventState | "none">[] = [
  { from: "none", to: "live", by: ["import"], why: "the feed lists a new event: it takes nights" },
  {
    from: "live",
    to: "live",
    by: ["import"],
    why: "the feed moved its nights: they are judged afresh from today on",
  },
  { from: "removed", to: "live", by: ["import"], why: "the feed lists it again" },
  {
    from: "live",
    to: "removed",
    by: ["import"],
    why: "the feed no longer lists it: its nights from today on are let go",
  },
];

export const CONFLICT_MOVES: readonly Move<ConflictState>[] = [
  {
    from: "fits",
    to: "open",
    by: ["import", "staff"],
    why: "its nights do not fit: imported, reached by the horizon, or judged again after staff changed the feed's units",
  },
  {
    from: "open",
    to: "open",
    by: ["import"],
    why: "the feed moved it onto nights that do not fit either: a new conflict, emailed again",
  },
  {
    from: "resolved",
    to: "open",
    by: ["import"],
    why: "the feed moved a settled conflict's event onto nights that do not fit: a new conflict",
  },
  ...(["open", "resolved"] as const).map((from) => ({
    from,
    to: "fits" as const,
    by: ["import", "staff"] as const,
    why: "it fits now: the feed moved it, or staff changed the feed's units",
  })),
  {
    from: "open",
    to: "resolved",
    by: ["staff"],
    why: "staff settled it; it stays listed with its time",
  },
];

export function canMoveEvent(
  from: ChannelEventState | "none",
  to: ChannelEventState,
  actor: ChannelActor,
): boolean {
  return EVENT_MOVES.some(
    (move) => move.from === from && move.to === to && move.by.includes(actor),
  );
}

export function canMoveConflict(from: ConflictState, to: ConflictState, actor: ChannelActor) {
  return CONFLICT_MOVES.some(
    (move) => move.from === from && move.to === to && move.by.includes(actor),
  );
}

function assertMove(isAllowed: boolean, what: string, from: string, to: string, by: string) {
  if (!isAllowed) throw new Error(`${what} cannot move from ${from} to ${to} (asked by ${by})`);
}

// ---- the event's life: only the import moves it ----

export async function insertEvent(
  tx: Executor,
  values: typeof channelEvents.$inferInsert,
): Promise<ChannelEventRow> {
  assertMove(canMoveEvent("none", "live", "import"), "an event", "none", "live", "import");
  const [row] = await tx.insert(channelEvents).values(values).returning();
  if (!row) throw new Error("insert into channel_events returned no row");
  return row;
}

/** The feed lists a stored event with other nights, or again after it was removed. */
export async function relistEvent(
  tx: Executor,
  existing: ChannelEventRow,
  event: FeedEvent,
  now: Date,
): Promise<void> {
  const from = eventStateOf(existing);
  assertMove(canMoveEvent(from, "live", "import"), "an event", from, "live", "import");
  await tx
    .update(channelEvents)
    .set({ ...event, removedAt: null, updatedAt: now })
    .where(eq(channelEvents.id, existing.id));
}

export async function removeEvent(tx: Executor, id: string, now: Date): Promise<void> {
  assertMove(canMoveEvent("live", "removed", "import"), "an event", "live", "removed", "import");
  await tx
    .update(channelEvents)
    .set({ removedAt: now, updatedAt: now })
    .where(eq(channelEvents.id, id));
}

/** Not a move: a live event's new summary, on the same nights. */
export async function renameEvent(tx: Executor, id: string, summary: string, now: Date) {
  await tx.update(channelEvents).set({ summary, updatedAt: now }).where(eq(channelEvents.id, id));
}

// ---- the conflict's life ----

/** New conflicts: each `was` its state before this judgement; `isAlerted` when staff were emailed. */
export async function openConflicts(
  tx: Executor,
  conflicts: { eventId: string; was: ConflictState }[],
  by: ChannelActor,
  options: { now: Date; isAlerted: boolean },
): Promise<void> {
  for (const { was } of conflicts)
    assertMove(canMoveConflict(was, "open", by), "a conflict", was, "open", by);
  for (const { eventId } of conflicts)
    await tx
      .update(channelEvents)
      .set({
        conflictAt: options.now,
        conflictAlertedAt: options.isAlerted ? options.now : null,
        conflictResolvedAt: null,
      })
      .where(eq(channelEvents.id, eventId));
}

/** The event fits now: no conflict any more, its email and settling forgotten with it. */
export async function clearConflict(
  tx: Executor,
  event: Pick<ChannelEventRow, "id" | "conflictAt" | "conflictResolvedAt">,
  by: ChannelActor,
  now: Date,
): Promise<void> {
  const from = conflictStateOf(event);
  assertMove(canMoveConflict(from, "fits", by), "a conflict", from, "fits", by);
  await tx
    .update(channelEvents)
    .set({ conflictAt: null, conflictAlertedAt: null, conflictResolvedAt: null, updatedAt: now })
    .where(eq(channelEvents.id, event.id));
}

/** Staff settled a conflict; false when it already was (by someone else, maybe a moment ago). */
export async function resolveConflict(tx: Executor, id: string, now: Date): Promise<boolean> {
  assertMove(
    canMoveConflict("open", "resolved", "staff"),
    "a conflict",
    "open",
    "resolved",
    "staff",
  );
  const rows = await tx
    .update(channelEvents)
    .set({ conflictResolvedAt: now, updatedAt: now })
    .where(and(eq(channelEvents.id, id), isNull(channelEvents.conflictResolvedAt)))
    .returning({ id: channelEvents.id });
  return rows.length > 0;
}
