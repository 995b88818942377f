import type { QueryClient } from "@tanstack/react-query";
import { inventoryQueryKey } from "./get-inventory";

/**
 * After a change to the stock: the console's lists, and every cached availability or catalogue
 * answer, which would otherwise show the old totals and prices until they go stale.
 */
export async function refreshAfterEdit(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: inventoryQueryKey }),
    queryClient.invalidateQueries({ queryKey: ["admin", "closures"] }),
    queryClient.invalidateQueries({ queryKey: ["availability"] }),
    queryClient.invalidateQueries({ queryKey: ["rooms"] }),
    queryClient.invalidateQueries({ queryKey: ["camps"] }),
    queryClient.invalidateQueries({ queryKey: ["parking"] }),
  ]);
}
