import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { calendarFeedsQueryKey } from "./get-calendar-feeds";

const resolvedSchema = z.object({ success: z.literal(true) });

/**
 * POST /api/admin/calendar-feeds/conflicts/{eventId}/resolve: staff have dealt with a double sale;
 * it stays listed, marked resolved.
 */
export async function resolveConflict(eventId: string) {
  await apiRequest(`/admin/calendar-feeds/conflicts/${eventId}/resolve`, {
    method: "POST",
    schema: resolvedSchema,
  });
}

export function useResolveConflict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveConflict,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedsQueryKey }),
  });
}
