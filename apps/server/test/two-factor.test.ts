import { Writable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedUser } from "../src/db/factories";
import { auditLog, rateLimits, recoveryCodes, totpSecrets, users } from "../src/db/schema";
import { outboxRows } from "./helpers/outbox";
import { createTestApp, sessionCookieOf, type TestApp } from "./helpers/test-app";

/** Every line the app's logger writes, to check no secret or code reaches it. */
let written = "";
const stream = new Writable({
  write(chunk, _encoding, done) {
    written += chunk.toString();
    done();
  },
});

/** Wrong codes one address may send over all accounts with an authenticator app, in this file. */
const ADDRESS_LIMIT = 10;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp(
    // The per-address limit (100 by default) set low, so a test reaches it with a few accounts.
    {
      PUBLIC_URL: "https://camp.example",
      SECOND_FACTOR_MAX_WRONG_PER_ADDRESS: String(ADDRESS_LIMIT),
    },
    { logger: { level: "trace", stream } },
  );
});
afterAll(() => testApp.close());
beforeEach(async () => {
  // Each test's throttling is its own.
  await testApp.ctx.db.delete(rateLimits);
});

type Call = { method?: "GET" | "POST" | "DELETE"; cookie?: string; address?: string };

function call(url: string, payload?: unknown, options: Call = {}) {
  return testApp.app.inject({
    method: options.method ?? (payload === undefined ? "GET" : "POST"),
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.address ?? "198.51.100.7",
  });
}

const epochNow = () => Math.floor(testApp.clock.now().getTime() / 1000);

/** The authenticator app's code now (or `stepsAhead` steps of 30 s from now). */
const codeOf = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: epochNow() + stepsAhead * 30 });

/** A six-digit code that is none of the codes accepted now (one step either side). */
async function wrongCodeOf(secret: string): Promise<string> {
  const accepted = new Set([
    await codeOf(secret, -1),
    await codeOf(secret),
    await codeOf(secret, 1),
  ]);
  for (let value = 0; ; value += 1) {
    const candidate = String(value).padStart(6, "0");
    if (!accepted.has(candidate)) return candidate;
  }
}

/** The clock moves to the start of the next 30-second step, so a new code is due. */
function nextStep() {
  testApp.clock.advance(30_000 - (testApp.clock.now().getTime() % 30_000));
}

async function login(email: string, password: string, address?: string) {
  return call("/api/auth/login", { email, password }, { address });
}

/** A staff account signed in with its password alone (no second factor yet). */
async function staffSignedIn(role: "owner" | "front_desk" | "guest" = "owner") {
  const user = await seedUser(testApp.ctx.db, { role });
  const response = await login(user.email, user.password);
  expect(response.statusCode, response.body).toBe(200);
  return { user, cookie: sessionCookieOf(response) };
}

/** Sets up and confirms an authenticator app; answers its secret and recovery codes. */
async function enrolTotp(cookie: string) {
  const setup = await call("/api/auth/two-factor/totp/setup", {}, { cookie });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json().data as { secret: string };
  const confirm = await call(
    "/api/auth/two-factor/totp/confirm",
    { code: await codeOf(secret) },
    { cookie },
  );
  expect(confirm.statusCode, confirm.body).toBe(200);
  nextStep();
  return { secret, recoveryCodes: confirm.json().data.recoveryCodes as string[] };
}

/** A staff account with an authenticator app, signed out, its password and secret in hand. */
async function staffWithTotp(role: "owner" | "front_desk" | "guest" = "owner") {
  const { user, cookie } = await staffSignedIn(role);
  const enrolled = await enrolTotp(cookie);
  return { user, ...enrolled };
}

/** The first step of a sign-in: answers the pending session's cookie. */
async function pendingSignIn(email: string, password: string, address?: string) {
  const response = await login(email, password, address);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({
    success: true,
    data: { secondFactorRequired: true, methods: ["totp", "recovery"] },
  });
  return sessionCookieOf(response);
}

