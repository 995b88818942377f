import { and, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { contactMessages, users } from "../../db/schema";

export type ContactMessageRow = typeof contactMessages.$inferSelect & {
  handledByEmail: string | null;
};

export async function insertContactMessage(
  db: Executor,
  values: typeof contactMessages.$inferInsert,
): Promise<void> {
  await db.insert(contactMessages).values(values);
}

const filterWhere = (filter: "all" | "unhandled" | "handled") =>
  filter === "unhandled"
    ? isNull(contactMessages.handledAt)
    : filter === "handled"
      ? isNotNull(contactMessages.handledAt)
      : undefined;

const messageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  message: contactMessages.message,
  language: contactMessages.language,
  handledAt: contactMessages.handledAt,
  handledBy: contactMessages.handledBy,
  createdAt: contactMessages.createdAt,
  handledByEmail: users.email,
};

/** One page of messages: unhandled ones first, newest first within each group. */
export function listContactMessages(
  db: Executor,
  options: { filter: "all" | "unhandled" | "handled"; limit: number; offset: number },
): Promise<ContactMessageRow[]> {
  return db
    .select(messageColumns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .where(filterWhere(options.filter))
    .orderBy(
      sql`${contactMessages.handledAt} is not null`,
      desc(contactMessages.createdAt),
      desc(contactMessages.id),
    )
    .limit(options.limit)
    .offset(options.offset);
}

export async function countContactMessages(
  db: Executor,
  filter: "all" | "unhandled" | "handled",
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(filterWhere(filter));
  return Number(row?.total ?? 0);
}

export async function findContactMessageForUpdate(tx: Executor, id: string) {
  const [row] = await tx
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for("update");
  return row;
}

export async function findContactMessage(
  db: Executor,
  id: string,
): Promise<ContactMessageRow | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .where(and(eq(contactMessages.id, id)));
  return row;
}

export async function setMessageHandled(
  tx: Executor,
  id: string,
  handled: { at: Date; by: string } | null,
): Promise<void> {
  await tx
    .update(contactMessages)
    .set({ handledAt: handled?.at ?? null, handledBy: handled?.by ?? null })
    .where(eq(contactMessages.id, id));
}

/** The messages sent from one email address (any case), oldest first: a guest's copy of their data. */
export function listMessagesFrom(db: Executor, email: string) {
  return db
    .select({
      name: contactMessages.name,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(sql`lower(${contactMessages.email})`, email.toLowerCase()))
    .orderBy(contactMessages.createdAt);
}

/** A deleted account's messages go with it: nothing in the law keeps them (decision 031). */
export async function deleteMessagesFrom(tx: Executor, email: string): Promise<void> {
  await tx
    .delete(contactMessages)
    .where(eq(sql`lower(${contactMessages.email})`, email.toLowerCase()));
}
