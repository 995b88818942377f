import { staffMessages } from "@camp/shared/auth/staff-messages";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedUser } from "../src/db/factories";
import { auditLog, passkeys, users, webauthnChallenges } from "../src/db/schema";
import { runHousekeeping } from "../src/features/maintenance/maintenance";
import {
  type AnswerOverrides,
  createPasskey,
  type SoftPasskey,
  signWithPasskey,
} from "./helpers/soft-authenticator";
import { createTestApp, sessionCookieOf, signIn, type TestApp } from "./helpers/test-app";

/**
 * Passkeys (WebAuthn) through the API with a software authenticator: adding, renaming and
 * removing them, signing in with one, one as the second step after a password, re-authenticating
 * with one, and every forged or replayed answer refused with 400 PASSKEY_INVALID.
 */

/** Passkey ceremonies one account may start per hour, of each kind, in this file. */
const OPTIONS_LIMIT = 20;

let testApp: TestApp;
let origin: string;
beforeAll(async () => {
  testApp = await createTestApp({
    PASSKEY_SIGN_IN_MAX_PER_ADDRESS_PER_HOUR: "5",
    PASSKEY_OPTIONS_MAX_PER_ACCOUNT_PER_HOUR: String(OPTIONS_LIMIT),
  });
  origin = testApp.ctx.config.PUBLIC_URL;
});
afterAll(() => testApp.close());

const ELEVEN_MINUTES = 11 * 60_000;
let addressSequence = 0;
/** Each test's passkey sign-ins come from an address of their own (the per-address limit). */
const newAddress = () => `10.0.0.${++addressSequence}`;

function call(
  method: "POST" | "PATCH" | "DELETE" | "GET",
  url: string,
  options: { cookie?: string; payload?: unknown; address?: string } = {},
) {
  return testApp.app.inject({
    method,
    url,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    ...(options.address ? { remoteAddress: options.address } : {}),
  });
}

function expectPasskeyInvalid(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({
    success: false,
    code: "PASSKEY_INVALID",
    message: staffMessages.passkeyInvalid,
  });
}

/** Registration options, and the software authenticator's answer to them. */
async function startRegistration(cookie: string, overrides: AnswerOverrides = {}) {
  const options = await call("POST", "/api/auth/passkeys/register/options", { cookie });
  expect(options.statusCode, options.body).toBe(200);
  const { challengeId, options: creation } = options.json().data;
  const { passkey, response } = createPasskey(creation, origin, overrides);
  return { challengeId, creation, passkey, response };
}

