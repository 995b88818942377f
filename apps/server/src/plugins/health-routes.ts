import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { MIGRATIONS_FOLDER } from "../lib/server-paths";
import { sendError } from "./error-handler";

/** A load balancer waits about this long; a readiness check that takes longer is a "no". */
const READY_CHECK_TIMEOUT_MS = 2_000;

/** How many migrations this build brings (drizzle-kit's journal, shipped beside the code). */
function migrationsInThisBuild(): number {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** Migrations recorded as applied in the database (drizzle's own table). */
async function appliedMigrations(db: Database): Promise<number> {
  // node-postgres and PGlite both answer `{ rows }`; the shared Database type does not say so.
  const result = (await db.execute(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { applied: number }[] };
  return Number(result.rows[0]?.applied ?? 0);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * For load balancers and orchestrators: `GET /api/health` says the process is up (restart it when
 * not); `GET /api/ready` says it can serve: the database answers and has every migration of this
 * build (send it traffic only then). While the server shuts down, Fastify answers both with 503.
 */
export async function healthRoutes(app: FastifyInstance, options: { db: Database }) {
  const expectedMigrations = migrationsInThisBuild();

  app.get("/health", async () => ({ success: true, status: "ok" }));

  app.get("/ready", async (request, reply) => {
    let applied: number;
    try {
      applied = await withTimeout(appliedMigrations(options.db), READY_CHECK_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, "readiness check: the database did not answer");
      return sendError(reply, "NOT_READY", "The database cannot be reached.");
    }
    if (applied < expectedMigrations)
      return sendError(
        reply,
        "NOT_READY",
        `The database has ${applied} of ${expectedMigrations} migrations applied.`,
      );
    return { success: true, status: "ready" };
  });
}
