import {
  recoveryCodesResponseSchema,
  totpSetupResponseSchema,
  twoFactorChangeResponseSchema,
} from "@camp/shared/auth/staff-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { userQueryKey } from "../../../api/get-user";
import { twoFactorStatusQueryKey } from "../../../api/two-factor-status";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/auth/two-factor/totp/setup: a new secret, its otpauth URL and QR code (not on yet). */
export async function setupTotp() {
  const body = await apiRequest("/auth/two-factor/totp/setup", {
    method: "POST",
    body: {},
    schema: totpSetupResponseSchema,
  });
  return body.data;
}

/** POST /api/auth/two-factor/totp/confirm: the app's first code turns it on; the recovery codes. */
export async function confirmTotp(code: string) {
  const body = await apiRequest("/auth/two-factor/totp/confirm", {
    method: "POST",
    body: { code },
    schema: recoveryCodesResponseSchema,
  });
  return body.data;
}

/** DELETE /api/auth/two-factor/totp (a fresh second factor first: the dialog asks). */
export async function removeTotp() {
  const body = await apiRequest("/auth/two-factor/totp", {
    method: "DELETE",
    schema: twoFactorChangeResponseSchema,
  });
  return body.data;
}

/** POST /api/auth/two-factor/recovery-codes: a new set; the old codes stop working. */
export async function makeRecoveryCodes() {
  const body = await apiRequest("/auth/two-factor/recovery-codes", {
    method: "POST",
    body: {},
    schema: recoveryCodesResponseSchema,
  });
  return body.data;
}

/**
 * A change of the account's second factors: the security page's status and the session's user
 * (whether it has one, whether it must still enrol) are read again, so the console opens at once.
 */
export function useSecondFactorChange<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey }),
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
      ]);
    },
  });
}

export const useSetupTotp = () => useMutation({ mutationFn: (_: undefined) => setupTotp() });
export const useConfirmTotp = () => useSecondFactorChange(confirmTotp);
export const useRemoveTotp = () => useSecondFactorChange((_: undefined) => removeTotp());
export const useMakeRecoveryCodes = () =>
  useSecondFactorChange((_: undefined) => makeRecoveryCodes());
