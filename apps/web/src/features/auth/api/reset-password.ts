import {
  type ResetPasswordInput,
  resetPasswordInputSchema,
  userResponseSchema,
} from "@camp/shared/auth/auth-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { userQueryKey } from "../../../api/get-user";
import { apiRequest } from "../../../lib/api-client";

export { resetPasswordInputSchema };

/** Sets a new password with the emailed link's token; the server signs the guest in. */
export function resetPassword(input: ResetPasswordInput) {
  return apiRequest("/auth/reset-password", {
    method: "POST",
    body: input,
    schema: userResponseSchema,
  });
}

/** Stores the signed-in user at once, as sign-in does. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (body) => queryClient.setQueryData(userQueryKey, body.user),
  });
}
