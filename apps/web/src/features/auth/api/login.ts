import { type LoginInput, userResponseSchema } from "@camp/shared/auth/auth-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { userQueryKey } from "../../../api/get-user";
import { i18n, toLanguage } from "../../../i18n/i18n";
import { apiRequest } from "../../../lib/api-client";

export function login(input: LoginInput) {
  // The site's language goes along: the account's emails are written in it.
  return apiRequest("/auth/login", {
    method: "POST",
    body: { ...input, language: input.language ?? toLanguage(i18n.language) },
    schema: userResponseSchema,
  });
}

/** Signs in and stores the user, so the whole app knows at once (spec section 4, Session). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (body) => queryClient.setQueryData(userQueryKey, body.user),
  });
}
