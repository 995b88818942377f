/**
 * Gives an existing account the administrator role (catalogue and picture writes):
 *   npm run make-admin -- guest@example.com
 * Uses the same configuration as the server (DATABASE_URL or the PGlite folder in DATA_DIR).
 * Stop the server first when it runs on PGlite: the embedded database has one user at a time.
 */
import { readConfigOrExit } from "../config/env";
import { openDatabase } from "../db/database";
import { updateUserRole } from "../features/auth/user-repository";

const email = process.argv[2]?.trim();
if (!email) {
  console.error("Usage: npm run make-admin -- <email of an existing account>");
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
  const user = await updateUserRole(database.db, email, "owner");
  if (!user) {
    console.error(`No account with the email ${email}. Register it on the site first.`);
    process.exitCode = 1;
  } else {
    console.log(`${user.email} is now an owner.`);
  }
} finally {
  await database.close();
}
