import type { StaffRole } from "@camp/shared/auth/staff-permissions";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { users } from "../../db/schema";

/*
 * Written with the tables' own names: in a select from one table Drizzle leaves its columns
 * unqualified inside sql``, and an unqualified "id" in these subqueries would be the passkey's.
 */
const passkeyCountSql = sql<number>`(select count(*) from "passkeys" where "passkeys"."user_id" = "users"."id")`;
const hasSecondFactorSql = sql<boolean>`(exists (select 1 from "totp_secrets" where "totp_secrets"."user_id" = "users"."id" and "totp_secrets"."confirmed_at" is not null) or exists (select 1 from "passkeys" where "passkeys"."user_id" = "users"."id"))`;

const staffColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  disabledAt: users.disabledAt,
  lastSignInAt: users.lastSignInAt,
  twoFactor: hasSecondFactorSql.mapWith(Boolean),
  passkeys: passkeyCountSql.mapWith(Number),
};

export type StaffRow = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  disabledAt: Date | null;
  lastSignInAt: Date | null;
  twoFactor: boolean;
  passkeys: number;
};

/** Every staff account (all but guests), by name. */
export async function listStaffAccounts(db: Executor): Promise<StaffRow[]> {
  const rows = await db
    .select(staffColumns)
    .from(users)
    .where(ne(users.role, "guest"))
    .orderBy(asc(users.name), asc(users.email));
  return rows as StaffRow[];
}

/** One staff account, or undefined for a guest or an unknown id. */
export async function findStaffAccount(db: Executor, id: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.id, id), ne(users.role, "guest")));
  return row as StaffRow | undefined;
}

/**
 * Takes the rows of every enabled owner for the rest of the transaction, and answers how many
 * there are: two owners demoting or disabling each other at once are ordered, so one of them is
 * always left.
 */
export async function lockEnabledOwners(tx: Executor): Promise<number> {
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "owner"), isNull(users.disabledAt)))
    .orderBy(asc(users.id))
    .for("update");
  return owners.length;
}

/** A staff account's new role or disabled time (null: enabled again). */
export async function updateStaffAccount(
  tx: Executor,
  id: string,
  values: { role?: StaffRole; disabledAt?: Date | null },
): Promise<void> {
  await tx.update(users).set(values).where(eq(users.id, id));
}
