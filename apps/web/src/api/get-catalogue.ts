/** Catalogue reads shared by the marketing pages and the booking forms (features do not import each other). */
import {
  campListResponseSchema,
  parkingResponseSchema,
  roomListResponseSchema,
} from "@camp/shared/catalogue/catalogue-schemas";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../i18n/i18n";
import { apiRequest } from "../lib/api-client";

function useLanguage() {
  const { i18n } = useTranslation();
  return toLanguage(i18n.language);
}

/** GET /api/rooms: roomData with prices, capacity and rooms free tonight. */
export function useRooms() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ["rooms", lang],
    queryFn: async () =>
      (await apiRequest(`/rooms?lang=${lang}`, { schema: roomListResponseSchema })).roomData,
  });
}

/** GET /api/camps: campData. */
export function useCamps() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ["camps", lang],
    queryFn: async () =>
      (await apiRequest(`/camps?lang=${lang}`, { schema: campListResponseSchema })).campData,
  });
}

/** GET /api/parking/: parkingData, null when the resort has not set parking up. */
export function useParking() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ["parking", lang],
    queryFn: async () =>
      (await apiRequest(`/parking/?lang=${lang}`, { schema: parkingResponseSchema })).parkingData,
  });
}
