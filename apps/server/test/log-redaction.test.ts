import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedUser } from "../src/db/factories";
import { outboxRows } from "./helpers/outbox";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/** Every line the server's real logger (pino, as `npm start` runs it) writes, as text. */
let written = "";
const stream = new Writable({
  write(chunk, _encoding, done) {
    written += chunk.toString();
    done();
  },
});

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp(
    { PUBLIC_URL: "https://camp.example" },
    { logger: { level: "trace", stream } },
  );
  // Where a future route logs its request's headers, the credentials in them are blanked.
  testApp.app.get("/api/test/log-headers", async (request) => {
    request.log.info({ req: { headers: request.headers } }, "headers of the request");
    request.log.info({ headers: request.headers }, "headers, bare");
    return { success: true };
  });
  testApp.app.get("/api/test/feeds/:feedToken/calendar", async () => ({ success: true }));
});
afterAll(() => testApp.close());

describe("[LOGS] no secret reaches the log", () => {
  it("keeps a password-reset link's token out of every line, for the page and the API", async () => {
    const user = await seedUser(testApp.ctx.db);
    await testApp.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: user.email },
    });
    const mail = (await outboxRows(testApp, user.email)).at(-1);
    const token = mail && /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    if (!token) return;

    written = "";
    // The guest opens the emailed link (a page of the web app), and the API is asked about it.
    await testApp.app.inject({ method: "GET", url: `/reset-password?token=${token}` });
    await testApp.app.inject({ method: "GET", url: `/reset-password?lang=ar&token=${token}` });
    await testApp.app.inject({ method: "GET", url: `/api/auth/get-user?token=${token}&x=1` });
    await testApp.app.inject({ method: "GET", url: `/reset-password?%74oken=${token}` });

    expect(written).toContain("incoming request");
    expect(written).toContain("/reset-password?token=[REDACTED]");
    expect(written).toContain("/reset-password?lang=ar&token=[REDACTED]");
    expect(written).toContain("/api/auth/get-user?token=[REDACTED]&x=1");
    expect(written).not.toContain(token);
  });

  it("blanks a secret route parameter, cookies and authorisation headers", async () => {
    const { cookie } = await signIn(testApp);
    const sessionValue = cookie.split("=")[1] ?? "";
    written = "";
    await testApp.app.inject({
      method: "GET",
      url: "/api/test/feeds/feed-secret-4711/calendar",
    });
    await testApp.app.inject({
      method: "GET",
      url: "/api/test/log-headers",
      headers: { cookie, authorization: "Bearer bearer-secret-0815" },
    });
    expect(written).toContain("/api/test/feeds/[REDACTED]/calendar");
    expect(written).toContain("headers of the request");
    expect(written).toContain("headers, bare");
    for (const secret of ["feed-secret-4711", "bearer-secret-0815", sessionValue]) {
      expect(written).not.toContain(secret);
    }
  });

  it("blanks a payment link's token, on the web page no route matches and on any /api/pay path", async () => {
    const token = "paylinksecret0123456789abcdefABCDEF";
    written = "";
    await testApp.app.inject({ method: "GET", url: `/pay/${token}` });
    await testApp.app.inject({ method: "GET", url: `/pay/${token}?lang=ar` });
    await testApp.app.inject({ method: "GET", url: `/api/pay/${token}` });
    await testApp.app.inject({ method: "POST", url: `/api/pay/${token}/no-such-action` });
    expect(written).toContain("incoming request");
    expect(written).toContain('"/pay/[REDACTED]"');
    expect(written).toContain("/pay/[REDACTED]?lang=ar");
    expect(written).toContain("/api/pay/[REDACTED]/no-such-action");
    expect(written).not.toContain(token);
  });
});
