import type { AccountRole } from "@camp/shared/auth/staff-permissions";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

/** An account with an email: every account but a guest record staff made for a phone alone (decision 055). */
export type UserWithEmail<T extends { email: string | null } = UserRow> = T & { email: string };

/**
 * Whether the account has an email. Only a guest record made at the desk for a caller who gave a
 * phone alone has none; nobody can sign in to it (signing in, a reset and a passkey all start
 * from an email), so a session, a sign-in or a staff member is always one with an email.
 */
export function hasEmail<T extends { email: string | null }>(user: T): user is UserWithEmail<T> {
  return user.email !== null;
}

export async function findUserByEmail(
  db: Executor,
  email: string,
): Promise<UserWithEmail | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  // Found by its email, so it has one (lower(null) equals nothing).
  return user && hasEmail(user) ? user : undefined;
}

export async function insertUser(
  db: Executor,
  values: {
    name: string;
    email: string;
    passwordHash: string;
    role?: AccountRole;
    language?: "en" | "ar";
    phone?: string | null;
  },
): Promise<UserWithEmail> {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error("insert into users returned no row");
  return { ...user, email: values.email };
}

/**
 * A guest record staff made at the desk (decision 055): a guest account nobody can sign in to (no
 * password) until the guest claims it through a set-password link sent to its email.
 */
export async function insertGuestRecord(
  db: Executor,
  values: { name: string; email: string | null; phone: string | null; language: "en" | "ar" },
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({ ...values, role: "guest", passwordHash: null })
    .returning();
  if (!user) throw new Error("insert into users returned no row");
  return user;
}

/** The oldest guest record without an email or password that has this phone: a caller who gave a phone alone. */
export async function findEmaillessGuestRecordByPhone(
  db: Executor,
  phone: string,
): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.phone, phone),
        eq(users.role, "guest"),
        isNull(users.email),
        isNull(users.passwordHash),
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return user;
}

/** Whether the account is a guest record nobody has claimed yet: no password set (decision 055). */
export function isUnclaimedGuestRecord(user: Pick<UserRow, "role" | "passwordHash">): boolean {
  return user.role === "guest" && user.passwordHash === null;
}

export async function updateLastSignIn(db: Executor, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
}

/** The account becomes an enabled owner (npm run make-admin). */
export async function makeEnabledOwner(db: Executor, userId: string): Promise<void> {
  await db.update(users).set({ role: "owner", disabledAt: null }).where(eq(users.id, userId));
}

/** Whether any owner account can sign in. */
export async function hasEnabledOwner(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "owner"), isNull(users.disabledAt)))
    .limit(1);
  return row !== undefined;
}

export async function updateUserRole(
  db: Executor,
  email: string,
  role: AccountRole,
): Promise<UserWithEmail | undefined> {
  const [user] = await db
    .update(users)
    .set({ role })
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .returning();
  return user && hasEmail(user) ? user : undefined;
}

/** The language of the account's emails, as the guest chose it on their account page. */
export async function updateUserLanguage(
  db: Executor,
  userId: string,
  language: "en" | "ar",
): Promise<UserRow | undefined> {
  const [user] = await db.update(users).set({ language }).where(eq(users.id, userId)).returning();
  return user;
}

export async function updateUserPassword(
  db: Executor,
  userId: string,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ passwordHash })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Takes the account's row for the rest of the transaction: one deletion at a time, and no sign-in mid-way. */
export async function lockUser(tx: Executor, id: string): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  return user;
}

/**
 * A deleted account (decision 031): the row stays, because bookings and issued documents name it
 * and the law keeps those; what identified the person is gone, and no password opens it.
 */
export async function anonymiseUser(
  tx: Executor,
  id: string,
  values: { name: string; email: string; passwordHash: string },
): Promise<void> {
  await tx
    .update(users)
    .set({ ...values, phone: null })
    .where(eq(users.id, id));
}
