/**
 * Every action the audit log records, as `<area>.<verb>`: the closed list the server writes
 * (audit-log-repository.ts takes only these) and the console turns into a sentence in the staff
 * member's language (a test holds every one to a sentence in English and Arabic).
 */
export const AUDIT_ACTIONS = [
  "booking.confirm",
  "booking.decline",
  "booking.cancel",
  "booking.check-in",
  "booking.check-out",
  "booking.no-show",
  "booking.undo-check-in",
  "booking.undo-check-out",
  "booking.undo-no-show",
  "booking.note",
  "room-type.create",
  "room-type.update",
  "camp.create",
  "camp.update",
  "parking.update",
  "closure.create",
  "closure.reopen",
  "image.upload",
  "image.update",
  "image.delete",
  "image.reorder",
  "contact-message.handle",
  "contact-message.reopen",
  "extra.create",
  "extra.update",
  "extra.deactivate",
  "extra.activate",
  "extra.picture",
  "rates.updated",
  "weekend_days.updated",
  "promo_code.created",
  "promo_code.updated",
  "tax_settings.updated",
  "account.deleted",
  "documents.reissued",
  "calendar_feed.added",
  "calendar_feed.updated",
  "calendar_feed.removed",
  "calendar_feed.conflict_resolved",
  "calendar_export.rotated",
  "auth.signed-in",
  "auth.second-factor-failed",
  "auth.two-factor-enrolled",
  "auth.two-factor-removed",
  "auth.recovery-codes-renewed",
  "staff.invited",
  "staff.invitation-revoked",
  "staff.role-changed",
  "staff.disabled",
  "staff.enabled",
  "staff.signed-out",
  "staff.two-factor-reset",
  "bookings.created_by_staff",
  "payments.taken",
  "payment_links.cancelled",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/**
 * "booking.undo-check-in" -> "bookingUndoCheckIn", "promo_code.created" -> "promoCodeCreated": a
 * translation key (i18next reads "." as a path).
 */
export function auditActionKey(action: AuditAction): string {
  return action.replace(/[._-](\w)/g, (_, letter: string) => letter.toUpperCase());
}
