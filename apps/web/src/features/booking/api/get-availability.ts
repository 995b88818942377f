import { availabilityResponseSchema } from "@camp/shared/booking/booking-api";
import type { RoomType } from "@camp/shared/catalogue/catalogue-schemas";
import { queryOptions, useQueries } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export type AvailabilityTarget = { serviceType: "room" | "camp" | "parking"; roomType?: RoomType };

/** GET /api/availability: units left per night, for marking sold-out nights in the calendars. */
export function getAvailabilityQueryOptions(
  target: AvailabilityTarget,
  range: { from: string; to: string },
) {
  const query = new URLSearchParams({ serviceType: target.serviceType, ...range });
  if (target.roomType) query.set("roomType", target.roomType);
  return queryOptions({
    queryKey: ["availability", target.serviceType, target.roomType ?? null, range.from, range.to],
    queryFn: async () =>
      (await apiRequest(`/availability?${query}`, { schema: availabilityResponseSchema })).data,
    staleTime: 60_000,
  });
}

/**
 * The nights, within `range`, on which any of `targets` has fewer than `needed` units left: a
 * package needs a master room, a kids room and a tent each night, so it looks at all three.
 */
export function useShortNights(
  targets: { target: AvailabilityTarget; needed: number }[],
  range: { from: string; to: string },
  isEnabled: boolean,
): Set<string> {
  const results = useQueries({
    queries: targets.map(({ target }) => ({
      ...getAvailabilityQueryOptions(target, range),
      enabled: isEnabled,
    })),
  });
  const short = new Set<string>();
  results.forEach((result, index) => {
    const needed = Math.max(1, targets[index]?.needed ?? 1);
    for (const night of result.data?.nights ?? []) {
      if (night.remaining < needed) short.add(night.date);
    }
  });
  return short;
}
