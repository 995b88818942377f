import { type RegisterInput, registerResponseSchema } from "@camp/shared/auth/auth-schemas";
import { useMutation } from "@tanstack/react-query";
import { i18n, toLanguage } from "../../../i18n/i18n";
import { apiRequest } from "../../../lib/api-client";

/**
 * A new account (201), or, for the email of a guest record staff made at the desk, the answer that
 * a set-password link was sent to it (202): no account is made and nobody is signed in.
 */
export function register(input: RegisterInput) {
  // The site's language goes along: the account's emails are written in it.
  return apiRequest("/auth/register", {
    method: "POST",
    body: { ...input, language: input.language ?? toLanguage(i18n.language) },
    schema: registerResponseSchema,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
