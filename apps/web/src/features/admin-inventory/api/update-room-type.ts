import {
  roomResponseSchema,
  type UpdateRoomInput,
  updateRoomInputSchema,
} from "@camp/shared/catalogue/catalogue-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { refreshAfterEdit } from "./refresh-after-edit";

export { updateRoomInputSchema };

/** PUT /api/rooms/update/{id} (spec section 7). */
export async function updateRoomType(id: string, input: UpdateRoomInput) {
  return (
    await apiRequest(`/rooms/update/${id}`, {
      method: "PUT",
      body: input,
      schema: roomResponseSchema,
    })
  ).room;
}

export function useUpdateRoomType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateRoomInput }) =>
      updateRoomType(id, input),
    onSuccess: () => refreshAfterEdit(queryClient),
  });
}
