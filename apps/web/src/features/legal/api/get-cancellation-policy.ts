import {
  type CancellationPolicy,
  cancellationPolicyResponseSchema,
} from "@camp/shared/booking/cancellation-api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export type { CancellationPolicy };

export async function getCancellationPolicy(): Promise<CancellationPolicy> {
  const response = await apiRequest("/booking/cancellation-policy", {
    schema: cancellationPolicyResponseSchema,
  });
  return response.data;
}

/** GET /api/booking/cancellation-policy: the numbers the server runs the policy with (decision 014). */
export function useCancellationPolicy(isWanted = true) {
  return useQuery({
    queryKey: ["cancellation-policy"],
    enabled: isWanted,
    queryFn: getCancellationPolicy,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
