import { type AuditLogFilter, auditLogResponseSchema } from "@camp/shared/admin/audit-log";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export function toAuditSearchParams(filter: AuditLogFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params;
}

/** GET /api/admin/audit-log: administrator actions, newest first, 50 a page. */
export async function getAuditLog(filter: AuditLogFilter) {
  const query = toAuditSearchParams(filter).toString();
  const body = await apiRequest(`/admin/audit-log${query ? `?${query}` : ""}`, {
    schema: auditLogResponseSchema,
  });
  return body.data;
}

export function getAuditLogQueryOptions(filter: AuditLogFilter) {
  return queryOptions({
    queryKey: ["admin", "audit-log", filter],
    queryFn: () => getAuditLog(filter),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(filter: AuditLogFilter) {
  return useQuery(getAuditLogQueryOptions(filter));
}
