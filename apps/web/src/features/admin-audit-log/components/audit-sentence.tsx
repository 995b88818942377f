import { auditActionKey, isAuditAction } from "@camp/shared/admin/audit-actions";
import type { AuditLogEntry } from "@camp/shared/admin/audit-log";
import { isStaffRole, STAFF_ROLE_NAMES } from "@camp/shared/auth/staff-permissions";
import { bookingReference } from "@camp/shared/booking/booking-reference";
import { paths } from "@camp/shared/routes/site-paths";
import type { TFunction } from "i18next";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Language } from "../../../i18n/i18n";
import { formatNumber, formatPrice, formatResortTime, formatStayDate } from "../../../lib/format";
import { formatWeekDays } from "../../../lib/week-days";

const dayMonth = new Map<Language, Intl.DateTimeFormat>();
/** "25 Nov" on the resort's calendar, in the page's language. */
function formatDayMonth(iso: string, language: Language): string {
  let format = dayMonth.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === "ar" ? "ar-AE" : "en-GB", {
      timeZone: "Asia/Dubai",
      day: "numeric",
      month: "short",
      year: "numeric",
    });
    dayMonth.set(language, format);
  }
  return format.format(new Date(iso));
}

type RateEditDetails = NonNullable<AuditLogEntry["details"]["rates"]>;

/** "Master room, 1 Dec 2026 to 5 Dec 2026: nightly rate AED 1,200; stays need at least 2 nights." */
function describeRateEdit(edit: RateEditDetails, language: Language, t: TFunction): string {
  const price = (amount: number) => formatPrice(amount, language);
  const nights = (count: number) => ({ count, nights: formatNumber(count, language) });
  const changes = [
    edit.nightlyRate === null
      ? t("auditSentences.rateSet.nightlyRateCleared")
      : edit.nightlyRate !== undefined &&
        t("auditSentences.rateSet.nightlyRate", { price: price(edit.nightlyRate) }),
    edit.weekendRate === null
      ? t("auditSentences.rateSet.weekendRateCleared")
      : edit.weekendRate !== undefined &&
        t("auditSentences.rateSet.weekendRate", { price: price(edit.weekendRate) }),
    edit.minNights === null
      ? t("auditSentences.rateSet.minNightsCleared")
      : edit.minNights !== undefined && t("adminRates.describe.minNights", nights(edit.minNights)),
    edit.maxNights === null
      ? t("auditSentences.rateSet.maxNightsCleared")
      : edit.maxNights !== undefined && t("adminRates.describe.maxNights", nights(edit.maxNights)),
    edit.closedToArrival === true
      ? t("adminRates.describe.closedToArrival")
      : edit.closedToArrival === false && t("auditSentences.rateSet.openToArrival"),
    edit.closedToDeparture === true
      ? t("adminRates.describe.closedToDeparture")
      : edit.closedToDeparture === false && t("auditSentences.rateSet.openToDeparture"),
  ].filter((change): change is string => typeof change === "string");
  const unitTypes: Record<string, string> = {
    master: t("adminRates.unitTypes.master"),
    kids: t("adminRates.unitTypes.kids"),
    camp: t("adminRates.unitTypes.camp"),
    parking: t("adminRates.unitTypes.parking"),
  };
  return t("auditSentences.rates", {
    unitType: unitTypes[edit.unitType] ?? edit.unitType,
    from: formatStayDate(edit.from, language),
    to: formatStayDate(edit.to, language),
    changes: changes.join(t("adminRates.describe.separator")),
  });
}

/** A staff role's name in the page's language; a value the console does not know, as recorded. */
function roleName(role: unknown, language: Language): string | null {
  if (typeof role !== "string") return null;
  return isStaffRole(role) ? STAFF_ROLE_NAMES[role][language] : role;
}

/**
 * Who acted, with the role they held when they did ("Fatima Staff, Front desk (fatima@…)"): the
 * name as the account has it now, or "a former staff member" once the account is gone. Name, role
 * and email are each isolated, so an Arabic role never runs into a Latin name or email.
 */
