import type { Database } from "../../db/database";
import { deleteSessionsOfUser } from "./session-repository";
import { deleteSecondFactorsOfUser } from "./two-factor-repository";
import { findUserByEmail, makeEnabledOwner } from "./user-repository";

export type MakeOwnerResult = {
  email: string;
  wasDisabled: boolean;
  /** What `resetTwoFactor` removed; null when it was not asked for. */
  removed: { totp: number; recoveryCodes: number; passkeys: number; sessions: boolean } | null;
};

/**
 * `npm run make-admin -- <email> [--reset-two-factor]`, run by whoever runs the server: the
 * account becomes an enabled owner; with `resetTwoFactor`, its authenticator app, recovery codes
 * and passkeys are removed and every session ended, so an owner who lost them signs in with the
 * password and enrols again. Answers null when no account has the email. Not in the audit log,
 * which records what a signed-in staff member did; this is done at the server's console.
 */
export async function makeOwner(
  db: Database,
  email: string,
  options: { resetTwoFactor: boolean },
): Promise<MakeOwnerResult | null> {
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return null;
    await makeEnabledOwner(tx, user.id);
    const result = { email: user.email, wasDisabled: user.disabledAt !== null, removed: null };
    if (!options.resetTwoFactor) return result;
    const removed = await deleteSecondFactorsOfUser(tx, user.id);
    await deleteSessionsOfUser(tx, user.id);
    return { ...result, removed: { ...removed, sessions: true } };
  });
}
