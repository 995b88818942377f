import {
  AUDIT_LOG_PAGE_SIZE,
  type AuditLogQuery,
  type AuditLogResponse,
} from "@camp/shared/admin/audit-log";
import { resortInstantOf } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { and, asc, desc, eq, gte, ilike, like, lt, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { auditLog } from "../../db/schema";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filterOf(query: AuditLogQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.action) {
    // "booking" finds every booking.* action; "booking.confirm" only that one.
    conditions.push(
      or(eq(auditLog.action, query.action), like(auditLog.action, `${escapeLike(query.action)}.%`)),
    );
  }
  if (query.actor) conditions.push(ilike(auditLog.actorEmail, `%${escapeLike(query.actor)}%`));
  if (query.from) conditions.push(gte(auditLog.createdAt, resortInstantOf(query.from, "00:00")));
  if (query.to) {
    conditions.push(lt(auditLog.createdAt, resortInstantOf(addDaysIso(query.to, 1), "00:00")));
  }
  return and(...conditions);
}

/** Administrator actions, newest first, a page at a time. */
export async function browseAuditLog(
  db: Executor,
  query: AuditLogQuery,
): Promise<AuditLogResponse["data"]> {
  const where = filterOf(query);
  const [rows, [counted], actions] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_LOG_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_LOG_PAGE_SIZE),
    db.select({ count: sql<string>`count(*)` }).from(auditLog).where(where),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  const total = Number(counted?.count ?? 0);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actorEmail: row.actorEmail,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      before: row.before ?? null,
      after: row.after ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_LOG_PAGE_SIZE)),
    total,
    actions: actions.map((row) => row.action),
  };
}
