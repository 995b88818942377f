import type { AuditAction } from "@camp/shared/admin/audit-actions";
import type { AccountRole } from "@camp/shared/auth/staff-permissions";
import type { Executor } from "../../db/database";
import { recordAdminAction } from "../audit-log/audit-log-repository";

/**
 * Records a sign-in event of a staff account (signed in, a wrong second factor, a second factor
 * added or removed, recovery codes renewed) in the audit log, as done by the account itself.
 * Guest accounts are skipped: the audit log is the console's record of who held the staff's keys,
 * and a guest's sign-ins and second factors are theirs, listed on their own account page.
 */
export async function recordAuthEvent(
  db: Executor,
  account: { id: string; email: string; role: AccountRole },
  action: Extract<AuditAction, `auth.${string}`>,
  details: { before?: unknown; after?: unknown } = {},
): Promise<void> {
  if (account.role === "guest") return;
  await recordAdminAction(db, {
    actor: { id: account.id, email: account.email, role: account.role },
    action,
    entityType: "user",
    entityId: account.id,
    ...details,
  });
}
