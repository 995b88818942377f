import { type RegisterInput, userResponseSchema } from "@camp/shared/auth/auth-schemas";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export function register(input: RegisterInput) {
  return apiRequest("/auth/register", { method: "POST", body: input, schema: userResponseSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
