import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/test-app";

/**
 * The pages the browser draws (sign-in, booking, the console...) come as the build's empty shells,
 * already in the visitor's language and direction, by the same rule as the pre-rendered pages:
 * `?lang=` first, then the `lang` cookie, then English.
 */
describe("[SITE] the shells of the pages the browser draws", () => {
  let testApp: TestApp;
  let dist: string;
  const shellOf = (lang: string, name: string) =>
    `<!doctype html><html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}"><title>${name} ${lang}</title></html>`;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), "camp-shells-"));
    for (const lang of ["en", "ar"]) {
      await mkdir(path.join(dist, "prerendered", lang, "shells"), { recursive: true });
      for (const name of ["login", "admin", "booking-room", "not-found"]) {
        await writeFile(
          path.join(dist, `prerendered/${lang}/shells/${name}.html`),
          shellOf(lang, name),
        );
      }
    }
    await writeFile(path.join(dist, "index.html"), "<!doctype html><title>plain shell</title>");
    await writeFile(
      path.join(dist, "prerendered/manifest.json"),
      JSON.stringify({
        pages: [],
        shells: [
          { path: "/login", file: "shells/login.html" },
          { path: "/admin", file: "shells/admin.html" },
          { path: "/booking/room", file: "shells/booking-room.html" },
        ],
        notFound: "shells/not-found.html",
      }),
    );
    testApp = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) =>
    testApp.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

  it("sends a page's shell in the asked language, then the remembered one, then English", async () => {
    expect((await get("/login")).body).toBe(shellOf("en", "login"));
    expect((await get("/login?lang=ar")).body).toBe(shellOf("ar", "login"));
    expect((await get("/login", "lang=ar")).body).toBe(shellOf("ar", "login"));
    expect((await get("/login?lang=en", "lang=ar")).body).toBe(shellOf("en", "login"));
    // Not a language: the cookie decides, as in the browser.
    expect((await get("/login?lang=fr", "lang=ar")).body).toBe(shellOf("ar", "login"));
    const booking = await get("/booking/room?lang=ar");
    expect(booking.statusCode).toBe(200);
    expect(booking.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(booking.body).toBe(shellOf("ar", "booking-room"));
  });

  it("sends every section of the console the console's shell", async () => {
    const section = await get("/admin/bookings/42", "lang=ar");
    expect(section.statusCode).toBe(200);
    expect(section.body).toBe(shellOf("ar", "admin"));
  });

  it("answers a path that is no page with the not-found shell and a 404", async () => {
    const missing = await get("/no-such-page?lang=ar");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(shellOf("ar", "not-found"));
  });

  it("falls back to the plain index.html for a page the build has no shell for", async () => {
    const register = await get("/register");
    expect(register.statusCode).toBe(200);
    expect(register.body).toBe("<!doctype html><title>plain shell</title>");
  });

  it("serves a payment link's page (/pay/<token>) as a page, never indexed, no referrer sent on", async () => {
    const link = await get("/pay/3q2-7wEvQ_xZ4mN8kLp0aBcDeFgHiJkLmNoPqRsTuVw");
    expect(link.statusCode).toBe(200);
    expect(link.body).toBe("<!doctype html><title>plain shell</title>");
    expect(link.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(link.headers["referrer-policy"]).toBe("no-referrer");
    expect((await get("/pay/a/b")).statusCode).toBe(404);
  });
});

/**
 * On the sandbox card processor every page says "test mode" from its first paint: the server
 * writes the build's banner at the top of the body, so nothing moves when the app starts.
 */
describe("[SITE] the test-mode banner in the HTML", () => {
  let dist: string;
  const page = (lang: string) =>
    `<!doctype html><html lang="${lang}"><body><div id="root">home ${lang}</div></body></html>`;
  const banner = {
    en: '<aside id="test-mode-banner">Test mode</aside>',
    ar: '<aside id="test-mode-banner">وضع الاختبار</aside>',
  };

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), "camp-banner-"));
    for (const lang of ["en", "ar"]) {
      await mkdir(path.join(dist, "prerendered", lang, "shells"), { recursive: true });
      await writeFile(path.join(dist, `prerendered/${lang}/index.html`), page(lang));
      await writeFile(path.join(dist, `prerendered/${lang}/shells/login.html`), page(lang));
    }
    await writeFile(path.join(dist, "index.html"), "<!doctype html><title>plain shell</title>");
    await writeFile(
      path.join(dist, "prerendered/manifest.json"),
      JSON.stringify({
        pages: [{ path: "/", file: "index.html" }],
        shells: [{ path: "/login", file: "shells/login.html" }],
        testModeBanner: banner,
      }),
    );
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it("is written into every page and shell, in the page's language, on the sandbox", async () => {
    const testApp = await createTestApp({ WEB_DIST_DIR: dist });
    try {
      const get = async (url: string) => (await testApp.app.inject({ method: "GET", url })).body;
      expect(await get("/")).toBe(page("en").replace("<body>", `<body>${banner.en}`));
      expect(await get("/?lang=ar")).toBe(page("ar").replace("<body>", `<body>${banner.ar}`));
      expect(await get("/login?lang=ar")).toBe(page("ar").replace("<body>", `<body>${banner.ar}`));
    } finally {
      await testApp.close();
    }
  });

  it("is not there when real cards are charged", async () => {
    const testApp = await createTestApp({
      WEB_DIST_DIR: dist,
      STRIPE_SECRET_KEY: "sk_test_offline",
      STRIPE_PUBLISHABLE_KEY: "pk_test_offline",
      STRIPE_WEBHOOK_SECRET: "whsec_offline",
    });
    try {
      const get = async (url: string) => (await testApp.app.inject({ method: "GET", url })).body;
      expect(await get("/")).toBe(page("en"));
      expect(await get("/login?lang=ar")).toBe(page("ar"));
    } finally {
      await testApp.close();
    }
  });
});
