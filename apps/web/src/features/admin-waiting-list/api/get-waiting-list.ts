import { adminWaitingListEntrySchema } from "@camp/shared/waiting-list/waiting-list";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

/** The longest range the server lists at once (decision 033). */
export const WAITING_LIST_MAX_DAYS = 366;

export type WaitingListRange = { from: string; to: string };

const waitingListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminWaitingListEntrySchema),
});

/**
 * GET /api/admin/waiting-list?from&to: the entries waiting or offered whose stay has a night in
 * [from, to), oldest first, each with its place in the queue and the guest.
 */
export function getWaitingListQueryOptions(range: WaitingListRange) {
  return queryOptions({
    queryKey: ["admin", "waiting-list", range.from, range.to],
    queryFn: async () =>
      (
        await apiRequest(`/admin/waiting-list?${new URLSearchParams(range)}`, {
          schema: waitingListResponseSchema,
        })
      ).data,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useWaitingList(range: WaitingListRange) {
  return useQuery(getWaitingListQueryOptions(range));
}
