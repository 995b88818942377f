import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { staffQueryKey } from "./get-staff";

const endedSchema = z.object({ success: z.literal(true), data: z.object({ ended: z.number() }) });

/** POST /api/admin/staff/:id/sign-out: ends every session of the account; how many ended. */
export async function signOutStaff(id: string) {
  return (await apiRequest(`/admin/staff/${id}/sign-out`, { method: "POST", schema: endedSchema }))
    .data;
}

export function useSignOutStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
