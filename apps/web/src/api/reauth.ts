import { type ReauthInput, reauthResponseSchema } from "@camp/shared/auth/staff-schemas";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../lib/api-client";
import { answerWithPasskey } from "../lib/passkeys";

/**
 * POST /api/auth/reauth: the second factor again (or the password, on an account without one)
 * marks the session fresh for the riskiest actions (decision 054).
 */
export function reauthenticate(input: ReauthInput) {
  return apiRequest("/auth/reauth", {
    method: "POST",
    body: input,
    schema: reauthResponseSchema,
    isReauthExempt: true,
  });
}

/** The same with a passkey. */
export async function reauthenticateWithPasskey() {
  const body = await answerWithPasskey<unknown>(
    "/auth/passkeys/reauth/options",
    "/auth/passkeys/reauth",
    { isReauthExempt: true },
  );
  return reauthResponseSchema.parse(body);
}

export const useReauthenticate = () => useMutation({ mutationFn: reauthenticate });
export const useReauthenticateWithPasskey = () =>
  useMutation({ mutationFn: (_: undefined) => reauthenticateWithPasskey() });