describe("[2FA] setting up an authenticator app", () => {
  it("answers a secret, its otpauth link and a QR code, and confirms with the first right code", async () => {
    const { user, cookie } = await staffSignedIn();
    const setup = await call("/api/auth/two-factor/totp/setup", {}, { cookie });
    expect(setup.statusCode).toBe(200);
    const data = setup.json().data;
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.otpauthUrl).toBe(
      `otpauth://totp/Desert%20Camp%20Resort:${encodeURIComponent(user.email)}?secret=${data.secret}&issuer=Desert%20Camp%20Resort`,
    );
    expect(data.qrCodeSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    // Stored encrypted: the secret is nowhere in its row.
    const [row] = await testApp.ctx.db
      .select()
      .from(totpSecrets)
      .where(eq(totpSecrets.userId, user.id));
    expect(row?.secretEncrypted).not.toContain(data.secret);
    expect(row?.confirmedAt).toBeNull();

    // Not on until confirmed: the status says so, and a wrong code does not confirm it.
    const before = await call("/api/auth/two-factor", undefined, { cookie });
    expect(before.json().data).toEqual({
      totp: false,
      recoveryCodesLeft: 0,
      passkeys: [],
      required: false,
    });
    const wrong = await call(
      "/api/auth/two-factor/totp/confirm",
      { code: await wrongCodeOf(data.secret) },
      { cookie },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe("INVALID_CODE");

    const confirm = await call(
      "/api/auth/two-factor/totp/confirm",
      { code: await codeOf(data.secret) },
      { cookie },
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    const codes = confirm.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(new Set(codes).size).toBe(10);
    expect(confirm.json().data.otherSessions).toBe(0);

    const stored = await testApp.ctx.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code);

    const after = await call("/api/auth/two-factor", undefined, { cookie });
    expect(after.json().data).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
    const me = await call("/api/auth/get-user", undefined, { cookie });
    expect(me.json().user).toMatchObject({ hasSecondFactor: true, mustEnrolSecondFactor: false });

    const again = await call("/api/auth/two-factor/totp/setup", {}, { cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("TOTP_ALREADY_ON");
    const entries = await testApp.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, "auth.two-factor-enrolled")));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorRole).toBe("owner");
  });

  it("refuses a confirm without a setup (409 TOTP_NOT_STARTED) and a visitor (401)", async () => {
    const { cookie } = await staffSignedIn();
    const response = await call(
      "/api/auth/two-factor/totp/confirm",
      { code: "123456" },
      { cookie },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("TOTP_NOT_STARTED");
    for (const [url, payload] of [
      ["/api/auth/two-factor", undefined],
      ["/api/auth/two-factor/totp/setup", {}],
      ["/api/auth/two-factor/totp/confirm", { code: "123456" }],
      ["/api/auth/two-factor/recovery-codes", {}],
      ["/api/auth/reauth", { code: "123456" }],
    ] as const) {
      expect((await call(url, payload)).statusCode).toBe(401);
    }
    expect(
      (await call("/api/auth/two-factor/totp", undefined, { method: "DELETE" })).statusCode,
    ).toBe(401);
  });
});

