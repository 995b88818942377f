import { authMessages } from "@camp/shared/auth/auth-messages";
import type { EmailLanguageInput } from "@camp/shared/auth/auth-schemas";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { hasEmail, updateUserLanguage } from "./user-repository";

/**
 * The language of the account's emails, as the guest chose it on their account page. It is set from
 * the site's language at sign-up and changes only here: every email to the guest is written in it,
 * whichever page's language triggered the email.
 */
export async function setEmailLanguage(ctx: AppContext, userId: string, input: EmailLanguageInput) {
  const user = await updateUserLanguage(ctx.db, userId, input.language);
  // The account was deleted (anonymised) by another tab between the session check and now.
  // One without an email (a guest record made at the desk) has no session to ask with.
  if (!user || !hasEmail(user)) throw new AppError("UNAUTHENTICATED", authMessages.notSignedIn);
  return user;
}
