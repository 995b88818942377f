import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_FOLDER } from "../lib/server-paths";
import { inProcessExclusiveJobs, postgresExclusiveJobs, type RunExclusive } from "./exclusive-jobs";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a repository receives: the database itself or an open transaction on it. */
export type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  /** Runs a timed job in at most one process of the site at a time (see exclusive-jobs.ts). */
  runExclusive: RunExclusive;
  close: () => Promise<void>;
};

/** Any number fits in a 64-bit key; this one only has to be the same in every process of this app. */
const MIGRATION_LOCK_ID = 7_310_202_611;

/**
 * Embedded PostgreSQL (PGlite) in `dataDir`, or in memory when `dataDir` is undefined (tests).
 * `loadDataDir` starts it from another instance's files (`dumpDataDir`) instead of an empty cluster.
 */
export async function openPgliteDatabase(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle & { dumpDataDir: () => Promise<Blob> }> {
  const client = new PGlite({ dataDir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () =>
      migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    // The embedded database has one process by nature.
    runExclusive: inProcessExclusiveJobs(),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}

/**
 * A real PostgreSQL server through a node-postgres pool of `poolSize` connections; a statement
 * running longer than `statementTimeoutSeconds` is cancelled by the server.
 */
export async function openPostgresDatabase(
  connectionString: string,
  options: { poolSize?: number; statementTimeoutSeconds?: number } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    statement_timeout: (options.statementTimeoutSeconds ?? 15) * 1000,
  });
  // An idle connection the server drops (restart, failover) must not crash the process; the pool
  // replaces it at the next query. https://node-postgres.com/apis/pool#error
  pool.on("error", (error) => {
    console.error(`PostgreSQL connection lost (the pool will reconnect): ${error.message}`);
  });
  // Fail now, with the server's own words, rather than at the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    migrate: async () => {
      // Several app processes may start at once; only one may migrate at a time.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    runExclusive: postgresExclusiveJobs(pool),
    close: () => pool.end(),
  };
}

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  statementTimeoutSeconds?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl, options);
  return openPgliteDatabase(path.join(options.dataDir, "db"));
}
