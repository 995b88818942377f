import { authMessages } from "@camp/shared/auth/auth-messages";
import type { RegisterInput } from "@camp/shared/auth/auth-schemas";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/database-errors";
import { incrementCounter } from "../rate-limits/rate-limit-repository";
import { isCommonPassword } from "./common-passwords";
import { assertRegistrationAllowed } from "./login-throttle";
import { hashPassword } from "./password";
import { sendResetLink } from "./request-password-reset";
import {
  findUserByEmail,
  insertUser,
  isUnclaimedGuestRecord,
  type UserWithEmail,
} from "./user-repository";

/** A new account, or the email of a guest record staff made, which was sent a set-password link. */
export type Registration = { kind: "created"; user: UserWithEmail } | { kind: "claim-email-sent" };

/**
 * Registering with the email of a guest record staff made at the desk (decision 055) makes no
 * second account and signs nobody in: the record's email gets the password-reset link, in the
 * record's language, and owning that mailbox is the proof, as for a reset. The link's page sets
 * the password; from then on the record is the guest's account, with the bookings staff made.
 * Those links count towards the reset's limit per email, so nobody fills a guest's mailbox.
 */
async function claimGuestRecord(ctx: AppContext, record: UserWithEmail): Promise<Registration> {
  const now = ctx.clock.now();
  const sent = await incrementCounter(ctx.db, `reset:email:${record.email}`, {
    now,
    windowStart: new Date(now.getTime() - 60 * 60_000),
  });
  if (sent > ctx.config.PASSWORD_RESET_MAX_PER_EMAIL_PER_HOUR) {
    throw new AppError("TOO_MANY_ATTEMPTS", authMessages.tooManyAttempts);
  }
  await sendResetLink(ctx, record);
  return { kind: "claim-email-sent" };
}

export async function registerUser(
  ctx: AppContext,
  input: RegisterInput,
  address: string,
): Promise<Registration> {
  await assertRegistrationAllowed(ctx, address);
  const emailTaken = () =>
    new AppError("EMAIL_TAKEN", authMessages.emailTaken, { email: authMessages.emailTaken });

  // The schema checks the length; the list of common passwords is too big for it (it runs in the browser too).
  if (await isCommonPassword(input.password)) {
    throw new AppError("VALIDATION_ERROR", authMessages.passwordTooCommon, {
      password: authMessages.passwordTooCommon,
    });
  }
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing && isUnclaimedGuestRecord(existing)) return claimGuestRecord(ctx, existing);
  if (existing) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await insertUser(ctx.db, {
      name: input.name,
      email: input.email,
      passwordHash,
      phone: input.phone ?? null,
      ...(input.language ? { language: input.language } : {}),
    });
    return { kind: "created", user };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two sign-ups with one email at the same moment, or staff made a guest record with it
    // meanwhile: the unique index decides, and the row that won says which answer this is.
    const winner = await findUserByEmail(ctx.db, input.email);
    if (winner && isUnclaimedGuestRecord(winner)) return claimGuestRecord(ctx, winner);
    throw emailTaken();
  }
}
