import { waitingListJoinResponseSchema } from "@camp/shared/waiting-list/waiting-list";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { CheckAvailabilityInput } from "./check-availability";

/**
 * What the waiting list is sent: the body check-availability got, a package's marked as one
 * (the single calls already carry their serviceType). Decision 033.
 */
export function toWaitingListBody(input: CheckAvailabilityInput) {
  return input.kind === "single" ? input.request : { ...input.request, serviceType: "package" };
}

/** POST /api/waiting-list: the signed-in guest waits for this sold-out (or short) stay. */
export async function joinWaitingList(input: CheckAvailabilityInput) {
  const body = await apiRequest("/waiting-list", {
    method: "POST",
    body: toWaitingListBody(input),
    schema: waitingListJoinResponseSchema,
  });
  return body.data;
}

export function useJoinWaitingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitingList,
    // My bookings lists the entry: read it again there rather than show a list without it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["waiting-list"] }),
  });
}
