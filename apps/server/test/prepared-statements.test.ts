import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/database";
import { preparedStatement } from "../src/db/prepared";
import { emailOutbox } from "../src/db/schema";
import { insertOutboxEmail } from "../src/features/email/email-outbox";
import { createTestDatabase } from "./helpers/test-database";

// db/prepared.ts, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL: a statement built once runs
// in any transaction, and values given to placeholders are written as Drizzle writes them.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.migrate();
});
afterAll(() => handle.close());

const email = (toAddress: string) => ({
  toAddress,
  language: "ar" as const,
  template: "booking-confirmed",
  subject: "Subject",
  html: "<p>html</p>",
  text: "text",
});

const outboxById = preparedStatement((db) =>
  db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.id, sql.placeholder("id")))
    .prepare("test_outbox_by_id"),
);

describe("[DB]: statements built once", () => {
  it("runs a statement built on the database in transactions, its rows mapped as the builder's", async () => {
    const { db } = handle;
    const { id } = await insertOutboxEmail(db, email("a@example.com"));
    const built = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(await outboxById(db).execute({ id })).toEqual(built);
    for (let round = 0; round < 2; round += 1) {
      const inside = await db.transaction((tx) => outboxById(tx).execute({ id }));
      expect(inside).toEqual(built);
      expect(inside[0]?.createdAt).toBeInstanceOf(Date);
    }
  });

  it("inserts in a transaction, per set of columns, null as SQL null and JSON as JSON", async () => {
    const { db } = handle;
    const documents = { bookingId: "b-1", kinds: ["receipt" as const], expectedMinor: 12_300 };
    const ids = await db.transaction(async (tx) => [
      (await insertOutboxEmail(tx, { ...email("b@example.com"), attachDocuments: null })).id,
      (await insertOutboxEmail(tx, { ...email("c@example.com"), attachDocuments: documents })).id,
      (await insertOutboxEmail(tx, email("d@example.com"))).id,
    ]);
    const rows = await db
      .select({
        id: emailOutbox.id,
        toAddress: emailOutbox.toAddress,
        attachDocuments: emailOutbox.attachDocuments,
        isSqlNull: sql<boolean>`${emailOutbox.attachDocuments} is null`,
      })
      .from(emailOutbox);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(ids.map((id) => byId.get(id))).toEqual([
      { id: ids[0], toAddress: "b@example.com", attachDocuments: null, isSqlNull: true },
      { id: ids[1], toAddress: "c@example.com", attachDocuments: documents, isSqlNull: false },
      { id: ids[2], toAddress: "d@example.com", attachDocuments: null, isSqlNull: true },
    ]);
  });
});
