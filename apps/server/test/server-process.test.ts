import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../src/config/env";

const SERVER_DIR = path.join(REPO_ROOT, "apps/server");
const TSX = path.join(REPO_ROOT, "node_modules/.bin/tsx");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

type Running = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Runs `src/server.ts` as `npm start` does, in a process of its own. */
function runServer(env: Record<string, string>): Running {
  let output = "";
  const child = spawn(TSX, ["src/server.ts"], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", LOG_LEVEL: "info", ...env },
  });
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

async function waitForListening(running: Running, port: number) {
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

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "camp-process-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("[SERVER] the process", () => {
  it("stops with a message naming the variable when the configuration is wrong", async () => {
    const running = runServer({ PORT: "not-a-port", DATA_DIR: dataDir });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain('PORT must be a whole number (got "not-a-port")');
  });

  it("shuts down cleanly on Ctrl-C and starts again on the same data folder with nothing lost", async () => {
    const port = await freePort();
    const env = {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, "none"),
    };
    const first = runServer(env);
    await waitForListening(first, port);
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Persisted Guest",
        email: "persisted@example.com",
        password: "still-here-2026",
      }),
    });
    expect(registered.status).toBe(201);

    first.child.kill("SIGINT");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("SIGINT received, shutting down");

    const second = runServer(env);
    await waitForListening(second, port);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "persisted@example.com", password: "still-here-2026" }),
    });
    expect(login.status).toBe(200);
    const rooms = (await (await fetch(`http://127.0.0.1:${port}/api/rooms`)).json()) as {
      roomData: unknown[];
    };
    expect(rooms.roomData).toHaveLength(2); // seeded once, not twice
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 120_000);
});
