import type { PublicExtra } from "@camp/shared/extras/public-extras";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../i18n/i18n";
import { getChecked, lazySchema } from "../lib/lazy-schema";

/** Built on the first call (lib/lazy-schema). */
const extraListResponseSchema = lazySchema(
  () => import("@camp/shared/extras/public-extras"),
  (m) => m.extraListResponseSchema,
);

/** GET /api/extras: the activities on sale, with names in the page's language. */
export async function getExtras(lang: string): Promise<PublicExtra[]> {
  return (await getChecked(`/extras?lang=${lang}`, extraListResponseSchema)).data;
}

export function getExtrasQueryOptions(lang: string) {
  return { queryKey: ["extras", lang], queryFn: () => getExtras(lang) };
}

export function useExtras() {
  const { i18n } = useTranslation();
  return useQuery(getExtrasQueryOptions(toLanguage(i18n.language)));
}
