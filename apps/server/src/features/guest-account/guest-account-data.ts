import type { AccountData } from "@camp/shared/auth/account-data";
import { toMajorUnits } from "@camp/shared/catalogue/money";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { listSessionsOfUser } from "../auth/session-repository";
import { findUserById, hasEmail } from "../auth/user-repository";
import {
  listBookingsOfUser,
  listChangesOfBookings,
  listPaymentsOfBookings,
} from "../bookings/booking-repository";
import { toStoredBooking } from "../bookings/stored-booking";
import { listMessagesFrom } from "../contact/contact-repository";
import { toBookingDocuments } from "../documents/booking-documents";
import { listDocumentsOfBooking } from "../documents/documents-repository";
import { listEmailsTo } from "../email/email-outbox";
import { incrementCounter } from "../rate-limits/rate-limit-repository";

/** A copy is a few queries and can be large: a handful an hour is plenty for one account. */
const EXPORTS_PER_HOUR = 10;

async function assertExportAllowed(ctx: AppContext, userId: string) {
  const now = ctx.clock.now();
  const count = await incrementCounter(ctx.db, `account-data:user:${userId}`, {
    now,
    windowStart: new Date(now.getTime() - 60 * 60_000),
  });
  if (count > EXPORTS_PER_HOUR) {
    throw new AppError("TOO_MANY_ATTEMPTS", "Too many downloads. Please try again in an hour.");
  }
}

/**
 * A mail's text as the copy shows it: a link's single-use token (a password reset's) is left out,
 * or a borrowed signed-in browser could turn a copy of the data into the account's password.
 */
const withoutTokens = (text: string) => text.replace(/([?&]token=)[^\s&"'<>]+/g, "$1[removed]");

/**
 * Everything the resort keeps about one guest (decision 031, the right of access): the account,
 * each booking with its lines, payments, documents and changes, the messages they sent, the mail written to
 * them and where they are signed in. No password hash, session token or card number.
 */
export async function exportGuestData(ctx: AppContext, userId: string): Promise<AccountData> {
  await assertExportAllowed(ctx, userId);
  const user = await findUserById(ctx.db, userId);
  // Signed in, so the account has an email (a guest record without one cannot sign in).
  if (!user || !hasEmail(user)) throw new AppError("UNAUTHENTICATED", "Please sign in to continue");
  const rows = await listBookingsOfUser(ctx.db, userId);
  const ids = rows.map((row) => row.id);
  const [payments, changes, messages, emails, sessions, documents] = await Promise.all([
    listPaymentsOfBookings(ctx.db, ids),
    listChangesOfBookings(ctx.db, ids),
    listMessagesFrom(ctx.db, user.email),
    listEmailsTo(ctx.db, user.email),
    listSessionsOfUser(ctx.db, userId),
    Promise.all(ids.map((id) => listDocumentsOfBooking(ctx.db, id))),
  ]);
  const termsOf = (terms: { checkIn: string; checkOut: string; totalMinor: number }) => ({
    checkIn: terms.checkIn,
    checkOut: terms.checkOut,
    totalAmount: toMajorUnits(terms.totalMinor),
  });
  return {
    exportedAt: ctx.clock.now().toISOString(),
    profile: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      language: user.language,
      createdAt: user.createdAt.toISOString(),
    },
    bookings: rows.map((row, index) => ({
      ...toStoredBooking(row),
      documents: toBookingDocuments(documents[index] ?? []),
      guestPhone: row.guestPhone,
      payments: payments
        .filter((payment) => payment.bookingId === row.id)
        .map((payment) => ({
          kind: payment.kind,
          amount: toMajorUnits(payment.amountMinor),
          at: payment.createdAt.toISOString(),
        })),
      changes: changes
        .filter((change) => change.bookingId === row.id)
        .map((change) => ({
          at: change.createdAt.toISOString(),
          from: termsOf(change.fromTerms),
          to: termsOf(change.toTerms),
        })),
    })),
    messages: messages.map((message) => ({
      name: message.name,
      message: message.message,
      sentAt: message.createdAt.toISOString(),
    })),
    emails: emails.map((email) => ({
      subject: email.subject,
      text: withoutTokens(email.text),
      status: email.status,
      createdAt: email.createdAt.toISOString(),
      sentAt: email.sentAt?.toISOString() ?? null,
    })),
    signIns: sessions.map((session) => ({
      startedAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      browser: session.userAgent,
    })),
  };
}
