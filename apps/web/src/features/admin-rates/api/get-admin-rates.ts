import { adminRatesResponseSchema } from "@camp/shared/rates/rate-schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const adminRatesQueryKey = ["admin", "rates"] as const;

/**
 * GET /api/admin/rates?from=&to=: the catalogue's prices and what staff set for those nights (AED),
 * one month of the grid at a time.
 */
export function getAdminRatesQueryOptions(range: { from: string; to: string }) {
  const search = new URLSearchParams(range).toString();
  return queryOptions({
    queryKey: [...adminRatesQueryKey, range.from, range.to],
    queryFn: async () =>
      (await apiRequest(`/admin/rates?${search}`, { schema: adminRatesResponseSchema })).data,
    staleTime: 0,
    // The month moving keeps the last one on screen until the next arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAdminRates(range: { from: string; to: string }) {
  return useQuery(getAdminRatesQueryOptions(range));
}
