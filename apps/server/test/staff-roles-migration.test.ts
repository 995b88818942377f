import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPgliteDatabase, openPostgresDatabase } from "../src/db/database";
import { MIGRATIONS_FOLDER } from "../src/lib/server-paths";
import { createPostgresTestDatabase } from "./helpers/test-database";

/**
 * Migration 0023 (decision 054): the one kind of staff account, "admin", becomes "owner", and the
 * audit log's entries, all written by administrators, are an owner's. A database is migrated to
 * 0022 as the files stand, given an admin and an audit entry as the app wrote them then, and 0023
 * is applied to it.
 */
let handle: DatabaseHandle;
let dropDatabase: (() => Promise<void>) | undefined;
beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    const database = await createPostgresTestDatabase();
    dropDatabase = database.drop;
    handle = await openPostgresDatabase(database.url);
  } else {
    handle = await openPgliteDatabase(undefined);
  }
});
afterAll(async () => {
  await handle.close();
  await dropDatabase?.();
});

/** The journal's migrations in order, by tag ("0023_staff-accounts"). */
async function migrationTags(): Promise<string[]> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
  ) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

async function applyMigration(tag: string): Promise<void> {
  const text = await readFile(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) await handle.db.execute(sql.raw(statement));
  }
}

/** The rows a statement answers (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

describe("[STAFF] migration 0023 turns administrators into owners", () => {
  it("makes an admin an owner, the audit log's entries an owner's (a guest's own deletion a guest's), and refuses 'admin' after", async () => {
    const tags = await migrationTags();
    const staffAccounts = tags.indexOf("0023_staff-accounts");
    expect(staffAccounts).toBeGreaterThan(0);
    for (const tag of tags.slice(0, staffAccounts)) await applyMigration(tag);

    // As the app wrote them before 0023.
    const [admin] = await rowsOf<{ id: string }>(sql`
      insert into users (name, email, password_hash, role)
      values ('Old Admin', 'old-admin@example.com', 'x', 'admin') returning id`);
    await rowsOf(sql`
      insert into users (name, email, password_hash) values ('A Guest', 'guest@example.com', 'x')`);
    await rowsOf(sql`
      insert into audit_log (actor_id, actor_email, action, entity_type)
      values (${admin?.id}, 'old-admin@example.com', 'booking.confirm', 'booking')`);
    // A guest deleting their own account was its own actor (decision 031).
    await rowsOf(sql`
      insert into audit_log (actor_email, action, entity_type)
      values ('deleted-1@deleted.invalid', 'account.deleted', 'account')`);

    await applyMigration(tags[staffAccounts] ?? "");

    expect(await rowsOf(sql`select email, role from users order by email`)).toEqual([
      { email: "guest@example.com", role: "guest" },
      { email: "old-admin@example.com", role: "owner" },
    ]);
    expect(
      await rowsOf(sql`select actor_email, actor_role from audit_log order by actor_email`),
    ).toEqual([
      { actor_email: "deleted-1@deleted.invalid", actor_role: "guest" },
      { actor_email: "old-admin@example.com", actor_role: "owner" },
    ]);
    await expect(
      handle.db.execute(sql`update users set role = 'admin' where email = 'guest@example.com'`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`
        insert into users (name, email, password_hash, role)
        values ('New Admin', 'new-admin@example.com', 'x', 'admin')`),
    ).rejects.toThrow();
  });
});
