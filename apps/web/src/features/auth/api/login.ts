import { type LoginInput, userResponseSchema } from "@camp/shared/auth/auth-schemas";
import { secondFactorRequiredSchema } from "@camp/shared/auth/staff-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { userQueryKey } from "../../../api/get-user";
import { apiRequest } from "../../../lib/api-client";

/** Signed in, or the password was right and a second step is still to come (decision 054). */
export const loginResponseSchema = z.union([userResponseSchema, secondFactorRequiredSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export function login(input: LoginInput) {
  return apiRequest("/auth/login", {
    method: "POST",
    body: input,
    schema: loginResponseSchema,
  });
}

/** Signs in and stores the user, so the whole app knows at once (spec section 4, Session). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (body) => {
      if ("user" in body) queryClient.setQueryData(userQueryKey, body.user);
    },
  });
}
