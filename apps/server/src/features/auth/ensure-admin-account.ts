import type { FastifyBaseLogger } from "fastify";
import { type Config, ConfigError } from "../../config/env";
import type { Executor } from "../../db/database";
import { isUniqueViolation } from "../../lib/database-errors";
import { isCommonPassword } from "./common-passwords";
import { hashPassword } from "./password";
import { findUserByEmail, hasEnabledOwner, insertUser, updateUserRole } from "./user-repository";

/**
 * ADMIN_PASSWORD passes the same rules as a sign-up: parseEnv checks the length, this the list of
 * common passwords (too big for the configuration schema). Runs before the database is opened.
 */
export async function assertAdminPasswordAllowed(config: Config): Promise<void> {
  if (config.ADMIN_PASSWORD && (await isCommonPassword(config.ADMIN_PASSWORD))) {
    throw new ConfigError([
      "ADMIN_PASSWORD is too common (it is on the list of leaked passwords); choose another",
    ]);
  }
}

/**
 * The account of ADMIN_EMAIL, made sure of at every start: created as an owner (decision 054) with
 * ADMIN_PASSWORD when missing, made an owner when it exists and the resort has no enabled owner.
 * Once there is one, the owners decide roles on the Staff page: a restart must not undo their
 * demoting of this account. An existing account keeps its password, so one changed on the site (or
 * reset) is not put back at the next restart.
 */
export async function ensureAdminAccount(
  db: Executor,
  config: Config,
  log: Pick<FastifyBaseLogger, "info" | "warn">,
): Promise<void> {
  const email = config.ADMIN_EMAIL;
  const password = config.ADMIN_PASSWORD;
  if (!email || !password) return;
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    try {
      await insertUser(db, {
        name: "Owner",
        email,
        passwordHash: await hashPassword(password),
        role: "owner",
      });
      log.info(`ADMIN_EMAIL: created the owner account ${email}`);
      return;
    } catch (error) {
      // Another process starting at the same moment created it: promote that one instead.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  if (existing?.role === "owner") return;
  if (await hasEnabledOwner(db)) {
    log.warn(
      `ADMIN_EMAIL: ${email} is not an owner and the resort has one; its role is left to the owners (Staff page, or npm run make-admin)`,
    );
    return;
  }
  await updateUserRole(db, email, "owner");
  log.info(`ADMIN_EMAIL: ${email} is now an owner (its password is unchanged)`);
}