describe("[2FA] signing in in two steps", () => {
  it("opens nothing with the password alone; the code completes the sign-in with a new session", async () => {
    const { user, secret } = await staffWithTotp();
    const pending = await pendingSignIn(user.email, user.password);

    for (const url of ["/api/auth/get-user", "/api/admin/today", "/api/auth/two-factor"]) {
      const response = await call(url, undefined, { cookie: pending });
      expect(response.statusCode, url).toBe(401);
    }
    const probe = await call("/api/auth/session", undefined, { cookie: pending });
    expect(probe.json().user).toBeNull();

    const second = await call(
      "/api/auth/login/second-factor",
      { code: await codeOf(secret) },
      { cookie: pending },
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().user).toMatchObject({
      email: user.email,
      role: "owner",
      hasSecondFactor: true,
      mustEnrolSecondFactor: false,
    });
    const full = sessionCookieOf(second);
    expect(full).not.toBe(pending);
    expect((await call("/api/admin/today", undefined, { cookie: full })).statusCode).toBe(200);
    // The pending session ended with it.
    const reused = await call(
      "/api/auth/login/second-factor",
      { code: await codeOf(secret, 1) },
      { cookie: pending },
    );
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe("SECOND_FACTOR_NOT_STARTED");

    const signedIn = await testApp.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, "auth.signed-in")));
    expect(signedIn.map((entry) => entry.after)).toContainEqual({ method: "totp" });
  });

  it("answers 401 SECOND_FACTOR_NOT_STARTED without a pending session", async () => {
    const none = await call("/api/auth/login/second-factor", { code: "123456" });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe("SECOND_FACTOR_NOT_STARTED");
    // A full session is not a pending one either.
    const { cookie } = await staffSignedIn();
    const full = await call("/api/auth/login/second-factor", { code: "123456" }, { cookie });
    expect(full.json().code).toBe("SECOND_FACTOR_NOT_STARTED");
  });

  it("refuses a wrong code (401 INVALID_CODE, logged for staff) and the same code twice", async () => {
    const { user, secret } = await staffWithTotp();
    const pending = await pendingSignIn(user.email, user.password);
    const wrong = await call(
      "/api/auth/login/second-factor",
      { code: await wrongCodeOf(secret) },
      { cookie: pending },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: "INVALID_CODE" });
    const failures = await testApp.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, "auth.second-factor-failed")));
    expect(failures).toHaveLength(1);

    const code = await codeOf(secret);
    const first = await call("/api/auth/login/second-factor", { code }, { cookie: pending });
    expect(first.statusCode).toBe(200);

    // The same code again, in the same 30 seconds, from a new sign-in: refused.
    const again = await pendingSignIn(user.email, user.password);
    const replayed = await call("/api/auth/login/second-factor", { code }, { cookie: again });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().code).toBe("INVALID_CODE");
    // A code of the step before the used one: refused as well (never back in time).
    const older = await call(
      "/api/auth/login/second-factor",
      { code: await codeOf(secret, -1) },
      { cookie: again },
    );
    expect(older.statusCode).toBe(401);
    // The next step's code works (one step ahead is accepted for a phone's clock).
    const ahead = await call(
      "/api/auth/login/second-factor",
      { code: await codeOf(secret, 1) },
      { cookie: again },
    );
    expect(ahead.statusCode, ahead.body).toBe(200);
  });

  it("lets a recovery code in once, however it is typed, and never again", async () => {
    const { user, recoveryCodes: codes } = await staffWithTotp();
    const code = codes[0] ?? "";
    const pending = await pendingSignIn(user.email, user.password);
    const used = await call(
      "/api/auth/login/second-factor",
      { recoveryCode: ` ${code.toUpperCase()} ` },
      { cookie: pending },
    );
    expect(used.statusCode, used.body).toBe(200);

    const again = await pendingSignIn(user.email, user.password);
    const reused = await call(
      "/api/auth/login/second-factor",
      { recoveryCode: code },
      { cookie: again },
    );
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe("INVALID_CODE");
    const status = await call("/api/auth/two-factor", undefined, {
      cookie: sessionCookieOf(used),
    });
    expect(status.json().data.recoveryCodesLeft).toBe(9);
  });

  it("lets one recovery code through once when it is sent twice at the same time", async () => {
    const { user, recoveryCodes: codes } = await staffWithTotp();
    const pending = await pendingSignIn(user.email, user.password);
    const both = await Promise.all(
      [1, 2].map(() =>
        call("/api/auth/login/second-factor", { recoveryCode: codes[1] }, { cookie: pending }),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 401]);
  });

  it("lets one code through once when it is sent twice at the same time", async () => {
    const { user, secret } = await staffWithTotp();
    const one = await pendingSignIn(user.email, user.password);
    const two = await pendingSignIn(user.email, user.password);
    const code = await codeOf(secret);
    const both = await Promise.all(
      [one, two].map((cookie) => call("/api/auth/login/second-factor", { code }, { cookie })),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 401]);
  });

  it("refuses a disabled account after its right password (403 ACCOUNT_DISABLED), not before", async () => {
    const user = await seedUser(testApp.ctx.db, { role: "front_desk" });
    await testApp.ctx.db
      .update(users)
      .set({ disabledAt: testApp.clock.now() })
      .where(eq(users.id, user.id));
    const wrong = await login(user.email, "not-the-password");
    expect(wrong.statusCode).toBe(401);
    const right = await login(user.email, user.password);
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe("ACCOUNT_DISABLED");
    expect(right.cookies.find((cookie) => cookie.name === "camp_session")).toBeUndefined();
  });

  it("keeps staff who must enrol told so: mustEnrolSecondFactor while STAFF_TWO_FACTOR=required", async () => {
    const required = await createTestApp({ STAFF_TWO_FACTOR: "required" });
    try {
      const staff = await seedUser(required.ctx.db, { role: "manager" });
      const guest = await seedUser(required.ctx.db);
      const signIn = (email: string, password: string) =>
        required.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email, password },
        });
      const staffAnswer = await signIn(staff.email, staff.password);
      expect(staffAnswer.json().user).toMatchObject({
        hasSecondFactor: false,
        mustEnrolSecondFactor: true,
      });
      const guestAnswer = await signIn(guest.email, guest.password);
      expect(guestAnswer.json().user).toMatchObject({ mustEnrolSecondFactor: false });
      const status = await required.app.inject({
        method: "GET",
        url: "/api/auth/two-factor",
        headers: { cookie: sessionCookieOf(staffAnswer) },
      });
      expect(status.json().data.required).toBe(true);
    } finally {
      await required.close();
    }
  });
});

