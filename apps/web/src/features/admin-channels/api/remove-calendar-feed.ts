import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { calendarFeedsQueryKey } from "./get-calendar-feeds";

const removedSchema = z.object({ success: z.literal(true) });

/** DELETE /api/admin/calendar-feeds/{id}: stops reading it and frees the nights its events took. */
export async function removeCalendarFeed(id: string) {
  await apiRequest(`/admin/calendar-feeds/${id}`, { method: "DELETE", schema: removedSchema });
}

export function useRemoveCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedsQueryKey }),
  });
}
