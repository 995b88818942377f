import {
  campResponseSchema,
  type UpdateCampInput,
  updateCampInputSchema,
} from "@camp/shared/catalogue/catalogue-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { refreshAfterEdit } from "./refresh-after-edit";

export { updateCampInputSchema };

/** PUT /api/camps/update/{id} (spec section 7). */
export async function updateCamp(id: string, input: UpdateCampInput) {
  return (
    await apiRequest(`/camps/update/${id}`, {
      method: "PUT",
      body: input,
      schema: campResponseSchema,
    })
  ).camp;
}

export function useUpdateCamp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateCampInput }) => updateCamp(id, input),
    onSuccess: () => refreshAfterEdit(queryClient),
  });
}
