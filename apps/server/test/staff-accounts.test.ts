import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedUser } from "../src/db/factories";
import {
  auditLog,
  emailOutbox,
  passkeys,
  recoveryCodes,
  staffInvitations,
  totpSecrets,
  users,
} from "../src/db/schema";
import { updateStaffMember } from "../src/features/staff/update-staff-member";
import { refusal } from "./helpers/refusal";
import { readServerSources } from "./helpers/server-sources";
import { createTestApp, sessionCookieOf, signIn, type TestApp } from "./helpers/test-app";

/**
 * Staff accounts (decision 054): invitations (emailed in the chosen language, single use, 72
 * hours, never to an email that has an account), the Staff page's list, role changes, disabling
 * (the account's sessions end at once), the last owner kept, who may act on whom, signing a member
 * out everywhere and resetting their second factor.
 */
const START = new Date("2026-11-20T08:00:00Z");
const HOUR = 3_600_000;

let testApp: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
let manager: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  testApp = await createTestApp({
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
    SESSION_IDLE_HOURS: "2000",
    SESSION_MAX_DAYS: "365",
  });
  testApp.clock.set(START);
  owner = await signIn(testApp, "owner");
  manager = await signIn(testApp, "manager");
});
afterAll(() => testApp.close());
/** Every test starts with fresh sign-ins of the owner and the manager (fresh for ten minutes). */
beforeEach(async () => {
  owner = await signInAs(owner.user);
  manager = await signInAs(manager.user);
});

async function signInAs(user: { email: string; password: string; id: string }) {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    user: user as Awaited<ReturnType<typeof signIn>>["user"],
    cookie: sessionCookieOf(response),
  };
}

const call = (method: string, url: string, cookie?: string, payload?: unknown) =>
  testApp.app.inject({
    method: method as "POST",
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let sequence = 0;
const newEmail = () => `invited${++sequence}-${Date.now()}@example.com`;

/** The token of the newest invitation email to `email`, read from the link the email carries. */
async function emailedToken(email: string) {
  const rows = await testApp.ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, "staff-invitation")));
  const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (!newest) throw new Error(`no invitation email to ${email}`);
  const token = /\/staff\/accept\?token=([A-Za-z0-9_-]+)/.exec(newest.text)?.[1];
  if (!token) throw new Error("no accept link in the invitation email");
  return { token, email: newest };
}

async function invite(
  body: { name?: string; email?: string; role?: string; language?: string },
  cookie = owner.cookie,
) {
  const email = body.email ?? newEmail();
  const response = await call("POST", "/api/admin/staff/invitations", cookie, {
    name: "Layla Desk",
    role: "front_desk",
    ...body,
    email,
  });
  return { response, email };
}

const accept = (token: string, password = "sand-dunes-at-dusk-2026") =>
  call("POST", "/api/auth/staff-invitations/accept", undefined, { token, password });

/** A staff member made through the API: invited, accepted, signed in. */
async function staffMember(role = "front_desk") {
  const { email } = await invite({ role });
  const { token } = await emailedToken(email);
  const accepted = await accept(token);
  expect(accepted.statusCode, accepted.body).toBe(201);
  const [row] = await testApp.ctx.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error("no account");
  return { id: row.id, email, cookie: sessionCookieOf(accepted) };
}

