import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { errorResponseSchema } from "@camp/shared/api/error-response";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../src/config/env";
import { uploadsDir } from "../src/features/images/image-storage";
import { errorForLog } from "../src/plugins/error-handler";
import { startApp } from "../src/start-app";
import { multipart, uploadPicture } from "./helpers/multipart";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";
import { createTestDatabase } from "./helpers/test-database";

function expectErrorShape(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(errorResponseSchema.safeParse(response.json()).success).toBe(true);
}

describe("[SECURITY] TRUST_PROXY: a forged X-Forwarded-For", () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  async function appWith(env: Record<string, string>) {
    const testApp = await createTestApp(env);
    testApp.app.get("/api/test/ip", async (request) => ({ ip: request.ip }));
    apps.push(testApp);
    return testApp;
  }
  const ipOf = async (testApp: TestApp, remoteAddress: string, forwardedFor?: string) =>
    (
      await testApp.app.inject({
        method: "GET",
        url: "/api/test/ip",
        remoteAddress,
        headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
      })
    ).json().ip;

  it("is ignored by default: the address is the socket's", async () => {
    const testApp = await appWith({});
    expect(await ipOf(testApp, "198.51.100.9", "1.2.3.4")).toBe("198.51.100.9");
  });

  it("with one trusted hop, only the entry the proxy added counts", async () => {
    const testApp = await appWith({ TRUST_PROXY: "1" });
    // The client sent "6.6.6.6, 7.7.7.7"; the proxy (10.0.0.1) appended the real 203.0.113.7.
    expect(await ipOf(testApp, "10.0.0.1", "6.6.6.6, 7.7.7.7, 203.0.113.7")).toBe("203.0.113.7");
    expect(await ipOf(testApp, "10.0.0.1", "203.0.113.7")).toBe("203.0.113.7");
    // `true` means the same single hop.
    const truthy = await appWith({ TRUST_PROXY: "true" });
    expect(await ipOf(truthy, "10.0.0.1", "6.6.6.6, 203.0.113.7")).toBe("203.0.113.7");
  });

  it("with two hops, the client's forged entries beyond them still do not count", async () => {
    const testApp = await appWith({ TRUST_PROXY: "2" });
    expect(await ipOf(testApp, "10.0.0.2", "6.6.6.6, 203.0.113.7, 10.0.0.1")).toBe("203.0.113.7");
  });

  it("with proxy addresses, only those proxies are believed", async () => {
    const testApp = await appWith({ TRUST_PROXY: "10.0.0.0/8" });
    expect(await ipOf(testApp, "10.0.0.1", "6.6.6.6, 203.0.113.7")).toBe("203.0.113.7");
    // A client talking to the server directly cannot claim another address.
    expect(await ipOf(testApp, "198.51.100.9", "203.0.113.7")).toBe("198.51.100.9");
  });

  it("keeps the per-address sign-up limit when every request forges a new address", async () => {
    const testApp = await appWith({ TRUST_PROXY: "1", REGISTER_MAX_PER_ADDRESS_PER_HOUR: "3" });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/auth/register",
        remoteAddress: "10.0.0.1",
        headers: { "x-forwarded-for": `192.0.2.${attempt}, 203.0.113.7` },
        payload: {
          name: "Forged Address",
          email: `forged${attempt}@example.com`,
          password: "a-long-enough-passphrase-2026",
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });
});

