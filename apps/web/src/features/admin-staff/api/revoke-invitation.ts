import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { staffQueryKey } from "./get-staff";

const doneSchema = z.object({ success: z.literal(true) });

/** DELETE /api/admin/staff/invitations/:id: the emailed link stops working at once. */
export async function revokeInvitation(id: string) {
  await apiRequest(`/admin/staff/invitations/${id}`, { method: "DELETE", schema: doneSchema });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
