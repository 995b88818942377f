import {
  adminImageListResponseSchema,
  type ImageKind,
} from "@camp/shared/catalogue/catalogue-schemas";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/image/admin/{kind}: one list with both alt texts, in the order the site shows it. */
export async function getAdminImages(kind: ImageKind) {
  const body = await apiRequest(`/image/admin/${kind}`, { schema: adminImageListResponseSchema });
  return body.data;
}

export const adminImagesQueryKey = (kind: ImageKind) => ["admin", "images", kind] as const;

export function getAdminImagesQueryOptions(kind: ImageKind) {
  return queryOptions({ queryKey: adminImagesQueryKey(kind), queryFn: () => getAdminImages(kind) });
}

export function useAdminImages(kind: ImageKind) {
  return useQuery(getAdminImagesQueryOptions(kind));
}

/** After a change: this list again, and the public gallery or feed in both languages. */
export function refreshImages(queryClient: QueryClient, kind: ImageKind) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminImagesQueryKey(kind) }),
    queryClient.invalidateQueries({ queryKey: ["images", kind] }),
  ]);
}