describe("[STAFF] invitations", () => {
  it("stops opening once its sender is disabled or no longer manages the role: a member let go leaves no door", async () => {
    const sender = await staffMember("manager");
    const pending = await invite({ role: "front_desk" }, sender.cookie);
    expect(pending.response.statusCode, pending.response.body).toBe(201);
    const { token } = await emailedToken(pending.email);
    const disabled = await call("PATCH", `/api/admin/staff/${sender.id}`, owner.cookie, {
      disabled: true,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);

    const preview = await call("GET", `/api/auth/staff-invitations/${token}`);
    expect(preview.statusCode).toBe(400);
    expect(preview.json().code).toBe("INVITATION_INVALID");
    const refused = await accept(token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("INVITATION_INVALID");
    expect(await testApp.ctx.db.select().from(users).where(eq(users.email, pending.email))).toEqual(
      [],
    );

    // Demoted below managing the role: the same.
    const other = await staffMember("manager");
    const second = await invite({ role: "accountant" }, other.cookie);
    const link = await emailedToken(second.email);
    await call("PATCH", `/api/admin/staff/${other.id}`, owner.cookie, { role: "revenue" });
    expect((await accept(link.token)).json().code).toBe("INVITATION_INVALID");
  });

  it("emails a single-use link in English, and signs the new member in on accepting it", async () => {
    const { response, email } = await invite({ name: "Layla Desk", language: "en" });
    expect(response.statusCode, response.body).toBe(201);
    const { token, email: sent } = await emailedToken(email);
    expect(sent.language).toBe("en");
    expect(sent.subject).toMatch(/invited to the staff console/);
    expect(sent.text).toContain(`${testApp.ctx.config.PUBLIC_URL}/staff/accept?token=${token}`);
    expect(sent.text).toMatch(/Front desk/);
    expect(sent.text).toMatch(/72 hours/);
    // Only the token's SHA-256 is kept, and the audit log never holds the token.
    const stored = await testApp.ctx.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, response.json().data.id));
    expect(stored[0]?.tokenHash).not.toBe(token);
    const [entry] = await testApp.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, response.json().data.id));
    expect(entry).toMatchObject({ action: "staff.invited", actorRole: "owner" });
    expect(JSON.stringify(entry)).not.toContain(token);

    const preview = await call("GET", `/api/auth/staff-invitations/${token}`);
    expect(preview.json()).toMatchObject({
      success: true,
      data: { name: "Layla Desk", email, role: "front_desk" },
    });
    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().user).toMatchObject({ email, role: "front_desk", isStaff: true });
    const me = await call("GET", "/api/auth/get-user", sessionCookieOf(accepted));
    expect(me.json().user).toMatchObject({ email, role: "front_desk" });

    // Single use: the link opens nothing a second time.
    const again = await accept(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("INVITATION_INVALID");
    expect((await call("GET", `/api/auth/staff-invitations/${token}`)).json().code).toBe(
      "INVITATION_INVALID",
    );
  });

  it("writes the email in Arabic when asked; a newer invitation to the same email voids the older", async () => {
    const email = newEmail();
    await invite({ email, language: "en" });
    const first = await emailedToken(email);
    testApp.clock.advance(1000);
    const { response } = await invite({ email, language: "ar", role: "revenue" });
    expect(response.statusCode, response.body).toBe(201);
    const second = await emailedToken(email);
    expect(second.token).not.toBe(first.token);
    expect(second.email.language).toBe("ar");
    expect(second.email.subject).toMatch(/دعوة/);
    expect(second.email.text).toContain("الإيرادات");
    expect(second.email.text).toContain(`/staff/accept?token=${second.token}`);

    expect((await accept(first.token)).json().code).toBe("INVITATION_INVALID");
    const pending = await call("GET", "/api/admin/staff/invitations", owner.cookie);
    const mine = pending.json().data.filter((row: { email: string }) => row.email === email);
    expect(mine).toEqual([expect.objectContaining({ role: "revenue" })]);
    expect((await accept(second.token)).statusCode).toBe(201);
  });

  it("answers 410 once the 72 hours have passed", async () => {
    const { email } = await invite({});
    const { token } = await emailedToken(email);
    testApp.clock.advance(73 * HOUR);
    const preview = await call("GET", `/api/auth/staff-invitations/${token}`);
    expect(preview.statusCode).toBe(410);
    expect(preview.json().code).toBe("INVITATION_EXPIRED");
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(410);
    testApp.clock.set(START);
  });

  it("never invites an email that has an account: a guest's (409, no promotion) or staff's", async () => {
    const guest = await seedUser(testApp.ctx.db, { role: "guest" });
    const refused = await invite({ email: guest.email });
    expect(refused.response.statusCode).toBe(409);
    expect(refused.response.json()).toMatchObject({
      code: "GUEST_ACCOUNT_EXISTS",
      errors: { email: expect.any(String) },
    });
    const [still] = await testApp.ctx.db.select().from(users).where(eq(users.id, guest.id));
    expect(still?.role).toBe("guest");
    const staff = await invite({ email: manager.user.email });
    expect(staff.response.json().code).toBe("STAFF_ACCOUNT_EXISTS");

    // A guest signing up with the email after the invitation was sent: accepting is refused too.
    const { email } = await invite({});
    const { token } = await emailedToken(email);
    await seedUser(testApp.ctx.db, { email, role: "guest" });
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().code).toBe("GUEST_ACCOUNT_EXISTS");
  });

  it("holds the new password to the sign-up's rules", async () => {
    const { email } = await invite({});
    const { token } = await emailedToken(email);
    const short = await accept(token, "short");
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toHaveProperty("password");
    const common = await accept(token, "password123");
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toHaveProperty("password");
    expect((await accept(token)).statusCode).toBe(201);
  });

  it("makes one account of two accepts at once", async () => {
    const { email } = await invite({});
    const { token } = await emailedToken(email);
    const answers = await Promise.all([accept(token), accept(token), accept(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400]);
    const [counted] = await testApp.ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, email));
    expect(counted?.count).toBe(1);
  });

  it("lets a manager invite below manager only, and withdraw invitations of those roles", async () => {
    for (const role of ["owner", "manager"]) {
      const refused = await invite({ role }, manager.cookie);
      expect(refused.response.statusCode, role).toBe(403);
      expect(refused.response.json().code).toBe("FORBIDDEN_FOR_ROLE");
    }
    const allowed = await invite({ role: "accountant" }, manager.cookie);
    expect(allowed.response.statusCode).toBe(201);

    const senior = await invite({ role: "manager" });
    const seniorId = senior.response.json().data.id;
    const refused = await call(
      "DELETE",
      `/api/admin/staff/invitations/${seniorId}`,
      manager.cookie,
    );
    expect(refused.json().code).toBe("FORBIDDEN_FOR_ROLE");
    const withdrawn = await call(
      "DELETE",
      `/api/admin/staff/invitations/${seniorId}`,
      owner.cookie,
    );
    expect(withdrawn.statusCode).toBe(200);
    const { token } = await emailedToken(senior.email);
    expect((await accept(token)).json().code).toBe("INVITATION_INVALID");
    const [entry] = await testApp.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, seniorId), eq(auditLog.action, "staff.invitation-revoked")));
    expect(entry?.actorRole).toBe("owner");
    const again = await call("DELETE", `/api/admin/staff/invitations/${seniorId}`, owner.cookie);
    expect(again.statusCode).toBe(404);
  });
});

