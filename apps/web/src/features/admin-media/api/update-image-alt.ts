import {
  adminImageResponseSchema,
  type ImageAltInput,
  type ImageKind,
} from "@camp/shared/catalogue/catalogue-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { refreshImages } from "./get-admin-images";

/** PATCH /api/image/{id}: both alt texts. */
export async function updateImageAlt(id: string, input: ImageAltInput) {
  const body = await apiRequest(`/image/${id}`, {
    method: "PATCH",
    body: input,
    schema: adminImageResponseSchema,
  });
  return body.data;
}

export function useUpdateImageAlt(kind: ImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ImageAltInput & { id: string }) => updateImageAlt(id, input),
    onSuccess: () => refreshImages(queryClient, kind),
  });
}
