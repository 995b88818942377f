import type { AppContext } from "../../lib/app-context";
import { notFound } from "../../lib/app-error";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import { countDeletedSessionsOfUser } from "../auth/session-repository";
import { deleteSecondFactorsOfUser } from "../auth/two-factor-repository";
import { findStaffAccount } from "./staff-repository";
import { assertMayManageRoles, assertNotYourself } from "./staff-rules";

/** The staff member another staff member acts on: 404 for a guest or an unknown id. */
async function findTarget(ctx: AppContext, actor: AuditActor, id: string) {
  assertNotYourself(actor.id, id);
  const target = await findStaffAccount(ctx.db, id);
  if (!target) throw notFound("Staff member not found");
  assertMayManageRoles(actor.role, [target.role]);
  return target;
}

/** Signs a staff member out everywhere (a lost phone, a shared computer); answers how many ended. */
export async function signOutStaffMember(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
): Promise<number> {
  const target = await findTarget(ctx, actor, id);
  return ctx.db.transaction(async (tx) => {
    const ended = await countDeletedSessionsOfUser(tx, id);
    await recordAdminAction(tx, {
      actor,
      action: "staff.signed-out",
      entityType: "user",
      entityId: id,
      after: { email: target.email, endedSessions: ended },
    });
    return ended;
  });
}

/**
 * Removes a locked-out staff member's second factors (authenticator app, recovery codes, passkeys)
 * and ends their sessions: they sign in again with their password and enrol a new one. Who holds
 * their old phone or key opens nothing any more.
 */
export async function resetStaffTwoFactor(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
): Promise<void> {
  const target = await findTarget(ctx, actor, id);
  await ctx.db.transaction(async (tx) => {
    const removed = await deleteSecondFactorsOfUser(tx, id);
    const ended = await countDeletedSessionsOfUser(tx, id);
    await recordAdminAction(tx, {
      actor,
      action: "staff.two-factor-reset",
      entityType: "user",
      entityId: id,
      before: {
        email: target.email,
        totp: removed.totp > 0,
        passkeys: removed.passkeys,
        recoveryCodes: removed.recoveryCodes,
      },
      after: { email: target.email, totp: false, passkeys: 0, endedSessions: ended },
    });
  });
}
