import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AccountRole } from "@camp/shared/auth/staff-permissions";
import type { FastifyServerOptions, LightMyRequestResponse } from "fastify";
import { parseEnv } from "../../src/config/env";
import { seedUser } from "../../src/db/factories";
import type { ListingsSource } from "../../src/features/listings/listings-source";
import { TestClock } from "../../src/lib/test-clock";
import { startApp } from "../../src/start-app";
import { createTestDatabase } from "./test-database";

/**
 * The whole app on a fresh database and data folder, with a clock the test controls.
 * `env` overrides configuration variables exactly as the environment would; `listings` replaces the
 * listings source the configuration would choose.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { listings?: ListingsSource; logger?: FastifyServerOptions["logger"] } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "camp-test-"));
  const config = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    ...env,
  });
  const clock = new TestClock();
  const database = await createTestDatabase();
  const running = await startApp(config, {
    clock,
    database,
    runBackgroundJobs: false,
    listings: options.listings,
    logger: options.logger,
  });
  return {
    app: running.app,
    ctx: running.ctx,
    clock,
    dataDir,
    close: async () => {
      await running.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The `name=value` pair of a response's session cookie, ready for a Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === "camp_session");
  if (!cookie) throw new Error(`no session cookie in the response (status ${response.statusCode})`);
  return `${cookie.name}=${cookie.value}`;
}

/** Creates a user and signs in through the API; answers the cookie to send with later calls. */
export async function signIn(testApp: TestApp, role: AccountRole = "guest") {
  const user = await seedUser(testApp.ctx.db, { role });
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: user.email, password: user.password },
  });
  return { user, cookie: sessionCookieOf(response) };
}
