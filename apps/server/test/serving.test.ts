import { connect } from "node:net";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/test-app";

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe("[SERVING] health and readiness for a load balancer", () => {
  it("is ready once every migration of the build is applied, and says why not otherwise", async () => {
    testApp = await createTestApp();
    const health = await testApp.app.inject({ method: "GET", url: "/api/health" });
    expect(health.json()).toEqual({ success: true, status: "ok" });
    const ready = await testApp.app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, status: "ready" });

    // An older schema than this build expects (a migration not applied yet): no traffic.
    await testApp.ctx.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const behind = await testApp.app.inject({ method: "GET", url: "/api/ready" });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toMatchObject({ success: false, code: "NOT_READY" });
    expect(behind.json().message).toMatch(
      /^The database has (\d+) of \1?\d+ migrations applied\.$/,
    );
    // The process itself is still up: a restart would not help.
    expect((await testApp.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("is not ready when the database does not answer", async () => {
    testApp = await createTestApp();
    await testApp.app.ready();
    const failing = testApp.ctx.db.execute.bind(testApp.ctx.db);
    testApp.ctx.db.execute = (() => Promise.reject(new Error("connection refused"))) as never;
    try {
      const ready = await testApp.app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        code: "NOT_READY",
        message: "The database cannot be reached.",
      });
    } finally {
      testApp.ctx.db.execute = failing;
    }
  });
});

describe("[SERVING] request ids", () => {
  it("gives every answer an id, and quotes it in error answers", async () => {
    testApp = await createTestApp();
    const first = await testApp.app.inject({ method: "GET", url: "/api/rooms" });
    const second = await testApp.app.inject({ method: "GET", url: "/api/nothing-here" });
    const firstId = String(first.headers["x-request-id"]);
    const secondId = String(second.headers["x-request-id"]);
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
    expect(secondId).not.toBe(firstId);
    expect(second.statusCode).toBe(404);
    expect(second.json()).toMatchObject({ success: false, code: "NOT_FOUND", requestId: secondId });
  });

  it("keeps a proxy's X-Request-Id only behind a trusted proxy, and only when it looks like an id", async () => {
    const forwarded = { "x-request-id": "lb-7f3a9c21-0001" };
    testApp = await createTestApp();
    const direct = await testApp.app.inject({
      method: "GET",
      url: "/api/health",
      headers: forwarded,
    });
    expect(direct.headers["x-request-id"]).not.toBe("lb-7f3a9c21-0001");
    await testApp.close();

    testApp = await createTestApp({ TRUST_PROXY: "1" });
    const proxied = await testApp.app.inject({
      method: "GET",
      url: "/api/health",
      headers: forwarded,
    });
    expect(proxied.headers["x-request-id"]).toBe("lb-7f3a9c21-0001");
    const forged = await testApp.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": 'x"\n{"level":60}' },
    });
    expect(forged.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("[SERVING] timeouts and shutdown", () => {
  it("closes a connection that sends nothing once HTTP_CONNECTION_TIMEOUT_SECONDS pass", async () => {
    testApp = await createTestApp({ HTTP_CONNECTION_TIMEOUT_SECONDS: "1" });
    await testApp.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = testApp.app.server.address() as { port: number };
    const started = Date.now();
    const closedAfterMs = await new Promise<number>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1");
      socket.on("error", reject);
      socket.on("close", () => resolve(Date.now() - started));
      // Sends half a request line and then nothing, as a slow-loris client would.
      socket.write("GET /api/health HTTP/1.1\r\n");
    });
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(10_000);
    expect(testApp.app.server.keepAliveTimeout).toBe(72_000);
    expect(testApp.app.server.requestTimeout).toBe(120_000);
  });

  it("finishes the requests in flight when it stops, and takes no new ones", async () => {
    testApp = await createTestApp();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived!: () => void;
    const hasArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    testApp.app.get("/slow-for-test", async () => {
      arrived();
      await held;
      return { success: true, finished: true };
    });
    await testApp.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = testApp.app.server.address() as { port: number };

    const inFlight = fetch(`http://127.0.0.1:${port}/slow-for-test`).then((response) =>
      response.json(),
    );
    await hasArrived;
    const stopping = testApp.app.close();
    // New connections are refused while the one in flight is still being answered.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    release();
    expect(await inFlight).toEqual({ success: true, finished: true });
    await stopping;
  });
});
