import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedUser } from "../src/db/factories";
import { passkeys, recoveryCodes, sessions, totpSecrets, users } from "../src/db/schema";
import { makeOwner } from "../src/features/auth/make-owner";
import { createTestApp, sessionCookieOf, type TestApp } from "./helpers/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const login = (email: string, password: string) =>
  testApp.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });

/** An owner with an authenticator app and a passkey, disabled, with a live session. */
async function lockedOutOwner() {
  const user = await seedUser(testApp.ctx.db, { role: "owner" });
  const cookie = sessionCookieOf(await login(user.email, user.password));
  const setup = await testApp.app.inject({
    method: "POST",
    url: "/api/auth/two-factor/totp/setup",
    headers: { cookie },
  });
  const { secret } = setup.json().data as { secret: string };
  const code = await generate({ secret, epoch: Math.floor(testApp.clock.now().getTime() / 1000) });
  const confirm = await testApp.app.inject({
    method: "POST",
    url: "/api/auth/two-factor/totp/confirm",
    headers: { cookie },
    payload: { code },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  await testApp.ctx.db.insert(passkeys).values({
    userId: user.id,
    credentialId: `credential-${user.id}`,
    publicKey: "AAAA",
    name: "Lost phone",
  });
  await testApp.ctx.db
    .update(users)
    .set({ disabledAt: testApp.clock.now(), role: "front_desk" })
    .where(eq(users.id, user.id));
  return user;
}

describe("[ADMIN] npm run make-admin", () => {
  it("makes an account an enabled owner, its second factors kept", async () => {
    const user = await lockedOutOwner();
    const result = await makeOwner(testApp.ctx.db, user.email.toUpperCase(), {
      resetTwoFactor: false,
    });
    expect(result).toEqual({ email: user.email, wasDisabled: true, removed: null });
    const [row] = await testApp.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ role: "owner", disabledAt: null });
    const answer = await login(user.email, user.password);
    expect(answer.json().data).toEqual({
      secondFactorRequired: true,
      methods: ["totp", "recovery", "passkey"],
    });
  });

  it("with --reset-two-factor removes the second factors and ends the sessions", async () => {
    const user = await lockedOutOwner();
    const result = await makeOwner(testApp.ctx.db, user.email, { resetTwoFactor: true });
    expect(result).toEqual({
      email: user.email,
      wasDisabled: true,
      removed: { totp: 1, recoveryCodes: 10, passkeys: 1, sessions: true },
    });
    for (const table of [totpSecrets, recoveryCodes, passkeys, sessions]) {
      const rows = await testApp.ctx.db.select().from(table).where(eq(table.userId, user.id));
      expect(rows).toEqual([]);
    }
    // The owner signs in with the password alone, and sets a second factor up again.
    const answer = await login(user.email, user.password);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().user).toMatchObject({ role: "owner", hasSecondFactor: false });
  });

  it("answers null for an unknown email and changes nothing", async () => {
    expect(
      await makeOwner(testApp.ctx.db, "nobody@example.com", { resetTwoFactor: true }),
    ).toBeNull();
  });
});
