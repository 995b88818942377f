import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import {
  type DatabaseHandle,
  openPgliteDatabase,
  openPostgresDatabase,
} from "../../src/db/database";

/**
 * A database of its own for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL, dropped again when the handle closes. Never reuses one.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPgliteDatabase(undefined, { loadDataDir: await migratedTemplate() });

  const name = `camp_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgresDatabase(url.toString());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../drizzle",
);

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
