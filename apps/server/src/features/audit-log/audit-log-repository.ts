import type { AuditAction } from "@camp/shared/admin/audit-actions";
import type { AccountRole } from "@camp/shared/auth/staff-permissions";
import type { Executor } from "../../db/database";
import { auditLog } from "../../db/schema";

/** Who acted: the role is recorded as it was at that moment. */
export type AuditActor = { id: string; email: string; role: AccountRole };

export type AuditEntry = {
  actor: AuditActor;
  /** What was done, from the closed list the console has a sentence for (admin/audit-actions.ts). */
  action: AuditAction;
  entityType: string;
  entityId?: string;
  before?: unknown;
  after?: unknown;
};

/**
 * Records one administrator action. Call it with the transaction that makes the change, so the log
 * and the change are written together or not at all.
 */
export async function recordAdminAction(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    actorRole: entry.actor.role,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
