import { authMessages } from "@camp/shared/auth/auth-messages";
import type { RegisterInput } from "@camp/shared/auth/auth-schemas";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/database-errors";
import { isCommonPassword } from "./common-passwords";
import { assertRegistrationAllowed } from "./login-throttle";
import { hashPassword } from "./password";
import { findUserByEmail, insertUser } from "./user-repository";

export async function registerUser(ctx: AppContext, input: RegisterInput, address: string) {
  await assertRegistrationAllowed(ctx, address);
  const emailTaken = () =>
    new AppError("EMAIL_TAKEN", authMessages.emailTaken, { email: authMessages.emailTaken });

  // The schema checks the length; the list of common passwords is too big for it (it runs in the browser too).
  if (await isCommonPassword(input.password)) {
    throw new AppError("VALIDATION_ERROR", authMessages.passwordTooCommon, {
      password: authMessages.passwordTooCommon,
    });
  }
  if (await findUserByEmail(ctx.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await insertUser(ctx.db, {
      name: input.name,
      email: input.email,
      passwordHash,
      phone: input.phone ?? null,
      ...(input.language ? { language: input.language } : {}),
    });
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
