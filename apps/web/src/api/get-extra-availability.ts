import {
  type ExtraAvailability,
  extraAvailabilityResponseSchema,
} from "@camp/shared/extras/public-extras";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../lib/api-client";

/**
 * GET /api/extras/availability: people or groups left per activity for each day of the stay, so
 * the form offers only days that are offered and not sold out.
 */
export async function getExtraAvailability(from: string, to: string): Promise<ExtraAvailability> {
  const query = new URLSearchParams({ from, to });
  return (
    await apiRequest(`/extras/availability?${query}`, { schema: extraAvailabilityResponseSchema })
  ).data;
}

export function useExtraAvailability(stay: { from: string; to: string } | undefined) {
  return useQuery({
    queryKey: ["extra-availability", stay?.from, stay?.to],
    queryFn: () => getExtraAvailability(stay?.from ?? "", stay?.to ?? ""),
    enabled: stay !== undefined,
    staleTime: 30_000,
  });
}
