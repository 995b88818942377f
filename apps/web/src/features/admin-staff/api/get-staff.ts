import { pendingInvitationSchema, staffMemberSchema } from "@camp/shared/auth/staff-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

/** Every list of the Staff page, invalidated together after any change. */
export const staffQueryKey = ["admin", "staff"] as const;

const staffListSchema = z.object({ success: z.literal(true), data: z.array(staffMemberSchema) });
const invitationListSchema = z.object({
  success: z.literal(true),
  data: z.array(pendingInvitationSchema),
});

/** GET /api/admin/staff: every staff account, with its role, second factor and last sign-in. */
export function getStaffQueryOptions() {
  return queryOptions({
    queryKey: [...staffQueryKey, "members"],
    queryFn: async () => (await apiRequest("/admin/staff", { schema: staffListSchema })).data,
    staleTime: 0,
  });
}

/** GET /api/admin/staff/invitations: the invitations not yet accepted, revoked or expired. */
export function getInvitationsQueryOptions() {
  return queryOptions({
    queryKey: [...staffQueryKey, "invitations"],
    queryFn: async () =>
      (await apiRequest("/admin/staff/invitations", { schema: invitationListSchema })).data,
    staleTime: 0,
  });
}

export function useStaff() {
  return useQuery(getStaffQueryOptions());
}

export function useInvitations() {
  return useQuery(getInvitationsQueryOptions());
}
