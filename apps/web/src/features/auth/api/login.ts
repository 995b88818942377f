import { type LoginInput, userResponseSchema } from "@camp/shared/auth/auth-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { userQueryKey } from "../../../api/get-user";
import { apiRequest } from "../../../lib/api-client";

export function login(input: LoginInput) {
  return apiRequest("/auth/login", {
    method: "POST",
    body: input,
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
