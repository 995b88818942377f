import { type RateEdit, rateEditSchema } from "@camp/shared/rates/rate-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { adminRatesQueryKey } from "./get-admin-rates";

export { rateEditSchema as updateRatesInputSchema };

const updateRatesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ nights: z.number() }),
});

/**
 * PUT /api/admin/rates: one unit type's rates and rules over a range of nights (`to` inclusive);
 * a field left out stays as it was, `null` clears it (decision 025). Audit-logged by the server.
 */
export async function updateRates(edit: RateEdit) {
  return (
    await apiRequest("/admin/rates", {
      method: "PUT",
      body: edit,
      schema: updateRatesResponseSchema,
    })
  ).data;
}

export function useUpdateRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRates,
    // The grid, and the booking forms' prices (the public calendar), read again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRatesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["rates"] }),
      ]),
  });
}
