import { calendarFeedsResponseSchema } from "@camp/shared/channels/calendar-feeds";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export type ChannelAlerts = { staleFeeds: string[]; openConflicts: number };

/**
 * What the desk must not miss about the OTA calendars (decision 032): the feeds that are stale and
 * the double sales nobody has dealt with yet. Read from GET /api/admin/calendar-feeds (a few rows
 * per unit type); under the Channels page's key, so its changes refresh this warning too.
 */
export function getChannelAlertsQueryOptions() {
  return queryOptions({
    queryKey: ["admin", "calendar-feeds", "alerts"],
    queryFn: async (): Promise<ChannelAlerts> => {
      const { data } = await apiRequest("/admin/calendar-feeds", {
        schema: calendarFeedsResponseSchema,
      });
      const feeds = data.flatMap((row) => row.imports);
      return {
        staleFeeds: feeds.filter((feed) => feed.isStale).map((feed) => feed.name),
        openConflicts: feeds
          .flatMap((feed) => feed.conflicts)
          .filter((conflict) => conflict.resolvedAt === null).length,
      };
    },
  });
}

export function useChannelAlerts() {
  return useQuery(getChannelAlertsQueryOptions());
}
