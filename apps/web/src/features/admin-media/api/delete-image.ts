import type { ImageKind } from "@camp/shared/catalogue/catalogue-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { refreshImages } from "./get-admin-images";

/** DELETE /api/image/{id}: the picture and its files. */
export async function deleteImage(id: string): Promise<void> {
  await apiRequest(`/image/${id}`, { method: "DELETE" });
}

export function useDeleteImage(kind: ImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImage,
    onSuccess: () => refreshImages(queryClient, kind),
  });
}
