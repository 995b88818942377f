import {
  type AdminImage,
  adminImageResponseSchema,
  type ImageAltInput,
  type ImageKind,
} from "@camp/shared/catalogue/catalogue-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { API_BASE, ApiError, toApiError } from "../../../lib/api-client";
import { refreshImages } from "./get-admin-images";

export type UploadImageInput = ImageAltInput & { kind: ImageKind; file: File };

/**
 * POST /api/image/{kind} as multipart. XMLHttpRequest, not fetch: only it reports how much of the
 * body has gone (https://developer.mozilla.org/docs/Web/API/XMLHttpRequest/upload).
 * `onProgress` gets the share sent, from 0 to 1.
 */
export function uploadImage(
  input: UploadImageInput,
  onProgress: (share: number) => void,
): Promise<AdminImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${API_BASE}/image/${input.kind}`);
    request.withCredentials = true;
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      let payload: unknown;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = adminImageResponseSchema.safeParse(payload);
        if (parsed.success) resolve(parsed.data.data);
        else reject(new ApiError(request.status, "HTTP_ERROR", "errors.generic"));
      } else {
        reject(toApiError(request.status, payload));
      }
    });
    request.addEventListener("error", () =>
      reject(new ApiError(0, "NETWORK_ERROR", "errors.network")),
    );
    const form = new FormData();
    // The texts first, so the server has them before the file's bytes.
    form.append("alt", input.alt);
    form.append("altAr", input.altAr);
    form.append("image", input.file);
    request.send(form);
  });
}

export function useUploadImage(onProgress: (share: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadImageInput) => uploadImage(input, onProgress),
    onSuccess: (_image, input) => refreshImages(queryClient, input.kind),
  });
}
