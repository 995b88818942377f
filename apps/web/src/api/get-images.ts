import type { ImageKind, ImageListResponse } from "@camp/shared/catalogue/catalogue-schemas";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../i18n/i18n";
import { apiRequest } from "../lib/api-client";

/**
 * GET /api/image/gallery or /api/image/instagram, with alt texts in the page's language. The home
 * page's photo feed asks at start, so the answer is not re-checked with zod here (see
 * `apiRequest`'s `schema`).
 */
export async function getImages(kind: ImageKind, lang: "en" | "ar") {
  const body = await apiRequest<ImageListResponse>(`/image/${kind}?lang=${lang}`);
  return body.data;
}

export function useImages(kind: ImageKind) {
  const { i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  return useQuery({ queryKey: ["images", kind, lang], queryFn: () => getImages(kind, lang) });
}
