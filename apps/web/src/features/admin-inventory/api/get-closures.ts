import { closureListResponseSchema } from "@camp/shared/catalogue/inventory-admin-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/admin/closures: units closed for maintenance, open ones first. */
export function getClosuresQueryOptions() {
  return queryOptions({
    queryKey: ["admin", "closures"],
    queryFn: async () =>
      (await apiRequest("/admin/closures", { schema: closureListResponseSchema })).data,
    staleTime: 0,
  });
}

export function useClosures() {
  return useQuery(getClosuresQueryOptions());
}
