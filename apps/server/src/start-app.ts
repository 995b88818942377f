import { mkdir } from "node:fs/promises";
import type { FastifyServerOptions } from "fastify";
import { buildApp } from "./app";
import type { Config } from "./config/env";
import { type DatabaseHandle, openDatabase } from "./db/database";
import { seedCatalogue } from "./db/seed";
import {
  assertAdminPasswordAllowed,
  ensureAdminAccount,
} from "./features/auth/ensure-admin-account";
import { createListingsSource } from "./features/listings/listings-setup";
import type { ListingsSource } from "./features/listings/listings-source";
import { startMaintenance } from "./features/maintenance/maintenance";
import { createPayments } from "./features/payment-provider/payment-setup";
import { reconcilePayments } from "./features/payments/reconcile-payments";
import { warnOfTaxSettings } from "./features/tax-settings/warn-tax-settings";
import type { AppContext } from "./lib/app-context";
import { type Clock, systemClock } from "./lib/clock";

/**
 * Everything between "configuration is valid" and "ready to listen": data folder, database,
 * migrations, seed, app, background jobs. One `stop()` undoes it in the reverse order.
 */
export async function startApp(
  config: Config,
  options: {
    logger?: FastifyServerOptions["logger"];
    clock?: Clock;
    database?: DatabaseHandle;
    /** Timers for the reconciler and housekeeping; tests run them by hand instead. */
    runBackgroundJobs?: boolean;
    /** Tests put their own listings source here; otherwise the configuration chooses it. */
    listings?: ListingsSource;
  } = {},
) {
  await assertAdminPasswordAllowed(config);
  await mkdir(config.DATA_DIR, { recursive: true });
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      statementTimeoutSeconds: config.DATABASE_STATEMENT_TIMEOUT_SECONDS,
    }));
  await database.migrate();
  await seedCatalogue(database.db, config.DATA_DIR);

  const clock = options.clock ?? systemClock;
  const base = {
    config,
    db: database.db,
    clock,
    listings: options.listings ?? createListingsSource(config, clock),
  };
  const ctx: AppContext = { ...base, ...(await createPayments(base)) };
  const app = await buildApp(ctx, { logger: options.logger });
  await ensureAdminAccount(database.db, config, app.log);
  await warnOfTaxSettings(database.db, config, app.log);
  // Payments that completed while the site was down become bookings before it takes requests
  // (by one process when several start at once; the others go on, that one catches up).
  await database.runExclusive("payment-reconciler", () => reconcilePayments(ctx, app.log));
  const maintenance =
    options.runBackgroundJobs === false
      ? { stop: async () => {} }
      : startMaintenance(ctx, app.log, database.runExclusive);

  return {
    app,
    ctx,
    database,
    /** Stops taking requests, lets those in flight and any running job finish, then closes the database. */
    stop: async () => {
      await Promise.all([maintenance.stop(), app.close()]);
      await database.close(); // PGlite flushes and closes its data folder here
    },
  };
}
