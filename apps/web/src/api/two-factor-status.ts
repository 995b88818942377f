import {
  type TwoFactorStatus,
  twoFactorStatusResponseSchema,
} from "@camp/shared/auth/staff-schemas";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../lib/api-client";

export const twoFactorStatusQueryKey = ["auth", "two-factor"] as const;

/** GET /api/auth/two-factor: the account's authenticator app, recovery codes left and passkeys. */
export async function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  const body = await apiRequest("/auth/two-factor", {
    schema: twoFactorStatusResponseSchema,
    isReauthExempt: true,
  });
  return body.data;
}

/** The security page and the re-authentication dialog read the same answer. */
export function useTwoFactorStatus(options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: twoFactorStatusQueryKey,
    queryFn: getTwoFactorStatus,
    enabled: options.isEnabled ?? true,
  });
}
