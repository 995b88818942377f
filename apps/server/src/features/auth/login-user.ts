import { authMessages, type LoginInput } from "@camp/shared/auth/auth-schemas";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from "./login-throttle";
import { getDummyHash, verifyPassword } from "./password";
import { findUserByEmail } from "./user-repository";

/**
 * Checks the credentials and answers the user, or one 401 message for both an unknown email and a
 * wrong password, so the answer never tells which accounts exist.
 */
export async function authenticateUser(ctx: AppContext, input: LoginInput, address: string) {
  await assertLoginAllowed(ctx, input.email, address);

  const user = await findUserByEmail(ctx.db, input.email);
  const isValid = await verifyPassword(
    user?.passwordHash ?? (await getDummyHash()),
    input.password,
  );
  if (!user || !isValid) {
    await recordLoginFailure(ctx, input.email, address);
    throw new AppError("INVALID_CREDENTIALS", 401, authMessages.invalidCredentials);
  }

  await clearLoginFailures(ctx, input.email);
  return user;
}
