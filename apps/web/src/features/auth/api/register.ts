import { type RegisterInput, userResponseSchema } from "@camp/shared/auth/auth-schemas";
import { useMutation } from "@tanstack/react-query";
import { i18n, toLanguage } from "../../../i18n/i18n";
import { apiRequest } from "../../../lib/api-client";

export function register(input: RegisterInput) {
  // The site's language goes along: the account's emails are written in it.
  return apiRequest("/auth/register", {
    method: "POST",
    body: { ...input, language: input.language ?? toLanguage(i18n.language) },
    schema: userResponseSchema,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
