import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { preparedStatement } from "../../db/prepared";
import { users } from "../../db/schema";

/**
 * The account's phone after a booking gave `phone`: saved only when the account has none, so a
 * number given for one stay never replaces the account's own (decision 019). The condition is in
 * the statement, so two first bookings at once cannot overwrite each other either.
 */
export async function keepAccountPhone(
  tx: Executor,
  userId: string,
  phone: string | undefined,
): Promise<string | null> {
  if (phone) {
    await tx
      .update(users)
      .set({ phone })
      .where(and(eq(users.id, userId), isNull(users.phone)));
  }
  const [user] = await accountPhone(tx).execute({ userId });
  return user?.phone ?? null;
}
/** Read by every booking made: built once (db/prepared.ts). */
const accountPhone = preparedStatement((db) =>
  db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("account_phone"),
);
