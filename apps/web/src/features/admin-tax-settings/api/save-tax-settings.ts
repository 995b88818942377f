import {
  type TaxSettingsInput,
  taxSettingsInputSchema,
  taxSettingsResponseSchema,
} from "@camp/shared/tax/tax-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { taxSettingsQueryKey } from "./get-tax-settings";

export { taxSettingsInputSchema as saveTaxSettingsInputSchema };

/**
 * PUT /api/admin/tax-settings: the fields sent replace those in force (`trn: ""` unsets it); a
 * field the server refuses comes back as 400 with its message (ApiError.fieldErrors).
 */
export async function saveTaxSettings(input: TaxSettingsInput) {
  return (
    await apiRequest("/admin/tax-settings", {
      method: "PUT",
      body: input,
      schema: taxSettingsResponseSchema,
    })
  ).data;
}

export function useSaveTaxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTaxSettings,
    onSuccess: (saved) => queryClient.setQueryData(taxSettingsQueryKey, saved),
  });
}
