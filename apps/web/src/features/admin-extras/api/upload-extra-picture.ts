import { adminExtraResponseSchema } from "@camp/shared/extras/extras-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { API_BASE, ApiError, toApiError } from "../../../lib/api-client";
import { refreshExtras } from "./get-admin-extras";

/**
 * POST /api/admin/extras/{id}/picture as multipart: the server checks the picture by its content,
 * re-encodes it and names it (the gallery's pipeline).
 */
export async function uploadExtraPicture({ id, file }: { id: string; file: File }) {
  const form = new FormData();
  form.append("image", file);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/admin/extras/${id}/picture`, {
      method: "POST",
      credentials: "include",
      body: form,
    });
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", "errors.network");
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, payload);
  return adminExtraResponseSchema.parse(payload).data;
}

export function useUploadExtraPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadExtraPicture,
    onSuccess: () => refreshExtras(queryClient),
  });
}
