import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "../src/config/env";
import { seedUser } from "../src/db/factories";
import {
  assertAdminPasswordAllowed,
  ensureAdminAccount,
} from "../src/features/auth/ensure-admin-account";
import { findUserByEmail } from "../src/features/auth/user-repository";
import { createTestApp, type TestApp } from "./helpers/test-app";

const silent = { info: () => {}, warn: () => {} };
const opened: TestApp[] = [];
afterAll(async () => {
  for (const testApp of opened) await testApp.close();
});

async function login(testApp: TestApp, email: string, password: string) {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
  });
  return response;
}

describe("[ROLE] ADMIN_EMAIL and ADMIN_PASSWORD", () => {
  it("creates the administrator account at start-up, which can then sign in as one", async () => {
    const testApp = await createTestApp({
      ADMIN_EMAIL: "Boss@Resort.example",
      ADMIN_PASSWORD: "dune-sunset-lantern-42",
    });
    opened.push(testApp);
    const response = await login(testApp, "boss@resort.example", "dune-sunset-lantern-42");
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      email: "boss@resort.example",
      isStaff: true,
      role: "owner",
    });
  });

  it("promotes an existing guest and leaves its password as it was", async () => {
    const testApp = await createTestApp();
    opened.push(testApp);
    const guest = await seedUser(testApp.ctx.db, { email: "owner@resort.example" });
    const config = {
      ...testApp.ctx.config,
      ADMIN_EMAIL: guest.email,
      ADMIN_PASSWORD: "a-new-one-99x",
    };
    await ensureAdminAccount(testApp.ctx.db, config, silent);
    await ensureAdminAccount(testApp.ctx.db, config, silent); // a second start changes nothing

    expect((await findUserByEmail(testApp.ctx.db, guest.email))?.role).toBe("owner");
    expect((await login(testApp, guest.email, guest.password)).statusCode).toBe(200);
    expect((await login(testApp, guest.email, "a-new-one-99x")).statusCode).toBe(401);
  });

  it("leaves the account's role to the owners once the resort has one: a restart undoes no demotion", async () => {
    const testApp = await createTestApp();
    opened.push(testApp);
    await seedUser(testApp.ctx.db, { role: "owner" });
    const member = await seedUser(testApp.ctx.db, { role: "front_desk" });
    const warnings: string[] = [];
    const config = {
      ...testApp.ctx.config,
      ADMIN_EMAIL: member.email,
      ADMIN_PASSWORD: "x-dune-42-y",
    };
    await ensureAdminAccount(testApp.ctx.db, config, {
      info: () => {},
      warn: (message: string) => void warnings.push(message),
    });
    expect((await findUserByEmail(testApp.ctx.db, member.email))?.role).toBe("front_desk");
    expect(warnings).toEqual([expect.stringContaining("its role is left to the owners")]);
  });

  it("needs both variables or neither, naming the missing one", () => {
    expect(() => parseEnv({ ADMIN_EMAIL: "boss@resort.example" })).toThrow(
      /ADMIN_PASSWORD is required when ADMIN_EMAIL is set/,
    );
    expect(() => parseEnv({ ADMIN_PASSWORD: "dune-sunset-lantern-42" })).toThrow(
      /ADMIN_EMAIL is required when ADMIN_PASSWORD is set/,
    );
    expect(parseEnv({}).ADMIN_EMAIL).toBeUndefined();
  });

  it("checks the password by the sign-up rules without ever printing it", async () => {
    let problem: unknown;
    try {
      parseEnv({ ADMIN_EMAIL: "boss@resort.example", ADMIN_PASSWORD: "short7!" });
    } catch (error) {
      problem = error;
    }
    expect(problem).toBeInstanceOf(ConfigError);
    expect(String((problem as ConfigError).message)).toMatch(/ADMIN_PASSWORD must be at least 8/);
    expect(String((problem as ConfigError).message)).not.toContain("short7!");

    expect(() => parseEnv({ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "x".repeat(12) })).toThrow(
      /ADMIN_EMAIL must be an email address/,
    );

    // startApp runs this before it opens the database.
    const common = assertAdminPasswordAllowed(
      parseEnv({ ADMIN_EMAIL: "boss@resort.example", ADMIN_PASSWORD: "password123" }),
    );
    await expect(common).rejects.toThrow(/ADMIN_PASSWORD is too common/);
    await expect(common).rejects.not.toThrow(/password123/);
  });
});
