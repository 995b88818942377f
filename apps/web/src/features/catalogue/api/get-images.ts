import { type ImageKind, imageListResponseSchema } from "@camp/shared/catalogue/catalogue-schemas";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../../i18n/i18n";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/image/gallery or /api/image/instagram, with alt texts in the page's language. */
export async function getImages(kind: ImageKind, lang: "en" | "ar") {
  const body = await apiRequest(`/image/${kind}?lang=${lang}`, { schema: imageListResponseSchema });
  return body.data;
}

export function useImages(kind: ImageKind) {
  const { i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  return useQuery({ queryKey: ["images", kind, lang], queryFn: () => getImages(kind, lang) });
}