describe("[SECURITY] Host header: absolute URLs come from PUBLIC_URL only", () => {
  let testApp: TestApp;
  let dist: string;
  const evilHost = 'evil.example"><meta http-equiv=refresh content="0;url=https://evil.example/">';
  beforeAll(async () => {
    // A small web build of its own: the shell, one pre-rendered page in both languages, a source map.
    dist = await mkdtemp(path.join(tmpdir(), "camp-web-"));
    await mkdir(path.join(dist, "prerendered/en"), { recursive: true });
    await mkdir(path.join(dist, "prerendered/ar"), { recursive: true });
    await mkdir(path.join(dist, "assets"), { recursive: true });
    await writeFile(path.join(dist, "index.html"), "<!doctype html><title>shell</title>");
    await writeFile(path.join(dist, "assets/app.js"), "console.log(1)");
    await writeFile(path.join(dist, "assets/app.js.map"), '{"sources":["secret.ts"]}');
    await writeFile(
      path.join(dist, "prerendered/manifest.json"),
      JSON.stringify({ pages: [{ path: "/Gallery", file: "gallery.html" }] }),
    );
    for (const lang of ["en", "ar"]) {
      await writeFile(
        path.join(dist, `prerendered/${lang}/gallery.html`),
        `<head><link rel="canonical" href="%ORIGIN%/Gallery?lang=${lang}" /></head>`,
      );
    }
    testApp = await createTestApp({
      PUBLIC_URL: "https://resort.example",
      TRUST_PROXY: "1",
      WEB_DIST_DIR: dist,
    });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each([
    ["Host", { host: evilHost }],
    ["X-Forwarded-Host", { "x-forwarded-host": evilHost, "x-forwarded-proto": "http" }],
  ])("a pre-rendered page ignores a hostile %s", async (_name, headers) => {
    for (const lang of ["en", "ar"]) {
      const response = await testApp.app.inject({
        method: "GET",
        url: `/Gallery?lang=${lang}`,
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(
        `<link rel="canonical" href="https://resort.example/Gallery?lang=${lang}" />`,
      );
      expect(response.body).not.toContain("evil");
      expect(response.body).not.toContain("meta http-equiv");
    }
  });

  it("the sitemap and robots.txt name the configured origin only", async () => {
    const headers = { host: evilHost, "x-forwarded-host": "evil.example" };
    const sitemap = await testApp.app.inject({ method: "GET", url: "/sitemap.xml", headers });
    expect(sitemap.body).toContain("<loc>https://resort.example/Gallery</loc>");
    expect(sitemap.body).toContain("<loc>https://resort.example/Gallery?lang=ar</loc>");
    expect(sitemap.body).not.toContain("evil");
    const robots = await testApp.app.inject({ method: "GET", url: "/robots.txt", headers });
    expect(robots.body).toContain("Sitemap: https://resort.example/sitemap.xml");
    expect(robots.body).not.toContain("evil");
  });

  it("serves the build's scripts but never its source maps", async () => {
    const script = await testApp.app.inject({ method: "GET", url: "/assets/app.js" });
    expect(script.statusCode).toBe(200);
    const map = await testApp.app.inject({ method: "GET", url: "/assets/app.js.map" });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain("secret.ts");
  });

  it("accepts state-changing requests from the PUBLIC_URL origin (behind a proxy)", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { origin: "https://resort.example", host: "127.0.0.1:3000" },
    });
    expect(response.statusCode).toBeLessThan(400);
  });
});

describe("[ERRORS] bad input never gives a 500", () => {
  let testApp: TestApp;
  let admin: string;
  let picture: Buffer;
  beforeAll(async () => {
    testApp = await createTestApp();
    admin = (await signIn(testApp, "owner")).cookie;
    picture = await sharp({
      create: { width: 8, height: 8, channels: 3, background: "#c98a55" },
    })
      .png()
      .toBuffer();
  });
  afterAll(() => testApp.close());

  it("refuses a NUL character in any JSON string, key or query with 400 VALIDATION_ERROR", async () => {
    const cases = [
      { url: "/api/auth/register", payload: { name: "A\u0000", email: "a@x.com", password: "x" } },
      {
        url: "/api/auth/login",
        payload: { email: "nul\u0000@example.com", password: "secret-\u0000-password" },
      },
      { url: "/api/auth/login", payload: { "e\u0000mail": "x", password: "y" } },
      { url: "/api/booking/check-availability", payload: { serviceType: "room\u0000" } },
      { url: "/api/payment/sandbox/confirm", payload: { client_secret: "\u0000" } },
    ];
    const guest = (await signIn(testApp)).cookie;
    for (const { url, payload } of cases) {
      const response = await testApp.app.inject({
        method: "POST",
        url,
        payload,
        headers: { cookie: guest },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    }
    const query = await testApp.app.inject({ method: "GET", url: "/api/rooms?lang=ar%00" });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ code: "VALIDATION_ERROR" });
  });

  it("answers a malformed URL in the one error shape (FST_ERR_BAD_URL)", async () => {
    for (const url of ["/api/rooms/update/%E0%A4%A", "/api/booking/quote/%C0"]) {
      const response = await testApp.app.inject({ method: "PUT", url, payload: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: "BAD_REQUEST",
        message: "The address is not valid.",
        requestId: response.headers["x-request-id"],
      });
    }
  });

  it("answers other framework errors in the one shape, without FST_ codes", async () => {
    const emptyJson = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expectErrorShape(emptyJson);
    const badType = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json; charset=utf-16" },
      payload: "{}",
    });
    expectErrorShape(badType);
    for (const response of [emptyJson, badType]) expect(response.json().code).not.toMatch(/^FST/);
  });

  it("answers broken multipart uploads with 4xx in the one shape", async () => {
    const upload = (payload: Buffer | string, contentType: string) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/image/gallery",
        headers: { cookie: admin, "content-type": contentType },
        payload,
      });
    const whole = multipart([
      { name: "alt", value: "Dunes" },
      { name: "image", value: picture, fileName: "a.png", type: "image/png" },
    ]);
    const cases: [string, Buffer | string, string][] = [
      ["cut short", whole.payload.subarray(0, 120), whole.headers["content-type"]],
      ["no boundary", whole.payload, "multipart/form-data"],
      ["wrong boundary", whole.payload, "multipart/form-data; boundary=other"],
      ["not multipart at all", "hello", "multipart/form-data; boundary=x"],
      [
        "garbage header",
        "--x\r\nContent-Disposition\r\n\r\nzz\r\n--x--",
        "multipart/form-data; boundary=x",
      ],
      ["empty", "", "multipart/form-data; boundary=x"],
    ];
    for (const [name, payload, contentType] of cases) {
      const response = await upload(payload, contentType);
      expect(response.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, name).toBeLessThan(500);
      expect(errorResponseSchema.safeParse(response.json()).success, name).toBe(true);
    }
  });

  it("refuses a NUL character in an upload's text fields", async () => {
    const response = await uploadPicture(
      testApp.app,
      "gallery",
      [
        { name: "alt", value: "Dunes\u0000" },
        { name: "image", value: picture, fileName: "a.png", type: "image/png" },
      ],
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR" });
  });

  it("refuses a price that rounds to 0 fils or could overflow a booking's total", async () => {
    const create = (pricing: number) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/camps/create",
        headers: { cookie: admin },
        payload: { title: "Dune camp", titleAr: "مخيم الكثبان", pricing, totalCamps: 2 },
      });
    for (const pricing of [1e-9, 0.001, 1_000_000, 1e300]) {
      const response = await create(pricing);
      expect(response.statusCode, String(pricing)).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    }
    expect((await create(0.01)).statusCode).toBe(201);
    expect((await create(20_000)).statusCode).toBe(201);
  });

  it("leaves no file behind when an upload's database insert fails", async () => {
    const duskPicture = () => [
      { name: "alt", value: "Dunes at dusk" },
      { name: "altAr", value: "الكثبان عند الغسق" },
      { name: "image", value: picture, fileName: "a.png", type: "image/png" },
    ];
    const media = uploadsDir(testApp.dataDir);
    const before = await readdir(media);
    await testApp.ctx.db.execute(
      sql`alter table images add constraint images_refuse_all check (false) not valid`,
    );
    try {
      const response = await uploadPicture(testApp.app, "gallery", duskPicture(), admin);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ success: false, code: "INTERNAL_ERROR" });
      expect(await readdir(media)).toEqual(before);
    } finally {
      await testApp.ctx.db.execute(sql`alter table images drop constraint images_refuse_all`);
    }
    // And with the database back, the same upload is stored and kept.
    const stored = await uploadPicture(testApp.app, "gallery", duskPicture(), admin);
    expect(stored.statusCode).toBe(201);
    expect((await readdir(media)).length).toBe(before.length + 1);
  });

  it("cleans bidi overrides and zero-width characters out of names", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        name: "\u202Eexe.gnp\u202C Ali\u200B \u2066Hassan\u2069\uFEFF",
        email: "bidi@example.com",
        password: "a-long-enough-passphrase-2026",
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.name).toBe("exe.gnp Ali Hassan");
    const onlyInvisible = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        name: "\u200B\u202E\u200D",
        email: "invisible@example.com",
        password: "a-long-enough-passphrase-2026",
      },
    });
    expect(onlyInvisible.statusCode).toBe(400);
    expect(onlyInvisible.json().errors).toHaveProperty("name");
  });

  it("keeps a failed query's parameters (emails, password hashes) out of the log", async () => {
    let failure: unknown;
    try {
      await testApp.ctx.db.execute(
        sql`select ${"guest-secret@example.com"}::int, ${"$argon2id$hash"}::int`,
      );
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain("guest-secret@example.com");
    const logged = JSON.stringify(errorForLog(failure));
    expect(logged).not.toContain("guest-secret");
    expect(logged).not.toContain("argon2");
    expect(logged).toContain("DatabaseError");
  });

  it("logs a failed query without its parameters, from a route and from background jobs", async () => {
    const lines: string[] = [];
    const dataDir = await mkdtemp(path.join(tmpdir(), "camp-log-"));
    const running = await startApp(
      parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, "none") }),
      {
        database: await createTestDatabase(),
        runBackgroundJobs: false,
        logger: { level: "info", stream: { write: (line: string) => lines.push(line) } },
      },
    );
    try {
      const failingQuery = () =>
        running.ctx.db.execute(sql`select ${"guest-secret@example.com"}::int`);
      running.app.get("/api/test/failing-query", async () => failingQuery());
      const response = await running.app.inject({ method: "GET", url: "/api/test/failing-query" });
      expect(response.statusCode).toBe(500);
      await failingQuery().catch((error) => running.app.log.error({ err: error }, "job failed"));
      const log = lines.join("");
      expect(log).toContain("unhandled error");
      expect(log).toContain("job failed");
      expect(log).toContain("DatabaseError");
      expect(log).not.toContain("guest-secret");
    } finally {
      await running.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
