import { type WeekendSetting, weekendSettingResponseSchema } from "@camp/shared/rates/weekend-days";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { adminRatesQueryKey } from "./get-admin-rates";

/**
 * PUT /api/admin/rates/weekend: the days whose nights are the weekend (decision 046). Audit-logged
 * by the server; prices already quoted or sold keep what they were.
 */
export async function updateWeekendDays(setting: WeekendSetting) {
  return (
    await apiRequest("/admin/rates/weekend", {
      method: "PUT",
      body: setting,
      schema: weekendSettingResponseSchema,
    })
  ).data;
}

export function useUpdateWeekendDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWeekendDays,
    // The grid's shading and prices, and the booking forms' prices (the public calendar).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRatesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["rates"] }),
      ]),
  });
}
