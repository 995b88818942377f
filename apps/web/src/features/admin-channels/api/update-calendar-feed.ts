import {
  type CalendarFeedUpdate,
  calendarFeedUpdateSchema,
} from "@camp/shared/channels/calendar-feeds";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { calendarFeedsQueryKey } from "./get-calendar-feeds";

export { calendarFeedUpdateSchema as updateCalendarFeedInputSchema };

const updatedSchema = z.object({ success: z.literal(true), data: z.object({ id: z.string() }) });

/**
 * PATCH /api/admin/calendar-feeds/{id}: its name and how many units it stands for (a new number
 * of units claims its events' nights again, and judges their conflicts again).
 */
export async function updateCalendarFeed(id: string, input: CalendarFeedUpdate) {
  await apiRequest(`/admin/calendar-feeds/${id}`, {
    method: "PATCH",
    body: input,
    schema: updatedSchema,
  });
}

export function useUpdateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CalendarFeedUpdate }) =>
      updateCalendarFeed(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedsQueryKey }),
  });
}