describe("[STAFF] the invitation's moves", () => {
  it("are written by invitation-repository.ts alone (pending -> accepted | revoked)", async () => {
    const writers = (await readServerSources())
      .filter(
        ({ text }) =>
          /\.(insert|update|delete)\(staffInvitations\)/.test(text) ||
          /(insert\s+into|update|delete\s+from)\s+"?staff_invitations\b/i.test(text),
      )
      .map(({ file }) => file);
    expect(writers).toEqual(["features/staff/invitation-repository.ts"]);
  });
});

describe("[STAFF] the Staff page", () => {
  it("lists every staff account with its second factor, passkeys, disabled and last sign-in", async () => {
    const member = await staffMember("revenue");
    await testApp.ctx.db.insert(totpSecrets).values({
      userId: member.id,
      secretEncrypted: "not-a-real-secret",
      confirmedAt: START,
    });
    await testApp.ctx.db.insert(passkeys).values([
      { userId: member.id, credentialId: `cred-a-${member.id}`, publicKey: "k", name: "Laptop" },
      { userId: member.id, credentialId: `cred-b-${member.id}`, publicKey: "k", name: "Phone" },
    ]);
    const list = await call("GET", "/api/admin/staff", manager.cookie);
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { id: string; role: string }[];
    expect(rows.find((row) => row.id === member.id)).toEqual({
      id: member.id,
      name: "Layla Desk",
      email: member.email,
      role: "revenue",
      twoFactor: true,
      passkeys: 2,
      disabled: false,
      lastSignInAt: START.toISOString(),
    });
    expect(rows.every((row) => row.role !== "guest")).toBe(true);
  });

  it("changes a role and disables an account: its cookie answers 401 at once", async () => {
    const member = await staffMember("front_desk");
    const changed = await call("PATCH", `/api/admin/staff/${member.id}`, manager.cookie, {
      role: "revenue",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ role: "revenue", disabled: false });

    const disabled = await call("PATCH", `/api/admin/staff/${member.id}`, manager.cookie, {
      disabled: true,
    });
    expect(disabled.json().data).toMatchObject({ disabled: true });
    expect((await call("GET", "/api/auth/get-user", member.cookie)).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/reports/occupancy", member.cookie)).statusCode).toBe(401);

    const enabled = await call("PATCH", `/api/admin/staff/${member.id}`, manager.cookie, {
      disabled: false,
    });
    expect(enabled.json().data).toMatchObject({ disabled: false });
    // Enabling again opens no old session: the member signs in anew.
    expect((await call("GET", "/api/auth/get-user", member.cookie)).statusCode).toBe(401);

    const entries = await testApp.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, member.id));
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        [
          "staff.role-changed",
          { email: member.email, role: "front_desk" },
          { email: member.email, role: "revenue" },
        ],
        [
          "staff.disabled",
          { email: member.email, disabled: false },
          { email: member.email, disabled: true },
        ],
        [
          "staff.enabled",
          { email: member.email, disabled: true },
          { email: member.email, disabled: false },
        ],
      ]),
    );
    // The member's own sign-in (auth.signed-in) is theirs; every staff.* change is the manager's.
    const changes = entries.filter((entry) => entry.action.startsWith("staff."));
    expect(changes).toHaveLength(3);
    expect(changes.every((entry) => entry.actorRole === "manager")).toBe(true);
    // The console's audit log names the role each entry was made with.
    const log = await call("GET", "/api/admin/audit-log?action=staff.disabled", owner.cookie);
    expect(log.statusCode).toBe(200);
    expect(log.json().data.entries[0]).toMatchObject({
      action: "staff.disabled",
      actorEmail: manager.user.email,
      actorRole: "manager",
    });
  });

  it("lets only an owner act on an owner or a manager, or make one (403 FORBIDDEN_FOR_ROLE)", async () => {
    const member = await staffMember("front_desk");
    const cases = [
      call("PATCH", `/api/admin/staff/${owner.user.id}`, manager.cookie, { disabled: true }),
      call("PATCH", `/api/admin/staff/${member.id}`, manager.cookie, { role: "manager" }),
      call("POST", `/api/admin/staff/${owner.user.id}/sign-out`, manager.cookie),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code).toBe("FORBIDDEN_FOR_ROLE");
    }
    const promoted = await call("PATCH", `/api/admin/staff/${member.id}`, owner.cookie, {
      role: "manager",
    });
    expect(promoted.json().data.role).toBe("manager");
  });

  it("refuses one's own account (409 NOT_YOURSELF), a guest or an unknown id (404)", async () => {
    const own = await call("PATCH", `/api/admin/staff/${owner.user.id}`, owner.cookie, {
      role: "manager",
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe("NOT_YOURSELF");
    const guest = await seedUser(testApp.ctx.db);
    const notStaff = await call("PATCH", `/api/admin/staff/${guest.id}`, owner.cookie, {
      role: "manager",
    });
    expect(notStaff.statusCode).toBe(404);
    const [still] = await testApp.ctx.db.select().from(users).where(eq(users.id, guest.id));
    expect(still?.role).toBe("guest");
  });

  it("signs a member out everywhere", async () => {
    const member = await staffMember("accountant");
    const second = await signInAs({ ...member, password: "sand-dunes-at-dusk-2026" });
    const response = await call("POST", `/api/admin/staff/${member.id}/sign-out`, manager.cookie);
    expect(response.json()).toEqual({ success: true, data: { ended: 2 } });
    for (const cookie of [member.cookie, second.cookie])
      expect((await call("GET", "/api/auth/get-user", cookie)).statusCode).toBe(401);
  });

  it("resets a member's second factor: owners only, with a fresh session", async () => {
    const member = await staffMember("front_desk");
    await testApp.ctx.db.insert(totpSecrets).values({
      userId: member.id,
      secretEncrypted: "not-a-real-secret",
      confirmedAt: START,
    });
    await testApp.ctx.db.insert(recoveryCodes).values({ userId: member.id, codeHash: "h" });
    await testApp.ctx.db.insert(passkeys).values({
      userId: member.id,
      credentialId: `cred-${member.id}`,
      publicKey: "k",
      name: "Key",
    });
    const url = `/api/admin/staff/${member.id}/reset-two-factor`;

    const byManager = await call("POST", url, manager.cookie);
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().code).toBe("FORBIDDEN_FOR_ROLE");

    testApp.clock.advance(11 * 60_000);
    const stale = await call("POST", url, owner.cookie);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe("REAUTH_REQUIRED");
    expect(
      await testApp.ctx.db.select().from(passkeys).where(eq(passkeys.userId, member.id)),
    ).toHaveLength(1);

    owner = await signInAs(owner.user);
    const reset = await call("POST", url, owner.cookie);
    expect(reset.json()).toEqual({ success: true });
    for (const table of [totpSecrets, recoveryCodes, passkeys]) {
      const left = await testApp.ctx.db.select().from(table).where(eq(table.userId, member.id));
      expect(left).toEqual([]);
    }
    const [entry] = await testApp.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, member.id), eq(auditLog.action, "staff.two-factor-reset")));
    expect(entry?.before).toMatchObject({ totp: true, passkeys: 1, recoveryCodes: 1 });
    testApp.clock.set(START);
  });

  it("never 500s on hostile bodies", async () => {
    const member = await staffMember("front_desk");
    const hostile: unknown[] = [
      null,
      [],
      "x",
      { role: "admin" },
      { role: "guest" },
      { disabled: "yes" },
      { role: { $ne: 1 } },
      { name: "\u0000", email: "a@b", role: "Owner" },
      { name: "x".repeat(10_000), email: `${"a".repeat(300)}@example.com`, role: "owner " },
      { token: 1, password: [] },
      { token: "x".repeat(500), password: "sand-dunes-at-dusk-2026" },
      { __proto__: { role: "owner" } },
    ];
    for (const body of hostile) {
      for (const [method, url, cookie] of [
        ["PATCH", `/api/admin/staff/${member.id}`, owner.cookie],
        ["POST", "/api/admin/staff/invitations", owner.cookie],
        ["POST", "/api/auth/staff-invitations/accept", undefined],
      ] as const) {
        const response = await call(method, url, cookie, body);
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
      }
    }
    const odd = await call("GET", `/api/auth/staff-invitations/${"%00".repeat(10)}`);
    expect(odd.statusCode).toBe(400);
  });
});

