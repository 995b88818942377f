/** Catalogue reads shared by the marketing pages and the booking forms (features do not import each other). */
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../i18n/i18n";
import { getChecked, lazySchema } from "../lib/lazy-schema";

/** The catalogue's answers are checked with schemas built on the first call (lib/lazy-schema). */
const catalogueSchemas = () => import("@camp/shared/catalogue/catalogue-responses");
const roomListResponseSchema = lazySchema(catalogueSchemas, (m) => m.roomListResponseSchema);
const campListResponseSchema = lazySchema(catalogueSchemas, (m) => m.campListResponseSchema);
const parkingResponseSchema = lazySchema(catalogueSchemas, (m) => m.parkingResponseSchema);

function useLanguage() {
  const { i18n } = useTranslation();
  return toLanguage(i18n.language);
}

/** GET /api/rooms: roomData with prices, capacity and rooms free tonight. */
export function useRooms() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ["rooms", lang],
    queryFn: async () => (await getChecked(`/rooms?lang=${lang}`, roomListResponseSchema)).roomData,
  });
}

/** GET /api/camps: campData. */
export function useCamps() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ["camps", lang],
    queryFn: async () => (await getChecked(`/camps?lang=${lang}`, campListResponseSchema)).campData,
  });
}

/** GET /api/parking/: parkingData, null when the resort has not set parking up. */
export function useParking() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ["parking", lang],
    queryFn: async () =>
      (await getChecked(`/parking/?lang=${lang}`, parkingResponseSchema)).parkingData,
  });
}
