import type {
  Passkey,
  PasskeyRegisterInput,
  PasskeyRenameInput,
} from "@camp/shared/auth/passkey-schemas";
import type { AppContext } from "../../lib/app-context";
import { notFound } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/database-errors";
import type { AuditActor } from "../audit-log/audit-log-repository";
import { recordAuthEvent } from "./auth-audit";
import {
  countPasskeyOptions,
  passkeyInvalid,
  startPasskeyRegistration,
  verifyPasskeyRegistration,
} from "./passkey-ceremonies";
import {
  deletePasskeyOf,
  insertPasskey,
  type PasskeyRow,
  renamePasskeyOf,
} from "./passkey-repository";

/** An account's own passkeys: add one, rename one, remove one; never another account's. */

const passkeyOf = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const passkeyNotFound = () => notFound("Passkey not found");

/** What the audit log keeps of a staff member's passkey added or removed (guests' are not logged). */
const detailsOf = (row: PasskeyRow) => ({ method: "passkey", name: row.name });

/** Options for a new passkey of the account, counted per hour (PASSKEY_OPTIONS_MAX_PER_ACCOUNT_PER_HOUR). */
export async function startAddingPasskey(
  ctx: AppContext,
  user: { id: string; email: string; name: string },
) {
  await countPasskeyOptions(ctx, `register:${user.id}`);
  return startPasskeyRegistration(ctx, user);
}

/** Adds the passkey the authenticator answered with, under the name its owner gave it. */
export async function registerPasskey(
  ctx: AppContext,
  actor: AuditActor,
  input: PasskeyRegisterInput,
): Promise<Passkey> {
  const credential = await verifyPasskeyRegistration(ctx, actor.id, input);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const inserted = await insertPasskey(tx, {
        userId: actor.id,
        ...credential,
        name: input.name,
        now: ctx.clock.now(),
      });
      await recordAuthEvent(tx, actor, "auth.two-factor-enrolled", { after: detailsOf(inserted) });
      return inserted;
    });
    return passkeyOf(row);
  } catch (error) {
    // The same authenticator credential registered before (by this account or another).
    if (isUniqueViolation(error)) throw passkeyInvalid();
    throw error;
  }
}

export async function renamePasskey(
  ctx: AppContext,
  userId: string,
  passkeyId: string,
  input: PasskeyRenameInput,
): Promise<Passkey> {
  const row = await renamePasskeyOf(ctx.db, { id: passkeyId, userId, name: input.name });
  if (!row) throw passkeyNotFound();
  return passkeyOf(row);
}

export async function removePasskey(
  ctx: AppContext,
  actor: AuditActor,
  passkeyId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await deletePasskeyOf(tx, { id: passkeyId, userId: actor.id });
    if (!row) throw passkeyNotFound();
    await recordAuthEvent(tx, actor, "auth.two-factor-removed", { before: detailsOf(row) });
  });
}