async function addPasskey(cookie: string, name: string) {
  const started = await startRegistration(cookie);
  const response = await call("POST", "/api/auth/passkeys/register", {
    cookie,
    payload: { challengeId: started.challengeId, name, response: started.response },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { passkey: started.passkey, data: response.json().data, creation: started.creation };
}

/** A signed-in staff account with one passkey. */
async function staffWithPasskey(role: "owner" | "front_desk" = "front_desk") {
  const account = await signIn(testApp, role);
  const { passkey, data } = await addPasskey(account.cookie, "Work laptop");
  return { ...account, passkey, passkeyId: data.id as string };
}

/** Options for `purpose` and the passkey's signed answer to them. */
async function answer(
  purpose: "sign-in" | "second-factor" | "reauth",
  passkey: SoftPasskey,
  context: { cookie?: string; address?: string; overrides?: AnswerOverrides } = {},
) {
  const options = await call("POST", `/api/auth/passkeys/${purpose}/options`, {
    cookie: context.cookie,
    address: context.address,
    payload: {},
  });
  expect(options.statusCode, options.body).toBe(200);
  const { challengeId, options: request } = options.json().data;
  return {
    request,
    body: { challengeId, response: signWithPasskey(passkey, request, origin, context.overrides) },
  };
}

describe("[PASSKEYS] adding, renaming and removing", () => {
  it("adds two named passkeys; the second's options exclude the first; both are staff audit entries", async () => {
    const account = await signIn(testApp, "owner");
    const first = await addPasskey(account.cookie, "  Phone ");
    expect(first.data).toEqual({
      id: expect.any(String),
      name: "Phone",
      createdAt: expect.any(String),
      lastUsedAt: null,
      otherSessions: 0,
    });
    expect(first.creation).toMatchObject({
      rp: { id: "localhost", name: "Desert Camp Resort" },
      user: { name: account.user.email, displayName: account.user.name },
      authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
      attestation: "none",
      excludeCredentials: [],
    });

    const second = await addPasskey(account.cookie, "Security key");
    expect(second.creation.excludeCredentials).toEqual([
      expect.objectContaining({ id: first.passkey.credentialId.toString("base64url") }),
    ]);
    const stored = await testApp.ctx.db
      .select({ name: passkeys.name })
      .from(passkeys)
      .where(eq(passkeys.userId, account.user.id));
    expect(stored.map((row) => row.name).sort()).toEqual(["Phone", "Security key"]);
    const audit = await testApp.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.actorId, account.user.id), eq(auditLog.action, "auth.two-factor-enrolled")),
      );
    expect(audit.map((entry) => entry.after)).toEqual([
      { method: "passkey", name: "Phone" },
      { method: "passkey", name: "Security key" },
    ]);
    expect(audit[0]?.actorRole).toBe("owner");
  });

  it("counts the account's other sessions in the answer, so the console can offer to end them", async () => {
    const user = await seedUser(testApp.ctx.db, { role: "manager" });
    const login = () =>
      call("POST", "/api/auth/login", { payload: { email: user.email, password: user.password } });
    await login();
    const cookie = sessionCookieOf(await login());
    const { data } = await addPasskey(cookie, "Tablet");
    expect(data.otherSessions).toBe(1);
  });

  it("refuses a missing or too long name with a field message, and the same authenticator twice", async () => {
    const { cookie } = await signIn(testApp, "front_desk");
    for (const [name, message] of [
      ["", staffMessages.passkeyNameRequired],
      [undefined, staffMessages.passkeyNameRequired],
      ["x".repeat(61), staffMessages.passkeyNameTooLong],
    ] as const) {
      const started = await startRegistration(cookie);
      const response = await call("POST", "/api/auth/passkeys/register", {
        cookie,
        payload: { challengeId: started.challengeId, name, response: started.response },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ name: message });
    }
    const started = await startRegistration(cookie);
    const payload = { challengeId: started.challengeId, name: "Key", response: started.response };
    expect(
      (await call("POST", "/api/auth/passkeys/register", { cookie, payload })).statusCode,
    ).toBe(201);
    // The same authenticator's answer again, to a new challenge: one credential, one account.
    const again = await startRegistration(cookie);
    const { response: replayed } = createPasskey(again.creation, origin, {}, started.passkey);
    expectPasskeyInvalid(
      await call("POST", "/api/auth/passkeys/register", {
        cookie,
        payload: { challengeId: again.challengeId, name: "Key again", response: replayed },
      }),
    );
  });

  it("renames a passkey; another account's or an unknown one is 404", async () => {
    const owner = await staffWithPasskey();
    const renamed = await call("PATCH", `/api/auth/passkeys/${owner.passkeyId}`, {
      cookie: owner.cookie,
      payload: { name: "Desk computer" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: owner.passkeyId, name: "Desk computer" });

    const other = await signIn(testApp, "manager");
    const foreign = await call("PATCH", `/api/auth/passkeys/${owner.passkeyId}`, {
      cookie: other.cookie,
      payload: { name: "Mine now" },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe("NOT_FOUND");
    const unknown = await call("PATCH", "/api/auth/passkeys/00000000-0000-4000-8000-000000000000", {
      cookie: owner.cookie,
      payload: { name: "Nothing" },
    });
    expect(unknown.statusCode).toBe(404);
    const tooLong = await call("PATCH", `/api/auth/passkeys/${owner.passkeyId}`, {
      cookie: owner.cookie,
      payload: { name: "x".repeat(61) },
    });
    expect(tooLong.json().errors).toEqual({ name: staffMessages.passkeyNameTooLong });
  });

  it("removes a passkey only from a fresh session (401 REAUTH_REQUIRED after ten minutes); another's is 404", async () => {
    const owner = await staffWithPasskey("owner");
    const other = await signIn(testApp, "manager");
    const foreign = await call("DELETE", `/api/auth/passkeys/${owner.passkeyId}`, {
      cookie: other.cookie,
    });
    expect(foreign.statusCode).toBe(404);

    testApp.clock.advance(ELEVEN_MINUTES);
    const stale = await call("DELETE", `/api/auth/passkeys/${owner.passkeyId}`, {
      cookie: owner.cookie,
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe("REAUTH_REQUIRED");
    // Adding one more also needs a fresh session once the account has a second factor.
    const options = await call("POST", "/api/auth/passkeys/register/options", {
      cookie: owner.cookie,
    });
    expect(options.json().code).toBe("REAUTH_REQUIRED");

    const reauth = await answer("reauth", owner.passkey, { cookie: owner.cookie });
    const fresh = await call("POST", "/api/auth/passkeys/reauth", {
      cookie: owner.cookie,
      payload: reauth.body,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const removed = await call("DELETE", `/api/auth/passkeys/${owner.passkeyId}`, {
      cookie: owner.cookie,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ success: true, data: { otherSessions: 0 } });
    const left = await testApp.ctx.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, owner.user.id));
    expect(left).toEqual([]);
    const [entry] = await testApp.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.actorId, owner.user.id), eq(auditLog.action, "auth.two-factor-removed")),
      );
    expect(entry?.before).toEqual({ method: "passkey", name: "Work laptop" });
  });
});

describe("[PASSKEYS] signing in with a passkey", () => {
  it("signs in without an email: a full, fresh session that opens get-user; counter and last use recorded", async () => {
    const owner = await staffWithPasskey("owner");
    const address = newAddress();
    const { request, body } = await answer("sign-in", owner.passkey, { address });
    expect(request).toMatchObject({ rpId: "localhost", userVerification: "required" });
    expect(request.allowCredentials ?? []).toEqual([]);

    const response = await call("POST", "/api/auth/passkeys/sign-in", { payload: body, address });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ email: owner.user.email, role: "owner" });
    const cookie = sessionCookieOf(response);
    const me = await call("GET", "/api/auth/get-user", { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(owner.user.email);

    const [stored] = await testApp.ctx.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.id, owner.passkeyId));
    expect(stored?.counter).toBe(owner.passkey.counter);
    expect(stored?.lastUsedAt?.toISOString()).toBe(testApp.clock.now().toISOString());
    // Fresh at once: removing a passkey needs no re-authentication right after the sign-in.
    const removed = await call("DELETE", `/api/auth/passkeys/${owner.passkeyId}`, { cookie });
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it("needs the authenticator to verify its user: a touch alone neither signs in nor re-authenticates", async () => {
    const owner = await staffWithPasskey("owner");
    const address = newAddress();
    const touchOnly = { userVerified: false };
    const signIn = await answer("sign-in", owner.passkey, { address, overrides: touchOnly });
    const refused = await call("POST", "/api/auth/passkeys/sign-in", {
      payload: signIn.body,
      address,
    });
    expectPasskeyInvalid(refused);
    expect(refused.cookies.find((cookie) => cookie.name === "camp_session")).toBeUndefined();

    testApp.clock.advance(ELEVEN_MINUTES);
    const reauth = await answer("reauth", owner.passkey, {
      cookie: owner.cookie,
      overrides: touchOnly,
    });
    expect(reauth.request.userVerification).toBe("required");
    expectPasskeyInvalid(
      await call("POST", "/api/auth/passkeys/reauth", {
        cookie: owner.cookie,
        payload: reauth.body,
      }),
    );
  });

  it("refuses a disabled account (403 ACCOUNT_DISABLED) and signs nothing in", async () => {
    const member = await staffWithPasskey();
    await testApp.ctx.db
      .update(users)
      .set({ disabledAt: testApp.clock.now() })
      .where(eq(users.id, member.user.id));
    const address = newAddress();
    const { body } = await answer("sign-in", member.passkey, { address });
    const response = await call("POST", "/api/auth/passkeys/sign-in", { payload: body, address });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("ACCOUNT_DISABLED");
    expect(response.cookies.find((cookie) => cookie.name === "camp_session")).toBeUndefined();
  });

  it("refuses a forged origin, challenge or RP id, a tampered signature, an unknown passkey, and a replayed or expired challenge (400 PASSKEY_INVALID)", async () => {
    const member = await staffWithPasskey();
    const signIn = (payload: unknown) => call("POST", "/api/auth/passkeys/sign-in", { payload });
    for (const overrides of [
      { origin: "https://evil.example" },
      { origin: "http://localhost:3001" },
      { challenge: "bm90LXRoZS1jaGFsbGVuZ2U" },
      { rpId: "evil.example" },
    ]) {
      const { body } = await answer("sign-in", member.passkey, {
        address: newAddress(),
        overrides,
      });
      expectPasskeyInvalid(await signIn(body));
    }

    const tampered = await answer("sign-in", member.passkey, { address: newAddress() });
    const response = tampered.body.response as { response: { signature: string } };
    const signature = Buffer.from(response.response.signature, "base64url");
    signature[signature.length - 1] = (signature.at(-1) ?? 0) ^ 0xff;
    response.response.signature = signature.toString("base64url");
    expectPasskeyInvalid(await signIn(tampered.body));

    const stranger = createPasskey(
      { challenge: "eA", rp: { id: "localhost" }, user: { id: member.passkey.userHandle } },
      origin,
    ).passkey;
    expectPasskeyInvalid(
      await signIn((await answer("sign-in", stranger, { address: newAddress() })).body),
    );

    const good = await answer("sign-in", member.passkey, { address: newAddress() });
    expect((await signIn(good.body)).statusCode).toBe(200);
    expectPasskeyInvalid(await signIn(good.body));

    // An answer to options older than five minutes.
    const late = await answer("sign-in", member.passkey, { address: newAddress() });
    testApp.clock.advance(5 * 60_000 + 1000);
    expectPasskeyInvalid(await signIn(late.body));
  });

  it("refuses a challenge made for another purpose, and a registration answer from another origin", async () => {
    const member = await staffWithPasskey();
    const reauth = await answer("reauth", member.passkey, { cookie: member.cookie });
    expectPasskeyInvalid(
      await call("POST", "/api/auth/passkeys/sign-in", {
        payload: reauth.body,
        address: newAddress(),
      }),
    );

    const started = await startRegistration(member.cookie, { origin: "https://evil.example" });
    expectPasskeyInvalid(
      await call("POST", "/api/auth/passkeys/register", {
        cookie: member.cookie,
        payload: { challengeId: started.challengeId, name: "Evil", response: started.response },
      }),
    );
  });

  it("lets one address start only so many passkey sign-ins an hour (429)", async () => {
    const address = newAddress();
    const options = () =>
      call("POST", "/api/auth/passkeys/sign-in/options", { payload: {}, address });
    for (let attempt = 0; attempt < 5; attempt++) expect((await options()).statusCode).toBe(200);
    const refused = await options();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("TOO_MANY_ATTEMPTS");
  });
});

describe("[PASSKEYS] the second step of a password sign-in", () => {
  it("completes a password sign-in with the account's passkey: a new full session", async () => {
    const user = await seedUser(testApp.ctx.db, { role: "manager" });
    const first = await call("POST", "/api/auth/login", {
      payload: { email: user.email, password: user.password },
    });
    const { passkey } = await addPasskey(sessionCookieOf(first), "Phone");

    const login = await call("POST", "/api/auth/login", {
      payload: { email: user.email, password: user.password },
    });
    expect(login.json()).toEqual({
      success: true,
      data: { secondFactorRequired: true, methods: ["passkey"] },
    });
    const pending = sessionCookieOf(login);
    expect((await call("GET", "/api/auth/get-user", { cookie: pending })).statusCode).toBe(401);

    // After the password, the passkey is the factor held: a touch is enough.
    const { request, body } = await answer("second-factor", passkey, {
      cookie: pending,
      overrides: { userVerified: false },
    });
    expect(request.userVerification).toBe("preferred");
    expect(request.allowCredentials).toEqual([
      expect.objectContaining({ id: passkey.credentialId.toString("base64url") }),
    ]);
    const done = await call("POST", "/api/auth/passkeys/second-factor", {
      cookie: pending,
      payload: body,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user).toMatchObject({ email: user.email, hasSecondFactor: true });
    const cookie = sessionCookieOf(done);
    expect(cookie).not.toBe(pending);
    expect((await call("GET", "/api/auth/get-user", { cookie })).statusCode).toBe(200);
    expect((await call("GET", "/api/auth/get-user", { cookie: pending })).statusCode).toBe(401);
  });

  it("needs a pending session (401 SECOND_FACTOR_NOT_STARTED) and the account's own passkey", async () => {
    const options = await call("POST", "/api/auth/passkeys/second-factor/options", { payload: {} });
    expect(options.statusCode).toBe(401);
    expect(options.json().code).toBe("SECOND_FACTOR_NOT_STARTED");
    // A full session is not a pending one.
    const member = await staffWithPasskey();
    const full = await call("POST", "/api/auth/passkeys/second-factor/options", {
      cookie: member.cookie,
      payload: {},
    });
    expect(full.json().code).toBe("SECOND_FACTOR_NOT_STARTED");

    const user = await seedUser(testApp.ctx.db, { role: "front_desk" });
    const first = await call("POST", "/api/auth/login", {
      payload: { email: user.email, password: user.password },
    });
    await addPasskey(sessionCookieOf(first), "Own key");
    const login = await call("POST", "/api/auth/login", {
      payload: { email: user.email, password: user.password },
    });
    const pending = sessionCookieOf(login);
    // Another account's passkey signs this account's challenge: refused.
    const { body } = await answer("second-factor", member.passkey, { cookie: pending });
    expectPasskeyInvalid(
      await call("POST", "/api/auth/passkeys/second-factor", { cookie: pending, payload: body }),
    );
    const failures = await testApp.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, "auth.second-factor-failed")));
    expect(failures.map((entry) => entry.after)).toEqual([{ method: "passkey" }]);
  });
});

