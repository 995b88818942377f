/**
 * Makes an existing account an owner, enabled again if it was disabled:
 *   npm run make-admin -- owner@example.com
 * A locked-out owner (authenticator app and passkeys lost, recovery codes gone):
 *   npm run make-admin -- owner@example.com --reset-two-factor
 * removes the account's second factors and ends its sessions; it then signs in with its password
 * and sets up a second factor again.
 * Uses the same configuration as the server (DATABASE_URL or the PGlite folder in DATA_DIR).
 * Stop the server first when it runs on PGlite: the embedded database has one user at a time.
 */
import { readConfigOrExit } from "../config/env";
import { openDatabase } from "../db/database";
import { makeOwner } from "../features/auth/make-owner";

const args = process.argv.slice(2);
const resetTwoFactor = args.includes("--reset-two-factor");
const emails = args.filter((arg) => !arg.startsWith("--"));
const unknown = args.filter((arg) => arg.startsWith("--") && arg !== "--reset-two-factor");
const email = emails[0]?.trim();
if (!email || emails.length > 1 || unknown.length > 0) {
  console.error("Usage: npm run make-admin -- <email of an existing account> [--reset-two-factor]");
  process.exit(1);
}

// The same .env as the server, so DATABASE_URL set there reaches this script too (not the embedded database).
const config = readConfigOrExit();
console.log(
  `Using ${config.DATABASE_URL ? "the PostgreSQL database of DATABASE_URL" : `the embedded database in ${config.DATA_DIR}/db`}.`,
);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const result = await makeOwner(database.db, email, { resetTwoFactor });
  if (!result) {
    console.error(`No account with the email ${email}. Register it on the site first.`);
    process.exitCode = 1;
  } else {
    console.log(`${result.email} is now an owner${result.wasDisabled ? " (enabled again)" : ""}.`);
    if (result.removed) {
      const { totp, recoveryCodes, passkeys } = result.removed;
      console.log(
        `Second factors removed: ${totp} authenticator app, ${recoveryCodes} recovery codes, ${passkeys} passkeys; every session ended. Sign in with the password and set up a second factor again.`,
      );
    }
  }
} finally {
  await database.close();
}
