import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedUser } from "../src/db/factories";
import { emailOutbox, passwordResetTokens, rateLimits, users } from "../src/db/schema";
import { deliverOutbox, outboxRows, readOutboxFolder } from "./helpers/outbox";
import { createTestApp, sessionCookieOf, signIn, type TestApp } from "./helpers/test-app";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: "https://camp.example" });
});
afterAll(() => testApp.close());
beforeEach(async () => {
  // Each test starts with no counters, so the rate limits below are the test's own.
  await testApp.ctx.db.delete(rateLimits);
  await testApp.ctx.db.delete(emailOutbox);
});

const forgot = (email: string, address = "203.0.113.9") =>
  testApp.app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    payload: { email },
    remoteAddress: address,
  });

const reset = (token: string, password: string, cookie?: string) =>
  testApp.app.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    payload: { token, password },
    headers: cookie ? { cookie } : {},
  });

const getUser = (cookie: string) =>
  testApp.app.inject({ method: "GET", url: "/api/auth/get-user", headers: { cookie } });

const login = (email: string, password: string) =>
  testApp.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });

/** The token of the newest reset link emailed to `email`, read from the outbox. */
async function linkTokenFor(email: string): Promise<string> {
  const rows = await outboxRows(testApp, email);
  const last = rows.at(-1);
  const token = last && /reset-password\?token=([\w-]+)/.exec(last.text)?.[1];
  if (!token) throw new Error(`no reset link emailed to ${email}`);
  return token;
}

describe("[AUTH] forgot password", () => {
  it("answers the same for a known and an unknown email, and emails only the known one", async () => {
    const user = await seedUser(testApp.ctx.db);
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot("nobody-here@example.com");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json().message).toBe(
      "If an account exists for that email, we have sent a link. It works for one hour.",
    );
    const rows = await outboxRows(testApp);
    expect(rows.map((row) => [row.toAddress, row.template])).toEqual([
      [user.email, "password-reset"],
    ]);
  });

  it("takes about as long for an unknown email as for a known one", async () => {
    const user = await seedUser(testApp.ctx.db);
    const timed = async (email: string) => {
      const started = performance.now();
      await forgot(email);
      return performance.now() - started;
    };
    const known = await timed(user.email);
    const unknown = await timed("nobody-timed@example.com");
    // Both wait for the same floor, which a known email's writes take well under: the unknown one
    // is not answered sooner. (How far apart the two land beyond the floor measures the machine's
    // load, not the code, so it is not asserted.)
    expect(unknown).toBeGreaterThanOrEqual(290);
    expect(known).toBeGreaterThanOrEqual(290);
  });

  it("stores only the SHA-256 of the token, valid for one hour, and links to PUBLIC_URL", async () => {
    const user = await seedUser(testApp.ctx.db);
    await forgot(user.email);
    const token = await linkTokenFor(user.email);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const [row] = await testApp.ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row?.expiresAt.getTime()).toBe(testApp.clock.now().getTime() + 3_600_000);
    const [email] = await outboxRows(testApp, user.email);
    expect(email?.html).toContain(`https://camp.example/reset-password?token=${token}`);
  });

  it("writes the email in the account's language, whatever page asks for it", async () => {
    const register = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        name: "Layla",
        email: "layla-ar@example.com",
        password: "dune-sunset-2026",
        language: "ar",
      },
    });
    expect(register.statusCode).toBe(201);
    // Signing in from the English site leaves the account's language as it is.
    await testApp.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { cookie: "lang=en" },
      payload: { email: "layla-ar@example.com", password: "dune-sunset-2026", language: "en" },
    });
    const [account] = await testApp.ctx.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, "layla-ar@example.com"));
    expect(account?.language).toBe("ar");

    await forgot("layla-ar@example.com");
    await deliverOutbox(testApp);
    const [row] = await outboxRows(testApp, "layla-ar@example.com");
    const eml = (await readOutboxFolder(testApp.dataDir)).get(row?.id ?? "");
    expect(eml?.subject).toContain("إعادة تعيين كلمة المرور");
    expect(eml?.html).toContain('<html lang="ar" dir="rtl">');
    // The link opens the page in Arabic too, on a device with no cookie saying so.
    expect(eml?.text).toMatch(/\/reset-password\?token=[\w-]+&lang=ar/);
  });

  it("limits requests per email (known or not) and per network address", async () => {
    const limited = await createTestApp({
      PASSWORD_RESET_MAX_PER_EMAIL_PER_HOUR: "2",
      PASSWORD_RESET_MAX_PER_ADDRESS_PER_HOUR: "4",
    });
    try {
      const ask = (email: string, address: string) =>
        limited.app.inject({
          method: "POST",
          url: "/api/auth/forgot-password",
          payload: { email },
          remoteAddress: address,
        });
      const user = await seedUser(limited.ctx.db);
      for (const email of [user.email, "ghost@example.com"]) {
        expect((await ask(email, "198.51.100.1")).statusCode).toBe(200);
        expect((await ask(email, "198.51.100.2")).statusCode).toBe(200);
        const third = await ask(email, "198.51.100.3");
        expect(third.statusCode).toBe(429);
        expect(third.json().code).toBe("TOO_MANY_ATTEMPTS");
      }
      // Two links at most reached the account.
      const sent = await limited.ctx.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, user.email));
      expect(sent).toHaveLength(2);

      for (let index = 0; index < 4; index += 1)
        expect((await ask(`many${index}@example.com`, "192.0.2.7")).statusCode).toBe(200);
      expect((await ask("one-more@example.com", "192.0.2.7")).statusCode).toBe(429);

      // An hour later the address may ask again.
      limited.clock.advance(60 * 60_000 + 1_000);
      expect((await ask("one-more@example.com", "192.0.2.7")).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("refuses a malformed email with a field error", async () => {
    const response = await forgot("not-an-email");
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION_ERROR");
  });
});

