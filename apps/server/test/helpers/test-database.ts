import { randomBytes } from "node:crypto";
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
  if (!serverUrl) return openPgliteDatabase(undefined);

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

export const isRealPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