describe("[PASSKEYS] re-authentication", () => {
  it("makes the session fresh for ten minutes with the account's passkey", async () => {
    const member = await staffWithPasskey();
    testApp.clock.advance(ELEVEN_MINUTES);
    const { request, body } = await answer("reauth", member.passkey, { cookie: member.cookie });
    expect(request.allowCredentials).toHaveLength(1);
    const response = await call("POST", "/api/auth/passkeys/reauth", {
      cookie: member.cookie,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { freshUntil: new Date(testApp.clock.now().getTime() + 10 * 60_000).toISOString() },
    });
    // Another account's passkey does not re-authenticate this session.
    const other = await staffWithPasskey();
    const foreign = await answer("reauth", other.passkey, { cookie: member.cookie });
    expectPasskeyInvalid(
      await call("POST", "/api/auth/passkeys/reauth", {
        cookie: member.cookie,
        payload: foreign.body,
      }),
    );
  });

  it("answers 400 PASSKEY_INVALID for options of an account without a passkey, 401 signed out", async () => {
    const { cookie } = await signIn(testApp, "revenue");
    expectPasskeyInvalid(
      await call("POST", "/api/auth/passkeys/reauth/options", { cookie, payload: {} }),
    );
    const signedOut = await call("POST", "/api/auth/passkeys/reauth/options", { payload: {} });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe("[PASSKEYS] refused answers and options are limited", () => {
  it("counts refused passkeys on the account's second-factor throttle: 429 from the 8th, no audit entry past it", async () => {
    const stranger = await staffWithPasskey();
    const user = await seedUser(testApp.ctx.db, { role: "front_desk" });
    const login = () =>
      call("POST", "/api/auth/login", { payload: { email: user.email, password: user.password } });
    const { passkey } = await addPasskey(sessionCookieOf(await login()), "Own key");
    const pending = sessionCookieOf(await login());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      // Another account's passkey signs this account's challenge: refused.
      const { body } = await answer("second-factor", stranger.passkey, { cookie: pending });
      const refused = await call("POST", "/api/auth/passkeys/second-factor", {
        cookie: pending,
        payload: body,
      });
      statuses.push(refused.statusCode);
      if (refused.statusCode === 429) {
        expect(refused.json().code).toBe("TOO_MANY_ATTEMPTS");
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 429]);
    const failures = await testApp.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, "auth.second-factor-failed")));
    expect(failures).toHaveLength(7);

    // A passkey cannot be guessed: the account's own one still signs in.
    const own = await answer("second-factor", passkey, { cookie: pending });
    const done = await call("POST", "/api/auth/passkeys/second-factor", {
      cookie: pending,
      payload: own.body,
    });
    expect(done.statusCode, done.body).toBe(200);
    // Re-authenticating counts on the same throttle: a refused passkey is still 429.
    const cookie = sessionCookieOf(done);
    const foreign = await answer("reauth", stranger.passkey, { cookie });
    const reauth = await call("POST", "/api/auth/passkeys/reauth", {
      cookie,
      payload: foreign.body,
    });
    expect(reauth.statusCode, reauth.body).toBe(429);
    // Fifteen quiet minutes later a refused one is a plain 400 again.
    testApp.clock.advance(15 * 60_000 + 1000);
    const later = await answer("reauth", stranger.passkey, { cookie });
    expectPasskeyInvalid(
      await call("POST", "/api/auth/passkeys/reauth", { cookie, payload: later.body }),
    );
  });

  it("lets one account start only so many passkey ceremonies an hour (429), the second step per account and address", async () => {
    const member = await staffWithPasskey();
    const startMany = async (url: string, cookie: string, address?: string) => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= OPTIONS_LIMIT; attempt += 1)
        statuses.push((await call("POST", url, { cookie, payload: {}, address })).statusCode);
      return statuses;
    };
    const limited = [...Array(OPTIONS_LIMIT).fill(200), 429];
    expect(await startMany("/api/auth/passkeys/reauth/options", member.cookie)).toEqual(limited);
    const refused = await call("POST", "/api/auth/passkeys/reauth/options", {
      cookie: member.cookie,
      payload: {},
    });
    expect(refused.json().code).toBe("TOO_MANY_ATTEMPTS");

    const login = await call("POST", "/api/auth/login", {
      payload: { email: member.user.email, password: member.user.password },
    });
    const pending = sessionCookieOf(login);
    const office = newAddress();
    expect(await startMany("/api/auth/passkeys/second-factor/options", pending, office)).toEqual(
      limited,
    );
    // Someone elsewhere with the password does not use up the owner's second steps.
    const elsewhere = await call("POST", "/api/auth/passkeys/second-factor/options", {
      cookie: pending,
      payload: {},
      address: newAddress(),
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);

    // Adding passkeys: any signed-in account, a guest's too.
    const guest = await signIn(testApp, "guest");
    expect(await startMany("/api/auth/passkeys/register/options", guest.cookie)).toEqual(limited);

    testApp.clock.advance(60 * 60_000 + 1000);
    const nextHour = await call("POST", "/api/auth/passkeys/register/options", {
      cookie: guest.cookie,
      payload: {},
    });
    expect(nextHour.statusCode, nextHour.body).toBe(200);
  });

  it("housekeeping deletes expired challenges, and only those", async () => {
    const { cookie } = await signIn(testApp, "guest");
    const challengeOf = async () => {
      const options = await call("POST", "/api/auth/passkeys/register/options", {
        cookie,
        payload: {},
      });
      expect(options.statusCode, options.body).toBe(200);
      return options.json().data.challengeId as string;
    };
    const stored = async (id: string) =>
      (
        await testApp.ctx.db
          .select({ id: webauthnChallenges.id })
          .from(webauthnChallenges)
          .where(eq(webauthnChallenges.id, id))
      ).length;
    const expired = await challengeOf();
    testApp.clock.advance(4 * 60_000);
    const current = await challengeOf();
    testApp.clock.advance(2 * 60_000);
    await runHousekeeping(testApp.ctx);
    expect(await stored(expired)).toBe(0);
    expect(await stored(current)).toBe(1);
  });
});

