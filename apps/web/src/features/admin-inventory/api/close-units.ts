import {
  type ClosureInput,
  closureInputSchema,
  closureResponseSchema,
} from "@camp/shared/catalogue/inventory-admin-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { refreshAfterEdit } from "./refresh-after-edit";

export { closureInputSchema as closeUnitsInputSchema };

/** POST /api/admin/closures: take units off sale for some nights. */
export async function closeUnits(input: ClosureInput) {
  return (
    await apiRequest("/admin/closures", {
      method: "POST",
      body: input,
      schema: closureResponseSchema,
    })
  ).data;
}

export function useCloseUnits() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closeUnits, onSuccess: () => refreshAfterEdit(queryClient) });
}