describe("[2FA] guessing is throttled", () => {
  it("answers 429 with retry-after from the 8th try on one account, from any address", async () => {
    const { user, secret } = await staffWithTotp();
    const wrong = await wrongCodeOf(secret);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      // Each try from its own address: the account's own count stops it.
      const address = `203.0.113.${attempt}`;
      const pending = await pendingSignIn(user.email, user.password, address);
      const response = await call(
        "/api/auth/login/second-factor",
        { code: wrong },
        { cookie: pending, address },
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().code).toBe("TOO_MANY_ATTEMPTS");
        expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 429]);

    // Even the right code waits now; after fifteen quiet minutes it goes through.
    const pending = await pendingSignIn(user.email, user.password);
    const right = await call(
      "/api/auth/login/second-factor",
      { code: await codeOf(secret) },
      { cookie: pending },
    );
    expect(right.statusCode).toBe(429);
    testApp.clock.advance(9 * 60_000);
    const later = await pendingSignIn(user.email, user.password);
    testApp.clock.advance(6 * 60_000 + 1000);
    const through = await call(
      "/api/auth/login/second-factor",
      { code: await codeOf(secret) },
      { cookie: later },
    );
    expect(through.statusCode, through.body).toBe(200);
  });

  it("answers 429 past SECOND_FACTOR_MAX_WRONG_PER_ADDRESS wrong tries from one address, over several accounts", async () => {
    const address = "192.0.2.55";
    const accounts = await Promise.all([1, 2, 3].map(() => staffWithTotp("front_desk")));
    const statuses: number[] = [];
    // Looser than one account's 7: three accounts' tries add up on the address.
    for (let attempt = 0; attempt <= ADDRESS_LIMIT; attempt += 1) {
      const account = accounts[attempt % accounts.length];
      if (!account) throw new Error("no account");
      const pending = await pendingSignIn(account.user.email, account.user.password, address);
      const response = await call(
        "/api/auth/login/second-factor",
        { recoveryCode: "aaaaa-aaaaa" },
        { cookie: pending, address },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(ADDRESS_LIMIT).fill(401), 429]);
    // Each account is still under its own limit: from another address its code goes through.
    const [first] = accounts;
    if (!first) throw new Error("no account");
    const elsewhere = await pendingSignIn(first.user.email, first.user.password, "192.0.2.56");
    const right = await call(
      "/api/auth/login/second-factor",
      { code: await codeOf(first.secret) },
      { cookie: elsewhere, address: "192.0.2.56" },
    );
    expect(right.statusCode, right.body).toBe(200);
  });

  it("does not charge the address for accounts without an authenticator app: guests on the resort's Wi-Fi cannot keep the owner out", async () => {
    // Guests and the office share one public address.
    const address = "203.0.113.50";
    const owner = await staffWithTotp();
    const guests = await Promise.all([1, 2].map(() => staffSignedIn("guest")));
    const [codeGuesser, passwordGuesser] = guests;
    if (!codeGuesser || !passwordGuesser) throw new Error("no guest");
    const codes: number[] = [];
    const passwords: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const code = await call(
        "/api/auth/reauth",
        { code: "000000" },
        { cookie: codeGuesser.cookie, address },
      );
      codes.push(code.statusCode);
      const password = await call(
        "/api/auth/reauth",
        { password: "not-the-password" },
        { cookie: passwordGuesser.cookie, address },
      );
      passwords.push(password.statusCode);
    }
    // Each guest's own account is throttled as any account is...
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 401, 429]);
    expect(passwords).toEqual([401, 401, 401, 401, 401, 401, 401, 429]);
    // ...and a guest setting up an app types its own new secret's code: no guess at anyone's.
    const setupGuest = await staffSignedIn("guest");
    await call("/api/auth/two-factor/totp/setup", {}, { cookie: setupGuest.cookie, address });
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const confirm = await call(
        "/api/auth/two-factor/totp/confirm",
        { code: "000000" },
        { cookie: setupGuest.cookie, address },
      );
      expect(confirm.statusCode).toBe(401);
    }
    const addressCounter = await testApp.ctx.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `second-factor:address:${address}`));
    expect(addressCounter).toEqual([]);

    // The owner, at the same address, signs in with the right code at once.
    const pending = await pendingSignIn(owner.user.email, owner.user.password, address);
    const signedIn = await call(
      "/api/auth/login/second-factor",
      { code: await codeOf(owner.secret) },
      { cookie: pending, address },
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it("throttles re-authentication the same way: 429 from the 8th wrong try", async () => {
    const { user, secret } = await staffWithTotp();
    const pending = await pendingSignIn(user.email, user.password);
    const signedIn = await call(
      "/api/auth/login/second-factor",
      { code: await codeOf(secret) },
      { cookie: pending },
    );
    const cookie = sessionCookieOf(signedIn);
    nextStep();
    const wrong = await wrongCodeOf(secret);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await call("/api/auth/reauth", { code: wrong }, { cookie });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 429]);
    const right = await call("/api/auth/reauth", { code: await codeOf(secret) }, { cookie });
    expect(right.statusCode).toBe(429);
    expect(right.headers["retry-after"]).toBeDefined();
  });
});

