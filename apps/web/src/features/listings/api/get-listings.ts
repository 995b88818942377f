import { listingsResponseSchema } from "@camp/shared/listings/listings-api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/listings: places to stay from the rental service, through our server (spec section 7). */
export async function getListings() {
  return apiRequest("/listings", { schema: listingsResponseSchema });
}

export function getListingsQueryOptions() {
  // The server caches the remote answer; a few minutes here spares it while the guest browses.
  return queryOptions({ queryKey: ["listings"], queryFn: getListings, staleTime: 5 * 60_000 });
}

export function useListings() {
  return useQuery(getListingsQueryOptions());
}
