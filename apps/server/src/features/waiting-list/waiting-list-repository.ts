import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  like,
  lt,
  lte,
  ne,
  or,
  sql,
} from "drizzle-orm";
import type { Executor } from "../../db/database";
import { quotes, users, waitingListEntries } from "../../db/schema";
import { OPEN_STATUSES } from "./entry-state-machine";

/** Reads of the waiting list: every write of an entry is entry-state-machine.ts's (decision 052). */
export type EntryRow = typeof waitingListEntries.$inferSelect;

/**
 * Serialises one guest's joins until the transaction ends, so the same stay sent twice at once is
 * one entry and one WAITING_LIST_ALREADY_JOINED.
 */
export async function lockJoinsOfUser(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`waiting-list:${userId}`}))`);
}

/** How many entries of one account are waiting or offered now. */
export async function countOpenEntries(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<string>`count(*)` })
    .from(waitingListEntries)
    .where(
      and(
        eq(waitingListEntries.userId, userId),
        inArray(waitingListEntries.status, [...OPEN_STATUSES]),
      ),
    );
  return Number(row?.count ?? 0);
}

/** The guest's entry still in the queue for this stay (same dates and same kind of units). */
export async function findOpenEntryForStay(
  db: Executor,
  stay: {
    userId: string;
    serviceType: EntryRow["serviceType"];
    roomType: EntryRow["roomType"];
    checkIn: string;
    checkOut: string;
  },
): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(waitingListEntries)
    .where(
      and(
        eq(waitingListEntries.userId, stay.userId),
        inArray(waitingListEntries.status, [...OPEN_STATUSES]),
        eq(waitingListEntries.serviceType, stay.serviceType),
        stay.roomType === null
          ? sql`${waitingListEntries.roomType} is null`
          : eq(waitingListEntries.roomType, stay.roomType),
        eq(waitingListEntries.checkIn, stay.checkIn),
        eq(waitingListEntries.checkOut, stay.checkOut),
      ),
    )
    .limit(1);
  return row;
}

export async function findEntry(db: Executor, id: string): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(waitingListEntries).where(eq(waitingListEntries.id, id));
  return row;
}

/** The entry, locked until the transaction ends: one offer, leave or lapse of it at a time. */
export async function lockEntry(tx: Executor, id: string): Promise<EntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(waitingListEntries)
    .where(eq(waitingListEntries.id, id))
    .for("update");
  return row;
}

/** The language the account's emails are written in (the guest's choice on their account page). */
export async function findAccountLanguage(
  db: Executor,
  userId: string,
): Promise<"en" | "ar" | undefined> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language;
}

/** Who an offer email goes to, and the language the account's emails are written in today. */
export async function findGuest(db: Executor, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** An entry with whether its offer's quote became a booking (the job writes "booked" later). */
export type EntryWithBooking = EntryRow & { offerBookingId: string | null };

const withOfferBooking = {
  entry: waitingListEntries,
  offerBookingId: quotes.bookingId,
};

/**
 * A guest's entries, newest first: those still in the queue, and those closed within `since`
 * (older closed ones are history the guest no longer needs).
 */
export async function listEntriesOfUser(
  db: Executor,
  userId: string,
  since: Date,
): Promise<EntryWithBooking[]> {
  const rows = await db
    .select(withOfferBooking)
    .from(waitingListEntries)
    .leftJoin(quotes, eq(quotes.id, waitingListEntries.offerQuoteId))
    .where(
      and(
        eq(waitingListEntries.userId, userId),
        or(
          inArray(waitingListEntries.status, [...OPEN_STATUSES]),
          gt(waitingListEntries.updatedAt, since),
        ),
      ),
    )
    .orderBy(desc(waitingListEntries.createdAt), desc(waitingListEntries.id));
  return rows.map((row) => ({ ...row.entry, offerBookingId: row.offerBookingId }));
}

/** Entries still in the queue whose stay has a night in [from, to), oldest first, with the guest. */
export async function listOpenEntriesOverlapping(db: Executor, from: string, to: string) {
  const rows = await db
    .select({ ...withOfferBooking, guestName: users.name, guestEmail: users.email })
    .from(waitingListEntries)
    .innerJoin(users, eq(users.id, waitingListEntries.userId))
    .leftJoin(quotes, eq(quotes.id, waitingListEntries.offerQuoteId))
    .where(
      and(
        inArray(waitingListEntries.status, [...OPEN_STATUSES]),
        lt(waitingListEntries.checkIn, to),
        gt(waitingListEntries.checkOut, from),
      ),
    )
    .orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id));
  return rows.map((row) => ({
    ...row.entry,
    offerBookingId: row.offerBookingId,
    guest: { name: row.guestName, email: row.guestEmail },
  }));
}

/** Waiting entries whose stay has a night in [from, to), oldest first: the queue they stand in. */
export function listWaitingOverlapping(db: Executor, from: string, to: string) {
  return db
    .select()
    .from(waitingListEntries)
    .where(
      and(
        eq(waitingListEntries.status, "waiting"),
        lt(waitingListEntries.checkIn, to),
        gt(waitingListEntries.checkOut, from),
      ),
    )
    .orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id));
}

/** Every waiting entry, oldest first: the order offers are made in. */
export function listWaitingEntries(db: Executor): Promise<EntryRow[]> {
  return db
    .select()
    .from(waitingListEntries)
    .where(eq(waitingListEntries.status, "waiting"))
    .orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id));
}

/** Offers (or lapsed ones) whose quote became a booking. */
export function listBookedOffers(db: Executor): Promise<EntryRow[]> {
  return db
    .select({ entry: waitingListEntries })
    .from(waitingListEntries)
    .innerJoin(quotes, eq(quotes.id, waitingListEntries.offerQuoteId))
    .where(
      and(inArray(waitingListEntries.status, ["offered", "lapsed"]), isNotNull(quotes.bookingId)),
    )
    .then((rows) => rows.map((row) => row.entry));
}

/** Offers whose time ran out at `now`. */
export function listEndedOffers(db: Executor, now: Date): Promise<EntryRow[]> {
  return db
    .select()
    .from(waitingListEntries)
    .where(
      and(eq(waitingListEntries.status, "offered"), lte(waitingListEntries.offerExpiresAt, now)),
    );
}

/** Entries in the queue whose check-in day is before `today` (Dubai). */
export function listPastEntries(db: Executor, today: string): Promise<EntryRow[]> {
  return db
    .select()
    .from(waitingListEntries)
    .where(
      and(
        inArray(waitingListEntries.status, [...OPEN_STATUSES]),
        lt(waitingListEntries.checkIn, today),
      ),
    );
}

/** Entries (not being offered) of accounts whose email reads like a deleted one's. */
export function listEntriesOfDeletedLookingAccounts(db: Executor) {
  return db
    .select({
      id: waitingListEntries.id,
      status: waitingListEntries.status,
      userId: users.id,
      email: users.email,
    })
    .from(waitingListEntries)
    .innerJoin(users, eq(users.id, waitingListEntries.userId))
    .where(and(ne(waitingListEntries.status, "offered"), like(users.email, "deleted-%@invalid")));
}
