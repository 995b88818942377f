import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { parseEnv, REPO_ROOT } from "../apps/server/src/config/env";
import { startApp } from "../apps/server/src/start-app";
import { freePort } from "../apps/server/test/helpers/free-port";
import { createTestDatabase } from "../apps/server/test/helpers/test-database";

declare module "vitest" {
  interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: journeys read the emails it writes to outbox/ (no SMTP_URL). */
    dataDir: string;
    /** The administrator the server makes sure of at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
    admin: { email: string; password: string };
    /** The one loopback port the server's feed import may read: the channels journey's OTA calendar. */
    otaFeedPort: number;
  }
}

const ADMIN = { email: "manager@e2e-resort.example", password: "lantern-dune-keeper-2026" };

/**
 * Builds the web app and starts the real server on a free port, with a fresh database and data
 * folder, exactly as `npm start` would serve it. Journeys then drive it in Chromium.
 */
export default async function setup(project: TestProject) {
  // The same build as `npm start`: client bundle, server entry, pre-rendered pages.
  // NODE_ENV is "test" under Vitest: left in, Vite would build React's development files.
  execFileSync("npm", ["run", "build", "--workspace", "@camp/web"], {
    cwd: REPO_ROOT,
    stdio: "ignore",
    env: { ...process.env, NODE_ENV: "production" },
  });
  const outDir = path.join(REPO_ROOT, "apps/web/dist");

  const dataDir = await mkdtemp(path.join(tmpdir(), "camp-e2e-data-"));
  // Production on the sandbox must be asked for (docs/decisions/011-hardening.md); the site then
  // shows its test-mode banner on every page.
  // Absolute URLs in the pages come from PUBLIC_URL, so the port is chosen before the server starts.
  const port = await freePort();
  let otaFeedPort = await freePort();
  while (otaFeedPort === port) otaFeedPort = await freePort();
  const config = parseEnv({
    NODE_ENV: "production",
    ALLOW_SANDBOX_IN_PRODUCTION: "true",
    // Production refuses to start without its own key for the authenticator secrets (decision 054).
    TWO_FACTOR_ENCRYPTION_KEY: "5f1c0b8e2d4a69738e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f",
    // The journeys' staff sign in with a password alone; the staff-accounts journey sets up and
    // uses second factors, and its server tests check the rule when required.
    STAFF_TWO_FACTOR: "optional",
    PORT: String(port),
    // localhost, not 127.0.0.1: WebAuthn refuses an IP address as the passkeys' relying party, and
    // localhost is a secure context over plain HTTP, so the staff-accounts journey can add one.
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: outDir,
    // Emails reach the outbox folder within a second, so journeys need not wait long for a link.
    EMAIL_SEND_INTERVAL_SECONDS: "1",
    // Staff journeys sign in as this administrator, made at start-up as a real deployment would.
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Every journey's guests sign up from this one address; the per-address limits of sign-up and
    // the contact form have their own server tests, and the journeys together pass 20 sign-ups.
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
    CONTACT_MAX_PER_ADDRESS_PER_HOUR: "1000",
    // The waiting-list journey waits for the job to offer a freed room: every 5 s (its least).
    WAITING_LIST_INTERVAL_SECONDS: "5",
    // The channels journey's OTA calendar is a local server: loopback is refused unless named, by
    // host and port, and production asks for it in words (decision 044).
    CALENDAR_FEED_ALLOW_HOSTS: `127.0.0.1:${otaFeedPort}`,
    CALENDAR_FEED_ALLOW_PRIVATE_IN_PRODUCTION: "true",
    // Its staff read the feed with "Sync now" and check what each press did: the timed import
    // (its own server tests) must not read it in between, so it waits a day here.
    CALENDAR_SYNC_INTERVAL_SECONDS: "86400",
  });
  const running = await startApp(config, { database: await createTestDatabase() });
  await running.app.listen({ host: "127.0.0.1", port });
  project.provide("baseUrl", config.PUBLIC_URL);
  project.provide("dataDir", dataDir);
  project.provide("admin", ADMIN);
  project.provide("otaFeedPort", otaFeedPort);

  return async () => {
    await running.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
