import { closureResponseSchema } from "@camp/shared/catalogue/inventory-admin-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { refreshAfterEdit } from "./refresh-after-edit";

/** DELETE /api/admin/closures/:id: the units go back on sale. */
export async function reopenClosure(id: string) {
  return (
    await apiRequest(`/admin/closures/${id}`, { method: "DELETE", schema: closureResponseSchema })
  ).data;
}

export function useReopenClosure() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reopenClosure, onSuccess: () => refreshAfterEdit(queryClient) });
}
