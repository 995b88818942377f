import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { expect } from "vitest";
import { REPO_ROOT } from "../../src/config/env";
import { freePort } from "./free-port";

const SERVER_DIR = path.join(REPO_ROOT, "apps/server");

export type RunningServer = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

/** Every server process started by a test file, so none outlives a failed test (`killAllServers`). */
const started: ChildProcess[] = [];

/**
 * Runs `src/server.ts` in a process of its own, the same code `npm start` runs compiled. tsx is
 * loaded into node itself (not its CLI, which runs the server as a child) so that a kill reaches
 * the server process. Production on the sandbox, as a deployment without Stripe keys would ask.
 */
export function runServer(env: Record<string, string>): RunningServer {
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      // Production on the sandbox is an explicit choice (docs/decisions/011-hardening.md).
      ALLOW_SANDBOX_IN_PRODUCTION: "true",
      // Production refuses to start without its own key for the authenticator secrets (decision 054).
      // Production would ask staff for a second factor first; these processes' staff sign in with a
      // password, and the second factor has its own tests (two-factor, passkeys, staff gate).
      STAFF_TWO_FACTOR: "optional",
      TWO_FACTOR_ENCRYPTION_KEY: "5f1c0b8e2d4a69738e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f",
      LOG_LEVEL: "info",
      ...env,
    },
  });
  started.push(child);
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

/** Waits until the server answers /api/health on `port`; fails with its output if it exits first. */
export async function waitForListening(running: RunningServer, port: number) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null)
      throw new Error(`server exited early:\n${running.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start:\n${running.output()}`);
}

export function killAllServers() {
  for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
}

/** One server process of a multi-process test, and its API's base URL. */
export type Site = { running: RunningServer; base: string };

/**
 * Three server processes on one PostgreSQL database, as an operator runs the site behind a load
 * balancer: each with a data folder of its own under `dataDir` and no web build; `env` adds to or
 * overrides their settings. Answers once every one listens.
 */
export async function startSites(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<Site[]> {
  const ports = [await freePort(), await freePort(), await freePort()];
  const sites = ports.map((port, index) => ({
    running: runServer({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(dataDir, `process-${index}`),
      WEB_DIST_DIR: path.join(dataDir, "none"),
      LOG_LEVEL: "warn",
      DATABASE_POOL_SIZE: "5",
      ...env,
    }),
    base: `http://127.0.0.1:${port}/api`,
  }));
  await Promise.all(
    sites.map((site, index) => waitForListening(site.running, ports[index] as number)),
  );
  return sites;
}

/** Signs in through one process; answers the session cookie, which every process accepts. */
export async function signInAt(
  site: Site,
  user: { email: string; password: string },
): Promise<string> {
  const login = await fetch(`${site.base}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  expect(login.status).toBe(200);
  return (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}
