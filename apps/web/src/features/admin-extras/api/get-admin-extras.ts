import { adminExtraListResponseSchema } from "@camp/shared/extras/extras-schemas";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const adminExtrasQueryKey = ["admin", "extras"] as const;

/** GET /api/admin/extras: every activity, on sale or not, with the texts of both languages. */
export function getAdminExtrasQueryOptions() {
  return queryOptions({
    queryKey: adminExtrasQueryKey,
    queryFn: async () =>
      (await apiRequest("/admin/extras", { schema: adminExtraListResponseSchema })).data,
    staleTime: 0,
  });
}

export function useAdminExtras() {
  return useQuery(getAdminExtrasQueryOptions());
}

/** After an edit: the console's list, and the booking form's list of activities, read again. */
export async function refreshExtras(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminExtrasQueryKey }),
    queryClient.invalidateQueries({ queryKey: ["extras"] }),
  ]);
}
