import { staffMessages } from "@camp/shared/auth/staff-messages";
import {
  type AccountRole,
  rolesManagedBy,
  type StaffRole,
} from "@camp/shared/auth/staff-permissions";
import { AppError } from "../../lib/app-error";

/**
 * Who may act on whom (decision 054): a manager manages the roles below manager; only an owner
 * invites, changes, disables or signs out an owner or a manager, or makes someone one.
 */
export function assertMayManageRoles(
  actorRole: AccountRole,
  roles: readonly (StaffRole | undefined)[],
): void {
  const managed = rolesManagedBy(actorRole);
  if (roles.some((role) => role !== undefined && !managed.includes(role)))
    throw new AppError("FORBIDDEN_FOR_ROLE", staffMessages.forbiddenForRole);
}

/** A staff member acts on the Staff page only on others; their own account has its own page. */
export function assertNotYourself(actorId: string, targetId: string): void {
  if (actorId === targetId) throw new AppError("NOT_YOURSELF", staffMessages.notYourself);
}
