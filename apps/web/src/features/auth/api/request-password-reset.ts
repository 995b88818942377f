import {
  type ForgotPasswordInput,
  forgotPasswordInputSchema,
  forgotPasswordResponseSchema,
} from "@camp/shared/auth/auth-schemas";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export { forgotPasswordInputSchema as requestPasswordResetInputSchema };

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function requestPasswordReset(input: ForgotPasswordInput) {
  return apiRequest("/auth/forgot-password", {
    method: "POST",
    body: input,
    schema: forgotPasswordResponseSchema,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
