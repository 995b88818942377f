import {
  adminParkingResponseSchema,
  type UpdateParkingInput,
  updateParkingInputSchema,
} from "@camp/shared/catalogue/inventory-admin-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { refreshAfterEdit } from "./refresh-after-edit";

export { updateParkingInputSchema };

/** PUT /api/parking/update/{id}: the caravan parking record. */
export async function updateParking(id: string, input: UpdateParkingInput) {
  return (
    await apiRequest(`/parking/update/${id}`, {
      method: "PUT",
      body: input,
      schema: adminParkingResponseSchema,
    })
  ).parking;
}

export function useUpdateParking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateParkingInput }) =>
      updateParking(id, input),
    onSuccess: () => refreshAfterEdit(queryClient),
  });
}
