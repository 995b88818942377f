import { feedSyncResultSchema } from "@camp/shared/channels/calendar-feeds";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { calendarFeedsQueryKey } from "./get-calendar-feeds";

const syncedSchema = z.object({ success: z.literal(true), data: feedSyncResultSchema });

/**
 * POST /api/admin/calendar-feeds/{id}/sync: runs that import now. A fetch that failed is still an
 * answer (outcome "failed" and its error), not a refusal.
 */
export async function syncCalendarFeed(id: string) {
  return (
    await apiRequest(`/admin/calendar-feeds/${id}/sync`, { method: "POST", schema: syncedSchema })
  ).data;
}

export function useSyncCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncCalendarFeed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedsQueryKey }),
  });
}
