import { myWaitingListResponseSchema } from "@camp/shared/waiting-list/waiting-list";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/waiting-list/me: the signed-in guest's waiting-list entries, newest first (decision 033). */
export async function getMyWaitingList() {
  const body = await apiRequest("/waiting-list/me", { schema: myWaitingListResponseSchema });
  return body.data;
}

/** Keyed by the account, as the bookings are: another guest's entries are never shown. */
export function getMyWaitingListQueryOptions(accountEmail: string) {
  return queryOptions({
    queryKey: ["waiting-list", "me", accountEmail],
    queryFn: getMyWaitingList,
  });
}

export function useMyWaitingList(accountEmail: string) {
  return useQuery(getMyWaitingListQueryOptions(accountEmail));
}