describe("[2FA] a reset password never skips the second factor", () => {
  it("answers the second step after a reset, and signs in only with the code", async () => {
    const { user, secret } = await staffWithTotp();
    await call("/api/auth/forgot-password", { email: user.email });
    const mail = (await outboxRows(testApp, user.email)).at(-1);
    const token = mail && /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error("no reset link");
    const reset = await call("/api/auth/reset-password", { token, password: "a-new-dune-walk-77" });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({
      success: true,
      data: { secondFactorRequired: true, methods: ["totp", "recovery"] },
    });
    const pending = sessionCookieOf(reset);
    expect((await call("/api/auth/get-user", undefined, { cookie: pending })).statusCode).toBe(401);
    const second = await call(
      "/api/auth/login/second-factor",
      { code: await codeOf(secret) },
      { cookie: pending },
    );
    expect(second.statusCode, second.body).toBe(200);
  });
});

describe("[2FA] re-authentication", () => {
  it("asks again after ten minutes; a code makes the session fresh for ten more", async () => {
    const { user, secret, recoveryCodes: firstCodes } = await staffWithTotp();
    const pending = await pendingSignIn(user.email, user.password);
    const signedIn = await call(
      "/api/auth/login/second-factor",
      { code: await codeOf(secret) },
      { cookie: pending },
    );
    const cookie = sessionCookieOf(signedIn);
    nextStep();

    testApp.clock.advance(11 * 60_000);
    const stale = await call("/api/auth/two-factor/recovery-codes", {}, { cookie });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe("REAUTH_REQUIRED");
    const staleDelete = await call("/api/auth/two-factor/totp", undefined, {
      cookie,
      method: "DELETE",
    });
    expect(staleDelete.json().code).toBe("REAUTH_REQUIRED");

    // A password is not enough for an account with a second factor.
    const password = await call("/api/auth/reauth", { password: user.password }, { cookie });
    expect(password.statusCode).toBe(401);
    expect(password.json().code).toBe("INVALID_CODE");

    const reauth = await call("/api/auth/reauth", { code: await codeOf(secret) }, { cookie });
    expect(reauth.statusCode, reauth.body).toBe(200);
    expect(reauth.json().data.freshUntil).toBe(
      new Date(testApp.clock.now().getTime() + 10 * 60_000).toISOString(),
    );
    const renewed = await call("/api/auth/two-factor/recovery-codes", {}, { cookie });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);

    // The old set is void, the new one works (also to re-authenticate).
    testApp.clock.advance(11 * 60_000);
    const old = await call("/api/auth/reauth", { recoveryCode: firstCodes[0] }, { cookie });
    expect(old.json().code).toBe("INVALID_CODE");
    const withNew = await call("/api/auth/reauth", { recoveryCode: fresh[0] }, { cookie });
    expect(withNew.statusCode, withNew.body).toBe(200);

    const removed = await call("/api/auth/two-factor/totp", undefined, {
      cookie,
      method: "DELETE",
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // The session the app was set up in is still signed in.
    expect(removed.json()).toEqual({ success: true, data: { otherSessions: 1 } });
    const status = await call("/api/auth/two-factor", undefined, { cookie });
    expect(status.json().data).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
    const actions = await testApp.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorId, user.id));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(["auth.recovery-codes-renewed", "auth.two-factor-removed"]),
    );
    // Signed in with the password alone again.
    const plain = await login(user.email, user.password);
    expect(plain.json().user).toMatchObject({ hasSecondFactor: false });
  });

  it("re-authenticates an account without a second factor with its password", async () => {
    const { user, cookie } = await staffSignedIn("guest");
    testApp.clock.advance(11 * 60_000);
    const wrong = await call("/api/auth/reauth", { password: "not-it-at-all" }, { cookie });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: "INVALID_CREDENTIALS",
      message: "That is not your password",
    });
    const right = await call("/api/auth/reauth", { password: user.password }, { cookie });
    expect(right.statusCode, right.body).toBe(200);
  });

  it("counts the account's other signed-in sessions in the answers that change a factor", async () => {
    const { user, cookie } = await staffSignedIn();
    await login(user.email, user.password);
    await login(user.email, user.password);
    await enrolTotp(cookie);
    const renewed = await call("/api/auth/two-factor/recovery-codes", {}, { cookie });
    expect(renewed.json().data.otherSessions).toBe(2);
  });
});

