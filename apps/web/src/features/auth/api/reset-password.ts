import { type ResetPasswordInput, resetPasswordInputSchema } from "@camp/shared/auth/auth-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { userQueryKey } from "../../../api/get-user";
import { apiRequest } from "../../../lib/api-client";
import { loginResponseSchema } from "./login";

export { resetPasswordInputSchema };

/**
 * Sets a new password with the emailed link's token; the server signs the guest in, or, for an
 * account with a second factor, answers as sign-in does: the second step is still to come.
 */
export function resetPassword(input: ResetPasswordInput) {
  return apiRequest("/auth/reset-password", {
    method: "POST",
    body: input,
    schema: loginResponseSchema,
  });
}

/** Stores the signed-in user at once, as sign-in does. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (body) => {
      if ("user" in body) queryClient.setQueryData(userQueryKey, body.user);
    },
  });
}
