import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { staffQueryKey } from "./get-staff";

const doneSchema = z.object({ success: z.literal(true) });

/**
 * POST /api/admin/staff/:id/reset-two-factor (owners): removes the account's authenticator app,
 * recovery codes and passkeys. It asks for a fresh second factor (401 REAUTH_REQUIRED), which the
 * API client's re-authentication dialog gets before sending the call again.
 */
export async function resetStaffTwoFactor(id: string) {
  await apiRequest(`/admin/staff/${id}/reset-two-factor`, { method: "POST", schema: doneSchema });
}

export function useResetStaffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetStaffTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
