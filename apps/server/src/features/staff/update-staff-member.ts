import { staffMessages } from "@camp/shared/auth/staff-messages";
import type { StaffMember, StaffUpdateInput } from "@camp/shared/auth/staff-schemas";
import type { Executor } from "../../db/database";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import { deleteSessionsOfUser } from "../auth/session-repository";
import { lockUser, type UserRow } from "../auth/user-repository";
import {
  findStaffAccount,
  listStaffAccounts,
  lockEnabledOwners,
  type StaffRow,
  updateStaffAccount,
} from "./staff-repository";
import { assertMayManageRoles, assertNotYourself } from "./staff-rules";

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    twoFactor: row.twoFactor,
    passkeys: row.passkeys,
    disabled: row.disabledAt !== null,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

export async function listStaffMembers(ctx: AppContext): Promise<StaffMember[]> {
  return (await listStaffAccounts(ctx.db)).map(toStaffMember);
}

/** Whether the change takes away an enabled owner: a demotion or a disabling of one. */
function isOwnerLost(target: UserRow, input: StaffUpdateInput): boolean {
  if (target.role !== "owner" || target.disabledAt !== null) return false;
  return (input.role !== undefined && input.role !== "owner") || input.disabled === true;
}

/** The audit entries of a change: the role's, and the disabling's or enabling's. */
async function auditStaffUpdate(
  tx: Executor,
  actor: AuditActor,
  target: UserRow,
  change: { role?: StaffMember["role"]; disabled?: boolean },
): Promise<void> {
  const entry = { actor, entityType: "user", entityId: target.id } as const;
  if (change.role !== undefined)
    await recordAdminAction(tx, {
      ...entry,
      action: "staff.role-changed",
      before: { email: target.email, role: target.role },
      after: { email: target.email, role: change.role },
    });
  if (change.disabled !== undefined)
    await recordAdminAction(tx, {
      ...entry,
      action: change.disabled ? "staff.disabled" : "staff.enabled",
      before: { email: target.email, disabled: !change.disabled },
      after: { email: target.email, disabled: change.disabled },
    });
}

/**
 * A new role and/or disabled (or enabled again) for a member of staff. Disabling ends every session
 * of the account in the same transaction, so its next request answers 401. The enabled owners are
 * locked first: two owners demoting or disabling each other at once cannot leave the resort none.
 */
export async function updateStaffMember(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  input: StaffUpdateInput,
): Promise<StaffMember> {
  assertNotYourself(actor.id, id);
  return ctx.db.transaction(async (tx) => {
    const enabledOwners = await lockEnabledOwners(tx);
    const target = await lockUser(tx, id);
    if (!target || target.role === "guest") throw notFound("Staff member not found");
    assertMayManageRoles(actor.role, [target.role, input.role]);
    if (isOwnerLost(target, input) && enabledOwners <= 1)
      throw new AppError("LAST_OWNER", staffMessages.lastOwner);
    const change = {
      ...(input.role !== undefined && input.role !== target.role ? { role: input.role } : {}),
      ...(input.disabled !== undefined && input.disabled !== (target.disabledAt !== null)
        ? { disabled: input.disabled }
        : {}),
    };
    await updateStaffAccount(tx, id, {
      ...(change.role ? { role: change.role } : {}),
      ...(change.disabled === undefined
        ? {}
        : { disabledAt: change.disabled ? ctx.clock.now() : null }),
    });
    if (change.disabled) await deleteSessionsOfUser(tx, id);
    await auditStaffUpdate(tx, actor, target, change);
    const updated = await findStaffAccount(tx, id);
    if (!updated) throw notFound("Staff member not found");
    return toStaffMember(updated);
  });
}
