import {
  DELETED_GUEST_NAME,
  type DeleteAccountInput,
  deletedEmailOf,
} from "@camp/shared/auth/account-data";
import { authMessages } from "@camp/shared/auth/auth-messages";
import { resortToday } from "@camp/shared/dates/resort-dates";
import type { AppContext } from "../../lib/app-context";
import { AppError, forbidden } from "../../lib/app-error";
import { recordAdminAction } from "../audit-log/audit-log-repository";
import { deleteDevicesOfUser } from "../auth/known-device-repository";
import { beginLoginAttempt, endLoginAttemptWithSuccess } from "../auth/login-throttle";
import { checkAccountPassword } from "../auth/password";
import { retireResetTokensOfUser } from "../auth/password-reset-repository";
import { deleteSessionsOfUser } from "../auth/session-repository";
import { anonymiseUser, findUserById, lockUser } from "../auth/user-repository";
import { hasStayToCome } from "../bookings/booking-repository";
import { forgetGuestContactOfUser } from "../bookings/booking-state-machine";
import { deleteMessagesFrom } from "../contact/contact-repository";
import { deleteEmailsTo } from "../email/email-outbox";
import { forgetGuestDetailsOfUser, hasPaymentUnderway } from "../quotes/quote-repository";

/** No argon2 hash looks like this, so no password ever matches it (checkAccountPassword answers false). */
const UNUSABLE_PASSWORD_HASH = "!deleted";

/**
 * A guest deletes their own account (decision 031). The password is asked again, and counted as a
 * sign-in attempt, so a borrowed signed-in browser cannot do it and guessing is slowed as at sign-in.
 * Refused while a stay is still to come or a payment is under way (they would lose their way to
 * it). Otherwise, in one transaction: the account loses its name, email, phone and password and
 * every session; the bookings lose the phone and wishes; contact messages and mail to the address
 * go. The bookings themselves, their money records and any issued tax document stay: UAE tax law
 * keeps them for five years.
 */
export async function deleteGuestAccount(
  ctx: AppContext,
  userId: string,
  input: DeleteAccountInput,
  address: string,
): Promise<void> {
  const now = ctx.clock.now();
  const today = resortToday(now);
  const deletedEmail = deletedEmailOf(userId);
  const asker = await findUserById(ctx.db, userId);
  if (!asker) throw new AppError("UNAUTHENTICATED", authMessages.notSignedIn);
  if (asker.role !== "guest") throw forbidden(authMessages.staffAccountNotDeletable);
  // Only a signed-in account asks, and one without an email (a guest record made at the desk)
  // cannot sign in; were it ever to ask, it has no password to prove, so it is refused as one.
  const askerEmail = asker.email;
  if (askerEmail === null) {
    throw new AppError("VALIDATION_ERROR", authMessages.passwordIncorrect, {
      password: authMessages.passwordIncorrect,
    });
  }
  // The session proves who is asking; the throttle's account-wide counter is only for strangers.
  const attempt = await beginLoginAttempt(ctx, {
    email: askerEmail,
    address,
    isKnownDevice: true,
  });
  if (!(await checkAccountPassword(asker.passwordHash, input.password))) {
    throw new AppError("VALIDATION_ERROR", authMessages.passwordIncorrect, {
      password: authMessages.passwordIncorrect,
    });
  }
  await endLoginAttemptWithSuccess(ctx, attempt);

  await ctx.db.transaction(async (tx) => {
    // Locked: a second deletion waits, and finds the account already gone.
    const user = await lockUser(tx, userId);
    if (!user || user.email !== askerEmail) {
      throw new AppError("UNAUTHENTICATED", authMessages.notSignedIn);
    }
    if ((await hasStayToCome(tx, userId, today)) || (await hasPaymentUnderway(tx, userId))) {
      throw new AppError("ACCOUNT_HAS_UPCOMING_BOOKINGS", authMessages.accountHasUpcomingBookings);
    }

    await deleteMessagesFrom(tx, askerEmail);
    await deleteEmailsTo(tx, askerEmail);
    await forgetGuestContactOfUser(tx, userId);
    await forgetGuestDetailsOfUser(tx, userId);
    await retireResetTokensOfUser(tx, userId, now);
    await deleteDevicesOfUser(tx, userId);
    await deleteSessionsOfUser(tx, userId);
    await anonymiseUser(tx, userId, {
      name: DELETED_GUEST_NAME,
      email: deletedEmail,
      passwordHash: UNUSABLE_PASSWORD_HASH,
    });
    // Who asked is the account itself, named as it is now: the log keeps no trace of the address.
    await recordAdminAction(tx, {
      actor: { id: userId, email: deletedEmail, role: "guest" },
      action: "account.deleted",
      entityType: "account",
      entityId: userId,
      after: { email: deletedEmail, name: DELETED_GUEST_NAME },
    });
  });
}
