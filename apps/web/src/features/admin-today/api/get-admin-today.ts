import { adminTodayResponseSchema } from "@camp/shared/admin/admin-today";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/admin/today: arrivals and departures of today and tomorrow, and 30 nights' occupancy. */
export async function getAdminToday() {
  return (await apiRequest("/admin/today", { schema: adminTodayResponseSchema })).data;
}

export function getAdminTodayQueryOptions() {
  return queryOptions({ queryKey: ["admin", "today"], queryFn: getAdminToday });
}

export function useAdminToday() {
  return useQuery(getAdminTodayQueryOptions());
}