describe("[AUTH] reset password", () => {
  it("sets the new password, ends every other session and signs the guest in", async () => {
    const { user, cookie: laptop } = await signIn(testApp);
    const { cookie: phone } = await (async () => {
      const response = await login(user.email, user.password);
      return { cookie: sessionCookieOf(response) };
    })();
    expect((await getUser(laptop)).statusCode).toBe(200);

    await forgot(user.email);
    const token = await linkTokenFor(user.email);
    const response = await reset(token, "new-palm-grove-77", phone);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(user.email);
    const fresh = sessionCookieOf(response);
    expect(fresh).not.toBe(phone);

    expect((await getUser(laptop)).statusCode).toBe(401);
    expect((await getUser(phone)).statusCode).toBe(401);
    expect((await getUser(fresh)).json().user.email).toBe(user.email);

    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, "new-palm-grove-77")).statusCode).toBe(200);
  });

  it("refuses a link used once already", async () => {
    const user = await seedUser(testApp.ctx.db);
    await forgot(user.email);
    const token = await linkTokenFor(user.email);
    expect((await reset(token, "first-new-pass-1")).statusCode).toBe(200);
    const again = await reset(token, "second-new-pass-2");
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("RESET_LINK_INVALID");
    expect((await login(user.email, "first-new-pass-1")).statusCode).toBe(200);
  });

  it("works until the hour is over, then answers that the link expired", async () => {
    const user = await seedUser(testApp.ctx.db);
    await forgot(user.email);
    const early = await linkTokenFor(user.email);
    testApp.clock.advance(59 * 60_000);
    expect((await reset(early, "still-in-time-59")).statusCode).toBe(200);

    await forgot(user.email);
    const late = await linkTokenFor(user.email);
    testApp.clock.advance(60 * 60_000);
    const response = await reset(late, "too-late-for-this");
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe("RESET_LINK_EXPIRED");
    expect((await login(user.email, "still-in-time-59")).statusCode).toBe(200);
  });

  it("refuses an unknown token", async () => {
    const response = await reset("A".repeat(43), "whatever-pass-1");
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("RESET_LINK_INVALID");
  });

  it("keeps the sign-up rules, and a refused password does not use up the link", async () => {
    const user = await seedUser(testApp.ctx.db);
    await forgot(user.email);
    const token = await linkTokenFor(user.email);
    const short = await reset(token, "short");
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBe("Password must be at least 8 characters");
    const common = await reset(token, "password123");
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.password).toBe("This password is too common. Choose another.");
    expect((await reset(token, "a-good-new-one-9")).statusCode).toBe(200);
  });

  it("a new password retires the account's other links", async () => {
    const user = await seedUser(testApp.ctx.db);
    await forgot(user.email);
    const first = await linkTokenFor(user.email);
    await forgot(user.email);
    const second = await linkTokenFor(user.email);
    expect((await reset(second, "second-link-wins")).statusCode).toBe(200);
    expect((await reset(first, "first-link-later")).json().code).toBe("RESET_LINK_INVALID");
  });

  it("two uses of one link at the same moment: exactly one wins", async () => {
    const user = await seedUser(testApp.ctx.db);
    await forgot(user.email);
    const token = await linkTokenFor(user.email);
    const answers = await Promise.all(
      ["parallel-one-111", "parallel-two-222", "parallel-three-3"].map((password) =>
        reset(token, password),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400]);
    const winner = ["parallel-one-111", "parallel-two-222", "parallel-three-3"][
      answers.findIndex((answer) => answer.statusCode === 200)
    ];
    expect((await login(user.email, winner ?? "")).statusCode).toBe(200);
  });
});
