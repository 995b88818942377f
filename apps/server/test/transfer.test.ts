import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/test-app";

/** A script large enough to be worth compressing, as the web build writes it. */
const script = `export const texts = ${JSON.stringify(
  Array.from({ length: 200 }, (_, index) => `A desert camp line of text number ${index}`),
)};\n`;

describe("[TRANSFER] compressed answers and long-lived assets", () => {
  let testApp: TestApp;
  let dist: string;
  beforeAll(async () => {
    // A small web build: the shell, a hashed script with the .br and .gz copies the build makes,
    // and one pre-rendered page.
    dist = await mkdtemp(path.join(tmpdir(), "camp-transfer-"));
    await mkdir(path.join(dist, "assets"), { recursive: true });
    await mkdir(path.join(dist, "prerendered/en"), { recursive: true });
    await mkdir(path.join(dist, "prerendered/ar"), { recursive: true });
    await writeFile(path.join(dist, "index.html"), "<!doctype html><title>shell</title>");
    await writeFile(path.join(dist, "assets/app-3f9a1c.js"), script);
    await writeFile(path.join(dist, "assets/app-3f9a1c.js.br"), brotliCompressSync(script));
    await writeFile(path.join(dist, "assets/app-3f9a1c.js.gz"), gzipSync(script));
    await writeFile(
      path.join(dist, "prerendered/manifest.json"),
      JSON.stringify({ pages: [{ path: "/Gallery", file: "gallery.html" }] }),
    );
    for (const lang of ["en", "ar"])
      await writeFile(
        path.join(dist, `prerendered/${lang}/gallery.html`),
        `<!doctype html><html lang="${lang}"><body>${"<p>Dunes and stars.</p>".repeat(200)}</body></html>`,
      );
    testApp = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("sends the build's own Brotli or gzip copy of a hashed asset, kept for a year", async () => {
    const url = "/assets/app-3f9a1c.js";
    const brotli = await testApp.app.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await testApp.app.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await testApp.app.inject({ method: "GET", url });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("compresses pre-rendered pages and API answers of a kilobyte and more", async () => {
    const page = await testApp.app.inject({
      method: "GET",
      url: "/Gallery?lang=ar",
      headers: { "accept-encoding": "br" },
    });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<html lang="ar">');

    // Sixty nights of availability: a few kilobytes of JSON.
    const from = resortToday(testApp.clock.now());
    const availability = await testApp.app.inject({
      method: "GET",
      url: `/api/availability?serviceType=room&roomType=master&from=${from}&to=${addDaysIso(from, 60)}`,
      headers: { "accept-encoding": "gzip" },
    });
    expect(availability.statusCode).toBe(200);
    expect(availability.headers["content-encoding"]).toBe("gzip");
    const json = gunzipSync(availability.rawPayload).toString();
    expect(json.length).toBeGreaterThan(1024);
    expect(availability.rawPayload.length).toBeLessThan(json.length / 3);
    expect(JSON.parse(json).success).toBe(true);

    // A few bytes are not worth it.
    const health = await testApp.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "accept-encoding": "br" },
    });
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json()).toEqual({ success: true, status: "ok" });
  });
});
