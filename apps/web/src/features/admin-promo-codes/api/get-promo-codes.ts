import { promoCodeListResponseSchema } from "@camp/shared/rates/promo-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const promoCodesQueryKey = ["admin", "promo-codes"] as const;

/** GET /api/admin/promo-codes: every code, active or not, with the uses that count now. */
export function getPromoCodesQueryOptions() {
  return queryOptions({
    queryKey: promoCodesQueryKey,
    queryFn: async () =>
      (await apiRequest("/admin/promo-codes", { schema: promoCodeListResponseSchema })).data,
    staleTime: 0,
  });
}

export function usePromoCodes() {
  return useQuery(getPromoCodesQueryOptions());
}
