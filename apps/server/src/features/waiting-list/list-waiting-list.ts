import type {
  AdminWaitingListEntry,
  WaitingListEntry,
  WaitingListStatus,
} from "@camp/shared/waiting-list/waiting-list";
import { toPublicUnit } from "../../db/unit-keys";
import type { AppContext } from "../../lib/app-context";
import {
  type EntryRow,
  type EntryWithBooking,
  listEntriesOfUser,
  listOpenEntriesOverlapping,
  listWaitingOverlapping,
} from "./waiting-list-repository";

/** Closed entries older than this are history the guest's list leaves out. */
const HISTORY_DAYS = 90;

/**
 * An offer paid is booked from the moment its booking exists; the job writes it to the entry on
 * its next run, the guest's and staff's lists say it at once.
 */
const statusOf = (entry: EntryWithBooking): WaitingListStatus =>
  entry.offerBookingId && (entry.status === "offered" || entry.status === "lapsed")
    ? "booked"
    : entry.status;

export function toWaitingListEntry(entry: EntryWithBooking): WaitingListEntry {
  return {
    id: entry.id,
    status: statusOf(entry),
    serviceType: entry.serviceType,
    roomType: entry.roomType,
    checkIn: entry.checkIn,
    checkOut: entry.checkOut,
    quantity: entry.quantity,
    units: entry.claims.map((claim) => ({
      unit: toPublicUnit(claim.unitKey),
      quantity: claim.quantity,
    })),
    createdAt: entry.createdAt.toISOString(),
    offerQuoteId: entry.offerQuoteId,
    offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
  };
}

/** GET /api/waiting-list/me: the guest's entries, newest first. */
export async function listMyWaitingList(
  ctx: AppContext,
  userId: string,
): Promise<WaitingListEntry[]> {
  const since = new Date(ctx.clock.now().getTime() - HISTORY_DAYS * 86_400_000);
  return (await listEntriesOfUser(ctx.db, userId, since)).map(toWaitingListEntry);
}

/** Whether two entries want some of the same units on some of the same nights. */
const competes = (a: EntryRow, b: EntryRow) =>
  a.checkIn < b.checkOut &&
  b.checkIn < a.checkOut &&
  a.claims.some((claim) => b.claims.some((other) => other.unitKey === claim.unitKey));

/**
 * GET /api/admin/waiting-list?from&to: the entries still in the queue whose stay has a night in
 * [from, to), oldest first, with the guest and each waiting entry's place in its own queue: the
 * waiting entries before it (oldest first, the order offers are made in) that want some of the
 * same units on some of the same nights, inside the range or not.
 */
export async function listWaitingListForStaff(
  ctx: AppContext,
  range: { from: string; to: string },
): Promise<AdminWaitingListEntry[]> {
  const entries = (await listOpenEntriesOverlapping(ctx.db, range.from, range.to)).filter(
    (entry) => statusOf(entry) !== "booked",
  );
  const waiting = entries.filter((entry) => entry.status === "waiting");
  const queue =
    waiting.length === 0
      ? []
      : await listWaitingOverlapping(
          ctx.db,
          waiting.reduce(
            (first, entry) => (entry.checkIn < first ? entry.checkIn : first),
            range.from,
          ),
          waiting.reduce(
            (last, entry) => (entry.checkOut > last ? entry.checkOut : last),
            range.to,
          ),
        );
  return entries.map((entry) => {
    const ahead = queue.findIndex((other) => other.id === entry.id);
    const position =
      entry.status !== "waiting" || ahead < 0
        ? null
        : queue.slice(0, ahead).filter((other) => competes(other, entry)).length + 1;
    // Only a signed-in guest joins the list, so the account has an email; '' were it ever missing.
    const guest = { name: entry.guest.name, email: entry.guest.email ?? "" };
    return { ...toWaitingListEntry(entry), position, guest };
  });
}
