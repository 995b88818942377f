import {
  type CalendarFeedInput,
  calendarFeedInputSchema,
} from "@camp/shared/channels/calendar-feeds";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { calendarFeedsQueryKey } from "./get-calendar-feeds";

export { calendarFeedInputSchema as addCalendarFeedInputSchema };

const addedSchema = z.object({ success: z.literal(true), data: z.object({ id: z.string() }) });

/**
 * POST /api/admin/calendar-feeds -> 201 { id }. Refused with CALENDAR_FEED_HOST_REFUSED (on `url`)
 * for an address the fetch guard will not reach, CALENDAR_FEED_EXISTS for the same address twice
 * on one unit type. It does not fetch: staff press "Sync now" or wait for the job.
 */
export async function addCalendarFeed(input: CalendarFeedInput) {
  return (
    await apiRequest("/admin/calendar-feeds", { method: "POST", body: input, schema: addedSchema })
  ).data;
}

export function useAddCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedsQueryKey }),
  });
}