describe("[PASSKEYS] hostile bodies never answer 500", () => {
  const hostile: unknown[] = [
    null,
    [],
    "text",
    42,
    {},
    { challengeId: "not-a-uuid" },
    { challengeId: "00000000-0000-4000-8000-000000000000", response: {} },
    { challengeId: "00000000-0000-4000-8000-000000000000", response: { id: "", rawId: "" } },
    {
      challengeId: "00000000-0000-4000-8000-000000000000",
      name: "x",
      response: {
        id: "AAAA",
        rawId: "AAAA",
        type: "public-key",
        response: {
          clientDataJSON: "!!!",
          attestationObject: "AAAA",
          authenticatorData: "AAAA",
          signature: "AAAA",
        },
      },
    },
    { name: { $ne: null }, challengeId: ["a"], response: { response: { transports: "usb" } } },
    { name: "\u0000", challengeId: -1, response: { id: "a".repeat(100_000) } },
  ];

  it("on every passkey route, signed in, pending and signed out", async () => {
    const member = await staffWithPasskey();
    const routes: ["POST" | "PATCH" | "DELETE", string][] = [
      ["POST", "/api/auth/passkeys/register/options"],
      ["POST", "/api/auth/passkeys/register"],
      ["PATCH", `/api/auth/passkeys/${member.passkeyId}`],
      ["PATCH", "/api/auth/passkeys/%00"],
      ["DELETE", "/api/auth/passkeys/not-an-id"],
      ["POST", "/api/auth/passkeys/sign-in/options"],
      ["POST", "/api/auth/passkeys/sign-in"],
      ["POST", "/api/auth/passkeys/second-factor/options"],
      ["POST", "/api/auth/passkeys/second-factor"],
      ["POST", "/api/auth/passkeys/reauth/options"],
      ["POST", "/api/auth/passkeys/reauth"],
    ];
    const login = await call("POST", "/api/auth/login", {
      payload: { email: member.user.email, password: member.user.password },
    });
    const pending = sessionCookieOf(login);
    for (const [method, url] of routes) {
      for (const cookie of [member.cookie, pending, undefined]) {
        for (const payload of hostile) {
          const response = await call(method, url, {
            cookie,
            payload: method === "DELETE" ? undefined : payload,
            address: newAddress(),
          });
          expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBeLessThan(
            500,
          );
          expect(response.json().success, response.body).toBeDefined();
        }
      }
    }
    // Well-formed answers whose every binary field is replaced by valid base64url nonsense.
    const { body } = await answer("reauth", member.passkey, { cookie: member.cookie });
    const inner = (body.response as { response: Record<string, string> }).response;
    for (const field of ["clientDataJSON", "authenticatorData", "signature", "userHandle"]) {
      const options = await answer("reauth", member.passkey, { cookie: member.cookie });
      const mangled = structuredClone(options.body);
      (mangled.response as { response: Record<string, string> }).response[field] = Buffer.from(
        `nonsense ${field}`,
      ).toString("base64url");
      expect(inner[field]).toBeDefined();
      expectPasskeyInvalid(
        await call("POST", "/api/auth/passkeys/reauth", {
          cookie: member.cookie,
          payload: mangled,
        }),
      );
    }
  });
});
