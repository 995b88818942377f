import { z } from "zod";
import { isIsoDate } from "../dates/stay-dates";

/** GET /api/admin/audit-log: every administrator action, newest first. */

const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
const isoDateParam = z.string().refine(isIsoDate, "Use a date as YYYY-MM-DD");

export const AUDIT_LOG_PAGE_SIZE = 50;

export const auditLogQuerySchema = z.object({
  /** An action (`booking.confirm`) or an area (`booking`, meaning every `booking.*`). */
  action: optionalParam(z.string().trim().max(100)),
  /** Part of the administrator's email, any case. */
  actor: optionalParam(z.string().trim().max(254)),
  /** Dubai days, both included. */
  from: optionalParam(isoDateParam),
  to: optionalParam(isoDateParam),
  page: optionalParam(z.coerce.number().int().min(1).max(100_000)).default(1),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
export type AuditLogFilter = { [Key in keyof AuditLogQuery]?: AuditLogQuery[Key] | undefined };

export const auditLogEntrySchema = z.object({
  id: z.string(),
  /** The staff member's name now (null once the account is gone). */
  actorName: z.string().nullable(),
  actorEmail: z.string(),
  /**
   * The staff member's role when they acted (decision 054): "owner", "front_desk"...; a guest's
   * own actions say "guest". The server always sends it (null only for a row it cannot tell).
   */
  actorRole: z.string().nullable().optional(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /**
   * What the console's sentence tells besides who, what and when: a refund given, a reason, the
   * promo code acted on, and a rate edit's unit type, nights (both included) and what it set
   * (AED, nights; null: taken back to the catalogue's / no rule).
   */
  details: z.object({
    refundAmount: z.number().optional(),
    reason: z.string().optional(),
    code: z.string().optional(),
    rates: z
      .object({
        unitType: z.string(),
        from: z.string(),
        to: z.string(),
        nightlyRate: z.number().nullable().optional(),
        weekendRate: z.number().nullable().optional(),
        minNights: z.number().nullable().optional(),
        maxNights: z.number().nullable().optional(),
        closedToArrival: z.boolean().nullable().optional(),
        closedToDeparture: z.boolean().nullable().optional(),
      })
      .optional(),
    /** The weekend's days before and after a change of them (decision 046), 0 Sunday to 6 Saturday. */
    weekendDays: z
      .object({ before: z.array(z.number().int()), after: z.array(z.number().int()) })
      .optional(),
  }),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    entries: z.array(auditLogEntrySchema),
    page: z.number().int(),
    pageCount: z.number().int(),
    total: z.number().int(),
    /** Every action recorded so far, for the filter's choices. */
    actions: z.array(z.string()),
  }),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
