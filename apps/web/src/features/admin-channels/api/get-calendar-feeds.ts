import { calendarFeedsResponseSchema } from "@camp/shared/channels/calendar-feeds";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** The Today page's warning reads the same list under the same key, so both refresh together. */
export const calendarFeedsQueryKey = ["admin", "calendar-feeds"] as const;

/**
 * GET /api/admin/calendar-feeds: per unit type (always all four) its export link and the OTA
 * calendars imported into it, with their health and conflicts (decision 032).
 */
export function getCalendarFeedsQueryOptions() {
  return queryOptions({
    queryKey: calendarFeedsQueryKey,
    queryFn: async () =>
      (await apiRequest("/admin/calendar-feeds", { schema: calendarFeedsResponseSchema })).data,
    staleTime: 0,
  });
}

export function useCalendarFeeds() {
  return useQuery(getCalendarFeedsQueryOptions());
}