function ActorName({ entry, language }: { entry: AuditLogEntry; language: Language }) {
  const { actorName: name, actorEmail: email } = entry;
  const { actorRole } = entry;
  const role = actorRole && isStaffRole(actorRole) ? STAFF_ROLE_NAMES[actorRole][language] : null;
  const key = name
    ? role
      ? "auditSentences.actorWithRole"
      : "auditSentences.actor"
    : role
      ? "auditSentences.formerStaffWithRole"
      : "auditSentences.formerStaff";
  return (
    <Trans
      i18nKey={key}
      components={{
        name: <bdi>{name}</bdi>,
        role: <span>{role}</span>,
        email: <bdi dir="ltr">{email}</bdi>,
      }}
    />
  );
}

/** A value of an entry's before/after record ("email", "role"), when it holds one. */
function recorded(values: unknown, field: string): unknown {
  return values && typeof values === "object" ? (values as Record<string, unknown>)[field] : null;
}

/**
 * Whom a staff.* entry acted on, as the server recorded it: the member's email, and their role
 * (the new one for a role change, with the old one beside it).
 */
function staffTargetOf(entry: AuditLogEntry, language: Language) {
  const email = recorded(entry.after, "email") ?? recorded(entry.before, "email");
  return {
    email: typeof email === "string" ? email : null,
    role: roleName(recorded(entry.after, "role") ?? recorded(entry.before, "role"), language),
    roleBefore: roleName(recorded(entry.before, "role"), language),
  };
}

/** The i18n key of an action's sentence; an action this console does not know reads generically. */
export function sentenceKeyOf(action: string): string {
  return isAuditAction(action) ? auditActionKey(action) : "unknown";
}

/**
 * One audit entry as a sentence in the staff member's language: "Fatima (fatima@…) confirmed
 * booking A25A-7B54 at 14:05, 25 Nov 2026.", the booking reference linked to the booking.
 */
export function AuditSentence({ entry, language }: { entry: AuditLogEntry; language: Language }) {
  const { t } = useTranslation();
  const target = staffTargetOf(entry, language);
  const when = t("auditSentences.when", {
    time: formatResortTime(entry.createdAt, language),
    date: formatDayMonth(entry.createdAt, language),
  });
  const bookingId = entry.entityType === "booking" ? entry.entityId : null;
  return (
    <p>
      <Trans
        i18nKey={`auditSentences.${sentenceKeyOf(entry.action)}` as "auditSentences.unknown"}
        values={{ when, role: target.role ?? "", roleBefore: target.roleBefore ?? "" }}
        components={{
          actor: (
            <bdi className="font-semibold text-dune-900" dir={language === "ar" ? "rtl" : "ltr"}>
              <ActorName entry={entry} language={language} />
            </bdi>
          ),
          member: target.email ? (
            <bdi className="font-semibold text-dune-900" dir="ltr">
              {target.email}
            </bdi>
          ) : (
            <span>{t("auditSentences.someStaffMember")}</span>
          ),
          booking: bookingId ? (
            <Link
              to={paths.adminBooking(bookingId)}
              className="font-semibold text-dune-800 underline"
              dir="ltr"
            >
              {bookingReference(bookingId)}
            </Link>
          ) : (
            <span />
          ),
        }}
      />
      {entry.details.refundAmount !== undefined && (
        <>
          {" "}
          {t("auditSentences.refund", {
            amount: formatPrice(entry.details.refundAmount, language),
          })}
        </>
      )}
      {entry.details.code !== undefined && (
        <>
          {" "}
          <bdi>{t("auditSentences.code", { code: entry.details.code })}</bdi>
        </>
      )}
      {entry.details.rates !== undefined && (
        <> {describeRateEdit(entry.details.rates, language, t)}</>
      )}
      {entry.details.weekendDays !== undefined && (
        <>
          {" "}
          {t("auditSentences.weekendDays", {
            after: formatWeekDays(entry.details.weekendDays.after, language),
            before: formatWeekDays(entry.details.weekendDays.before, language),
          })}
        </>
      )}
      {entry.details.reason !== undefined && (
        <>
          {" "}
          <bdi>{t("auditSentences.reason", { reason: entry.details.reason })}</bdi>
        </>
      )}
    </p>
  );
}
