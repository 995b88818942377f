import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** DELETE /api/waiting-list/:id: the guest leaves the list; an offer's hold is let go. */
export async function leaveWaitingList(entryId: string) {
  await apiRequest(`/waiting-list/${encodeURIComponent(entryId)}`, { method: "DELETE" });
}

export function useLeaveWaitingList(entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveWaitingList(entryId),
    // Also when refused (already booked or lapsed): the list then shows where the entry stands.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["waiting-list"] }),
  });
}
