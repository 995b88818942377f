import { authMessages } from "@camp/shared/auth/auth-messages";
import type { LoginInput } from "@camp/shared/auth/auth-schemas";
import { staffMessages } from "@camp/shared/auth/staff-messages";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { isKnownDevice } from "./known-devices";
import { beginLoginAttempt, endLoginAttemptWithSuccess } from "./login-throttle";
import { checkAccountPassword } from "./password";
import { findUserByEmail } from "./user-repository";

/**
 * Checks the credentials and answers the user, or one 401 message for both an unknown email and a
 * wrong password, so the answer never tells which accounts exist. The attempt is counted before the
 * password is checked: a failure needs no further write, and parallel guesses cannot outrun the count.
 * `deviceToken` is the browser's device cookie: a browser that signed in to this account before is
 * not held up by the account-wide limit.
 */
export async function authenticateUser(
  ctx: AppContext,
  input: LoginInput,
  client: { address: string; deviceToken: string | undefined },
) {
  const attempt = await beginLoginAttempt(ctx, {
    email: input.email,
    address: client.address,
    isKnownDevice: await isKnownDevice(ctx, client.deviceToken, input.email),
  });

  const user = await findUserByEmail(ctx.db, input.email);
  // A guest record made at the desk has no password until the guest sets one: wrong, like any other.
  const isValid = await checkAccountPassword(user?.passwordHash, input.password);
  if (!user || !isValid) {
    throw new AppError("INVALID_CREDENTIALS", authMessages.invalidCredentials);
  }

  await endLoginAttemptWithSuccess(ctx, attempt);
  // Told only after the right password: a guesser learns nothing about the account from it.
  if (user.disabledAt) throw new AppError("ACCOUNT_DISABLED", staffMessages.accountDisabled);
  // The page's language says nothing about the account's: the guest sets that on their account page.
  return user;
}
