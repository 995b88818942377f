import { inventoryResponseSchema } from "@camp/shared/catalogue/inventory-admin-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const inventoryQueryKey = ["admin", "inventory"] as const;

/** GET /api/admin/inventory: room types, camps and parking with the texts of both languages. */
export function getInventoryQueryOptions() {
  return queryOptions({
    queryKey: inventoryQueryKey,
    queryFn: async () =>
      (await apiRequest("/admin/inventory", { schema: inventoryResponseSchema })).data,
    staleTime: 0,
  });
}

export function useInventory() {
  return useQuery(getInventoryQueryOptions());
}