describe("[STAFF] the last owner", () => {
  it("is never disabled or demoted, even by two owners acting on each other at once", async () => {
    const other = await staffMember("owner");
    const [first, second] = await Promise.all([
      call("PATCH", `/api/admin/staff/${other.id}`, owner.cookie, { disabled: true }),
      call("PATCH", `/api/admin/staff/${owner.user.id}`, other.cookie, { role: "manager" }),
    ]);
    const statuses = [first.statusCode, second.statusCode];
    // Whichever went first won; the other found its session ended (401), its role gone (403) or
    // the resort down to one owner (409 LAST_OWNER).
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const loser = first.statusCode === 200 ? second : first;
    expect([401, 403, 409], loser.body).toContain(loser.statusCode);
    const enabledOwners = await testApp.ctx.db
      .select()
      .from(users)
      .where(and(eq(users.role, "owner"), sql`${users.disabledAt} is null`));
    expect(enabledOwners).toHaveLength(1);

    // Asked by another owner (one whose own account went meanwhile): refused either way.
    const [lastOwner] = enabledOwners;
    if (!lastOwner) throw new Error("no owner");
    const actor = { id: randomUUID(), email: "gone@example.com", role: "owner" as const };
    for (const change of [{ disabled: true }, { role: "manager" as const }]) {
      const error = await refusal(updateStaffMember(testApp.ctx, actor, lastOwner.id, change));
      expect(error.code).toBe("LAST_OWNER");
    }
  });
});
