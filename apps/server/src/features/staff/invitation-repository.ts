import type { StaffRole } from "@camp/shared/auth/staff-permissions";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { staffInvitations } from "../../db/schema";

/**
 * The only writer of staff invitations. An invitation is pending (neither accepted nor revoked),
 * then accepted once, or revoked (replaced by a newer one to the same email, or withdrawn by
 * staff); past its expiry a pending one opens nothing. Each move below is one statement that
 * checks the state it moves from, so two accepts at once make one account.
 */

export type InvitationRow = typeof staffInvitations.$inferSelect;

const isPending = and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt));
const ofEmail = (email: string) => eq(sql`lower(${staffInvitations.email})`, email.toLowerCase());

/** pending -> revoked for every invitation to this email still pending (a newer one replaces them). */
export async function revokePendingInvitationsTo(
  tx: Executor,
  email: string,
  now: Date,
): Promise<string[]> {
  const revoked = await tx
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(ofEmail(email), isPending))
    .returning({ id: staffInvitations.id });
  return revoked.map((row) => row.id);
}

/** none -> pending: a new invitation; only the token's SHA-256 is stored. */
export async function insertInvitation(
  tx: Executor,
  values: {
    name: string;
    email: string;
    role: StaffRole;
    language: "en" | "ar";
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<InvitationRow> {
  const { now, ...columns } = values;
  const [row] = await tx
    .insert(staffInvitations)
    .values({ ...columns, createdAt: now })
    .returning();
  if (!row) throw new Error("insert into staff_invitations returned no row");
  return row;
}

/** pending -> revoked by staff; answers the invitation, or undefined when none was pending. */
export async function revokeInvitation(
  tx: Executor,
  id: string,
  now: Date,
): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(eq(staffInvitations.id, id), isPending))
    .returning();
  return row;
}

/**
 * pending -> accepted, for a token whose invitation is still pending and unexpired: the one
 * statement two accepts race on (the second finds it accepted and gets nothing).
 */
export async function claimInvitation(
  tx: Executor,
  tokenHash: string,
  now: Date,
): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .update(staffInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isPending,
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function findInvitationByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, tokenHash));
  return row;
}

/** Invitations still pending and unexpired, oldest first. */
export function listPendingInvitations(db: Executor, now: Date) {
  return db
    .select()
    .from(staffInvitations)
    .where(and(isPending, gt(staffInvitations.expiresAt, now)))
    .orderBy(asc(staffInvitations.createdAt));
}
