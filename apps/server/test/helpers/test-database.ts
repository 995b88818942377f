import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import {
  type DatabaseHandle,
  openPgliteDatabase,
  openPostgresDatabase,
} from "../../src/db/database";
import { MIGRATIONS_FOLDER } from "../../src/lib/server-paths";

/**
 * A database of its own for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL, dropped again when the handle closes. Never reuses one.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (!process.env.TEST_DATABASE_URL)
    return openPgliteDatabase(undefined, { loadDataDir: await migratedTemplate() });

  const database = await createPostgresTestDatabase();
  const handle = await openPostgresDatabase(database.url);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * An empty database of its own on the PostgreSQL server of TEST_DATABASE_URL, by URL, for tests
 * whose server processes connect to it themselves; `drop()` removes it, connections and all.
 */
export async function createPostgresTestDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `camp_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * The files of a migrated, empty PGlite database. A new PGlite cluster takes seconds to create
 * (initdb); one loaded from these files takes well under one, which every test file (and every
 * mutant of `npm run test:mutation:checkout`) pays. Kept in the temp folder, named by the
 * migrations and the PGlite build they were made with, so a change to either makes a new one.
 */
async function migratedTemplate(): Promise<Blob> {
  const hash = createHash("sha256");
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const { size, mtimeMs } = await stat(pglite);
  hash.update(`${pglite}:${size}:${mtimeMs}`);
  for (const entry of await readdir(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hash.update(path.relative(MIGRATIONS_FOLDER, file)).update(await readFile(file));
  }
  const templateFile = path.join(tmpdir(), `camp-test-db-${hash.digest("hex").slice(0, 16)}.tar`);
  const saved = await readFile(templateFile).catch(() => undefined);
  if (saved) return new Blob([saved]);

  const template = await openPgliteDatabase(undefined);
  await template.migrate();
  const files = Buffer.from(await (await template.dumpDataDir()).arrayBuffer());
  await template.close();
  // Written aside, then renamed: test files starting together never read half a template.
  const partFile = `${templateFile}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(partFile, files);
  await rename(partFile, templateFile);
  return new Blob([files]);
}

export const isRealPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
