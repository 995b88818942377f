import { taxSettingsResponseSchema } from "@camp/shared/tax/tax-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const taxSettingsQueryKey = ["admin", "tax-settings"] as const;

/** GET /api/admin/tax-settings: the settings in force (the configuration's until first saved). */
export function getTaxSettingsQueryOptions() {
  return queryOptions({
    queryKey: taxSettingsQueryKey,
    queryFn: async () =>
      (await apiRequest("/admin/tax-settings", { schema: taxSettingsResponseSchema })).data,
    staleTime: 0,
  });
}

export function useTaxSettings() {
  return useQuery(getTaxSettingsQueryOptions());
}
