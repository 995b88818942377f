import {
  AUDIT_LOG_PAGE_SIZE,
  type AuditLogEntry,
  type AuditLogQuery,
  type AuditLogResponse,
} from "@camp/shared/admin/audit-log";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import { resortInstantOf } from "@camp/shared/dates/resort-dates";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { rateEditSchema } from "@camp/shared/rates/rate-schemas";
import { and, asc, desc, eq, gte, ilike, like, lt, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../../db/database";
import { auditLog, users } from "../../db/schema";

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

/**
 * What an entry's sentence tells besides who, what and when: a refund (fils in the entry, AED out)
 * and a reason where an action recorded them, a promo code's code, a rate edit as it was sent, the
 * weekend's days before and after.
 */
function detailsOf(entityType: string, before: unknown, after: unknown): AuditLogEntry["details"] {
  if (typeof after !== "object" || after === null) return {};
  const values = after as Record<string, unknown>;
  const refund = values.refundMinor;
  return {
    ...(typeof refund === "number" && refund > 0 ? { refundAmount: toMajorUnits(refund) } : {}),
    ...(typeof values.reason === "string" ? { reason: values.reason } : {}),
    ...(entityType === "promo_code" && typeof values.code === "string"
      ? { code: values.code }
      : {}),
    ...(entityType === "rates" ? ratesOf(values) : {}),
    ...(entityType === "rate_settings" ? weekendDaysOf(before, values) : {}),
  };
}

const daysSchema = z.object({ weekendDays: z.array(z.number().int()) });

/** A change of the weekend's days (decision 046): the days before and after. */
function weekendDaysOf(
  before: unknown,
  after: Record<string, unknown>,
): Pick<AuditLogEntry["details"], "weekendDays"> {
  const was = daysSchema.safeParse(before);
  const is = daysSchema.safeParse(after);
  if (!was.success || !is.success) return {};
  return { weekendDays: { before: was.data.weekendDays, after: is.data.weekendDays } };
}

/** A rate edit as it was sent (rateEditSchema): its nights and only the fields it set. */
function ratesOf(values: Record<string, unknown>): Pick<AuditLogEntry["details"], "rates"> {
  const parsed = rateEditSchema.safeParse(values);
  if (!parsed.success) return {};
  return { rates: parsed.data };
}

/** Administrator actions, newest first, a page at a time. */
export async function browseAuditLog(
  db: Executor,
  query: AuditLogQuery,
): Promise<AuditLogResponse["data"]> {
  const where = filterOf(query);
  const [rows, [counted], actions] = await Promise.all([
    db
      .select({ entry: auditLog, actorName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_LOG_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_LOG_PAGE_SIZE),
    db.select({ count: sql<string>`count(*)` }).from(auditLog).where(where),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  const total = Number(counted?.count ?? 0);
  return {
    entries: rows.map(({ entry, actorName }) => ({
      id: entry.id,
      actorName,
      actorEmail: entry.actorEmail,
      actorRole: entry.actorRole,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      details: detailsOf(entry.entityType, entry.before, entry.after),
      createdAt: entry.createdAt.toISOString(),
    })),
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_LOG_PAGE_SIZE)),
    total,
    actions: actions.map((row) => row.action),
  };
}
