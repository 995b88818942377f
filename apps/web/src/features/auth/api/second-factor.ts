import { type UserResponse, userResponseSchema } from "@camp/shared/auth/auth-schemas";
import type { SecondFactorInput } from "@camp/shared/auth/staff-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { userQueryKey } from "../../../api/get-user";
import { apiRequest } from "../../../lib/api-client";
import { answerWithPasskey } from "../../../lib/passkeys";

/** POST /api/auth/login/second-factor: the authenticator's code or one recovery code. */
export function completeSecondFactor(input: SecondFactorInput) {
  return apiRequest("/auth/login/second-factor", {
    method: "POST",
    body: input,
    schema: userResponseSchema,
  });
}

/** The second step answered with a passkey instead of a code. */
export async function completeSecondFactorWithPasskey() {
  const body = await answerWithPasskey<unknown>(
    "/auth/passkeys/second-factor/options",
    "/auth/passkeys/second-factor",
  );
  return userResponseSchema.parse(body);
}

/** A passkey alone signs a staff member in, without the password (passwordless sign-in). */
export async function signInWithPasskey() {
  const body = await answerWithPasskey<unknown>(
    "/auth/passkeys/sign-in/options",
    "/auth/passkeys/sign-in",
  );
  return userResponseSchema.parse(body);
}

/** Each way to finish signing in stores the user, so the whole app knows at once. */
function useSignInMutation<Input>(mutationFn: (input: Input) => Promise<UserResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (body) => queryClient.setQueryData(userQueryKey, body.user),
  });
}

export const useCompleteSecondFactor = () => useSignInMutation(completeSecondFactor);
export const useSecondFactorPasskey = () =>
  useSignInMutation((_: undefined) => completeSecondFactorWithPasskey());
export const useSignInWithPasskey = () => useSignInMutation((_: undefined) => signInWithPasskey());