describe("[2FA] bad input", () => {
  const bodies: unknown[] = [
    {},
    { code: "" },
    { code: "12345" },
    { code: "1234567" },
    { code: "abcdef" },
    { code: 123456 },
    { code: null },
    { code: ["123456"] },
    { code: "1".repeat(10_000) },
    { recoveryCode: "" },
    { recoveryCode: "short" },
    { recoveryCode: "abcde-fghi!" },
    { recoveryCode: "a".repeat(5000) },
    { recoveryCode: 42 },
    { password: "" },
    { password: "x".repeat(5000) },
    [],
    "123456",
    null,
  ];

  it("answers 400 with field messages for every bad body, never 500", async () => {
    const { user, secret } = await staffWithTotp();
    const pending = await pendingSignIn(user.email, user.password);
    const { cookie } = await staffSignedIn();
    await call("/api/auth/two-factor/totp/setup", {}, { cookie });
    const routes = [
      ["/api/auth/login/second-factor", pending],
      ["/api/auth/reauth", cookie],
      ["/api/auth/two-factor/totp/confirm", cookie],
    ] as const;
    for (const [url, sessionCookie] of routes) {
      for (const body of bodies) {
        // A password is a valid reauth body; login/confirm take none.
        if (url === "/api/auth/reauth" && typeof body === "object" && body && "password" in body)
          continue;
        const response = await testApp.app.inject({
          method: "POST",
          url,
          headers: { cookie: sessionCookie, "content-type": "application/json" },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode, `${url} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
        const answer = response.json();
        expect(answer.success).toBe(false);
        expect(Object.values(answer.errors ?? {}).length, JSON.stringify(answer)).toBeGreaterThan(
          0,
        );
      }
    }
    const malformed = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/login/second-factor",
      headers: { cookie: pending, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(malformed.statusCode).toBe(400);
    // The bad bodies used none of the pending session's tries: the right code still works.
    const second = await call(
      "/api/auth/login/second-factor",
      { code: await codeOf(secret) },
      { cookie: pending },
    );
    expect(second.statusCode, second.body).toBe(200);
  });
});

describe("[2FA] secrets stay out of the log", () => {
  it("never writes a secret, a code or a recovery code", async () => {
    written = "";
    const { user, secret, recoveryCodes: codes } = await staffWithTotp();
    const pending = await pendingSignIn(user.email, user.password);
    const code = await codeOf(secret);
    await call("/api/auth/login/second-factor", { code }, { cookie: pending });
    const again = await pendingSignIn(user.email, user.password);
    await call("/api/auth/login/second-factor", { recoveryCode: codes[2] }, { cookie: again });
    expect(written).toContain("incoming request");
    expect(written).not.toContain(secret);
    expect(written).not.toContain(`"${code}"`);
    for (const recovery of codes) expect(written).not.toContain(recovery);
  });
});
