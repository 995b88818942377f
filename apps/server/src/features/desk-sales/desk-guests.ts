import { deletedEmailOf } from "@camp/shared/auth/account-data";
import { staffMessages } from "@camp/shared/auth/staff-messages";
import type { StaffBookingGuest } from "@camp/shared/desk-sales/desk-sales";
import { deskSalesMessages } from "@camp/shared/desk-sales/desk-sales-messages";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/database-errors";
import {
  findEmaillessGuestRecordByPhone,
  findUserByEmail,
  insertGuestRecord,
  type UserRow,
} from "../auth/user-repository";
import { keepAccountPhone } from "../bookings/guest-phone-repository";

/** The account a staff booking belongs to, and where and in which language its emails go. */
export type DeskGuest = {
  userId: string;
  /** Null for a caller who gave a phone alone: no email is ever queued for them. */
  email: string | null;
  /** The account's own language where it had one; staff's choice for a record made now. */
  language: "en" | "ar";
  /** Whether this call made the guest record. */
  isNew: boolean;
};

/**
 * The account a booking staff take is for (decision 055), inside the booking's transaction:
 *
 * - With an email: the account whose email it is, any case. A guest's own account keeps its name
 *   and language (the guest chose that language on their account page; staff's guess on the phone
 *   does not replace it) and gains the phone staff gave if it had none (the rule of
 *   keepAccountPhone). A staff account's email is refused (409 STAFF_ACCOUNT_EXISTS): a staff
 *   member's own account is not a guest's. A disabled account is a staff account (only staff are
 *   disabled), so it is refused the same way. A deleted account no longer has its email (it
 *   became `deleted-<id>@invalid`): its former owner's email makes a new guest record, and the
 *   anonymised address itself is refused as not an email staff can book for.
 * - With a phone alone: the guest record made earlier for the same phone without an email, which
 *   nobody has claimed (no password); a caller's account with a password and that phone is not
 *   taken from a phone call alone, since a phone proves nothing about who is calling.
 * - Otherwise a new guest record: role guest, no password, the name, email, phone and language
 *   staff typed. Two bookings at once for one new email end with one record: the unique index on
 *   lower(email) decides, and the loser (its insert undone to a savepoint) takes the winner's.
 */
export async function findOrCreateDeskGuest(
  tx: Executor,
  guest: StaffBookingGuest,
): Promise<DeskGuest> {
  const phone = guest.phone ?? null;
  if (guest.email) {
    const email = guest.email.toLowerCase();
    const existing = await findUserByEmail(tx, email);
    if (existing) return matched(tx, existing, guest);
    try {
      // A savepoint: a unique violation undoes only this insert, not the booking's transaction.
      const made = await tx.transaction((savepoint) =>
        insertGuestRecord(savepoint, { name: guest.name, email, phone, language: guest.language }),
      );
      return { userId: made.id, email, language: made.language, isNew: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const winner = await findUserByEmail(tx, email);
      if (!winner) throw error;
      return matched(tx, winner, guest);
    }
  }
  if (!phone) {
    // The schema asks for one of the two; a caller that skipped it gets the schema's answer.
    throw new AppError("VALIDATION_ERROR", deskSalesMessages.guestContactRequired, {
      "guest.phone": deskSalesMessages.guestContactRequired,
    });
  }
  // One phone-only record per phone: two bookings at once for one new phone wait for each other.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`desk-guest-phone:${phone}`}))`);
  const record = await findEmaillessGuestRecordByPhone(tx, phone);
  if (record) {
    return { userId: record.id, email: null, language: record.language, isNew: false };
  }
  const made = await insertGuestRecord(tx, {
    name: guest.name,
    email: null,
    phone,
    language: guest.language,
  });
  return { userId: made.id, email: null, language: made.language, isNew: true };
}

/** The existing account an email matched: a guest's, or refused. */
async function matched(
  tx: Executor,
  account: UserRow & { email: string },
  guest: StaffBookingGuest,
): Promise<DeskGuest> {
  if (account.role !== "guest" || account.disabledAt !== null) {
    throw new AppError("STAFF_ACCOUNT_EXISTS", staffMessages.staffAccountExists, {
      "guest.email": staffMessages.staffAccountExists,
    });
  }
  if (account.email === deletedEmailOf(account.id)) {
    throw new AppError("VALIDATION_ERROR", deskSalesMessages.guestEmailInvalid, {
      "guest.email": deskSalesMessages.guestEmailInvalid,
    });
  }
  await keepAccountPhone(tx, account.id, guest.phone);
  return { userId: account.id, email: account.email, language: account.language, isNew: false };
}
