import { accountSessionSchema } from "@camp/shared/auth/staff-schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../lib/api-client";

export const accountSessionsQueryKey = ["auth", "sessions"] as const;

const sessionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(accountSessionSchema),
});
const signedOutResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ ended: z.number().int() }),
});

/** GET /api/auth/sessions: where this account is signed in, newest first (guests and staff). */
export async function getAccountSessions() {
  return (await apiRequest("/auth/sessions", { schema: sessionsResponseSchema })).data;
}

export function useAccountSessions() {
  return useQuery({ queryKey: accountSessionsQueryKey, queryFn: getAccountSessions });
}

/** DELETE /api/auth/sessions/:id: signs that browser out. */
export function endSession(id: string) {
  return apiRequest(`/auth/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** POST /api/auth/sessions/sign-out-others: every session of the account but this one ends. */
export async function signOutOtherSessions() {
  const body = await apiRequest("/auth/sessions/sign-out-others", {
    method: "POST",
    body: {},
    schema: signedOutResponseSchema,
  });
  return body.data;
}

/** After either, the list is read again. */
function useSessionsChange<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}

export const useEndSession = () => useSessionsChange(endSession);
export const useSignOutOtherSessions = () =>
  useSessionsChange((_: undefined) => signOutOtherSessions());
