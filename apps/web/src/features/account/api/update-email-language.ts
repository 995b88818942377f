import {
  type EmailLanguageInput,
  emailLanguageInputSchema,
  userResponseSchema,
} from "@camp/shared/auth/auth-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { userQueryKey } from "../../../api/get-user";
import { apiRequest } from "../../../lib/api-client";

export { emailLanguageInputSchema };

/** PUT /api/auth/me/language: the language every email to the account is written in. */
export function updateEmailLanguage(input: EmailLanguageInput) {
  return apiRequest("/auth/me/language", {
    method: "PUT",
    body: input,
    schema: userResponseSchema,
  });
}

/** The answer is the user as the server keeps it now: every part of the app reads it at once. */
export function useUpdateEmailLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailLanguage,
    onSuccess: (body) => queryClient.setQueryData(userQueryKey, body.user),
  });
}
