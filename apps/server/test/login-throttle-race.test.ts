import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../src/config/env";
import { type DatabaseHandle, openPostgresDatabase } from "../src/db/database";
import { seedUser } from "../src/db/factories";
import { startApp } from "../src/start-app";
import { createTestApp, type TestApp } from "./helpers/test-app";
import {
  createPostgresTestDatabase,
  createTestDatabase,
  isRealPostgres,
} from "./helpers/test-database";

/**
 * Parallel guesses against the sign-in limits. On PostgreSQL the attempts really run at the same
 * time (a pool of connections, argon2 on worker threads); on PGlite they are interleaved on one
 * connection. Either way, only as many attempts as the limit may reach the password check: every
 * other one answers 429 whatever its password, so the right password hidden in a burst is found
 * only if it is among the first LIMIT.
 */
describe(`[AUTH] parallel sign-in guesses (${isRealPostgres() ? "PostgreSQL" : "PGlite"})`, () => {
  const PAIR_LIMIT = 5;
  const ADDRESS_LIMIT = 20;
  const BURST = 60;
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      LOGIN_MAX_FAILURES_PER_EMAIL_AND_ADDRESS: String(PAIR_LIMIT),
      LOGIN_MAX_FAILURES_PER_ADDRESS: String(ADDRESS_LIMIT),
    });
  });
  afterAll(() => testApp?.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
      remoteAddress,
    });

  it(`10 bursts of ${BURST} guesses at one account from one address: at most ${PAIR_LIMIT} checked each`, async () => {
    let rightPasswordAccepted = 0;
    for (let burst = 0; burst < 10; burst++) {
      const user = await seedUser(testApp.ctx.db);
      const address = `198.51.100.${burst + 1}`;
      // The right password is the last one sent, after 59 wrong ones already in flight.
      const statuses = await Promise.all(
        Array.from({ length: BURST }, (_, index) =>
          login(
            user.email,
            index === BURST - 1 ? user.password : `wrong-guess-${index}`,
            address,
          ).then((response) => response.statusCode),
        ),
      );
      const checked = statuses.filter((status) => status !== 429);
      expect(checked.length).toBeLessThanOrEqual(PAIR_LIMIT);
      expect(checked.every((status) => status === 401 || status === 200)).toBe(true);
      if (statuses.includes(200)) rightPasswordAccepted++;
    }
    // Before the fix every guess was checked and the right one got in in 8 to 10 bursts of 10.
    expect(rightPasswordAccepted).toBeLessThanOrEqual(2);
  });

  it(`a burst of ${BURST} guesses at many accounts from one address: at most ${ADDRESS_LIMIT} checked`, async () => {
    const statuses = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        login(`sprayed-${index}@example.com`, "password123", "198.51.100.200").then(
          (response) => response.statusCode,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(ADDRESS_LIMIT);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  });

  it("the owner signs in from a new address during a burst against the account", async () => {
    const user = await seedUser(testApp.ctx.db);
    const [owner] = await Promise.all([
      login(user.email, user.password, "198.51.100.250"),
      ...Array.from({ length: BURST }, (_, index) =>
        login(user.email, `wrong-guess-${index}`, "198.51.100.251"),
      ),
    ]);
    expect(owner?.statusCode).toBe(200);
  });
});

/**
 * Two app processes on one database, as behind a load balancer: on PostgreSQL each has its own pool
 * of connections; on PGlite (one process by nature) two apps share the one embedded database.
 */
async function startTwoProcesses(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "camp-race-"));
  const config = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    ...env,
  });
  let handles: DatabaseHandle[];
  let drop = async () => {};
  if (isRealPostgres()) {
    const database = await createPostgresTestDatabase();
    handles = [await openPostgresDatabase(database.url), await openPostgresDatabase(database.url)];
    drop = database.drop;
  } else {
    const handle = await createTestDatabase();
    handles = [{ ...handle, close: async () => {} }, handle];
  }
  const processes: Awaited<ReturnType<typeof startApp>>[] = [];
  for (const database of handles) {
    processes.push(await startApp(config, { database, runBackgroundJobs: false }));
  }
  const [first] = processes;
  if (!first) throw new Error("no process started");
  return {
    apps: processes.map((running) => running.app),
    ctx: first.ctx,
    close: async () => {
      for (const running of processes) await running.stop();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe(`[AUTH] one account guessed from many addresses through two processes (${isRealPostgres() ? "PostgreSQL" : "PGlite"})`, () => {
  const ACCOUNT_LIMIT = 10;
  const BURST = 60;
  let site: Awaited<ReturnType<typeof startTwoProcesses>>;

  beforeAll(async () => {
    site = await startTwoProcesses({
      TRUST_PROXY: "1",
      LOGIN_MAX_FAILURES_PER_EMAIL_AND_ADDRESS: "5",
      LOGIN_MAX_FAILURES_PER_ACCOUNT: String(ACCOUNT_LIMIT),
    });
  });
  afterAll(() => site?.close());

  /** Even guesses go to the first process, odd ones to the second. */
  const loginAt = (index: number, email: string, password: string, address: string) => {
    const app = site.apps[index % 2];
    if (!app) throw new Error("no such process");
    return app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
      headers: { "x-forwarded-for": address },
    });
  };

  it(`5 bursts of ${BURST} guesses, each from its own address, half through each process: at most ${ACCOUNT_LIMIT} checked each`, async () => {
    for (let burst = 0; burst < 5; burst++) {
      const user = await seedUser(site.ctx.db);
      const statuses = await Promise.all(
        Array.from({ length: BURST }, (_, index) =>
          loginAt(
            index,
            user.email,
            index === BURST - 1 ? user.password : `wrong-guess-${index}`,
            `198.51.${100 + burst}.${index + 1}`,
          ).then((response) => response.statusCode),
        ),
      );
      // Before: all 60 were checked, each address being well within its own limit.
      const checked = statuses.filter((status) => status !== 429);
      expect(checked.length).toBeLessThanOrEqual(ACCOUNT_LIMIT);
      expect(checked.every((status) => status === 401 || status === 200)).toBe(true);
    }
  });
});
