import {
  adminImageListResponseSchema,
  type ImageOrderInput,
} from "@camp/shared/catalogue/catalogue-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { adminImagesQueryKey, refreshImages } from "./get-admin-images";

/** PUT /api/image/order: every picture of one list, in the new order. */
export async function reorderImages(input: ImageOrderInput) {
  const body = await apiRequest("/image/order", {
    method: "PUT",
    body: input,
    schema: adminImageListResponseSchema,
  });
  return body.data;
}

export function useReorderImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderImages,
    onSuccess: (images, input) => {
      queryClient.setQueryData(adminImagesQueryKey(input.kind), images);
      return queryClient.invalidateQueries({ queryKey: ["images", input.kind] });
    },
    // A list that changed under us (IMAGE_ORDER_MISMATCH): show the list as it is now.
    onError: (_error, input) => refreshImages(queryClient, input.kind),
  });
}
