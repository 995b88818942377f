import {
  type StaffInvitationInput,
  staffInvitationInputSchema,
} from "@camp/shared/auth/staff-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { staffQueryKey } from "./get-staff";

export { staffInvitationInputSchema as inviteStaffInputSchema };

const invitedSchema = z.object({ success: z.literal(true), data: z.object({ id: z.string() }) });

/**
 * POST /api/admin/staff/invitations -> 201 { id }: emails the link. 409 GUEST_ACCOUNT_EXISTS or
 * STAFF_ACCOUNT_EXISTS for an email already in use; 403 FORBIDDEN_FOR_ROLE for a senior role.
 */
export async function inviteStaff(input: StaffInvitationInput) {
  return (
    await apiRequest("/admin/staff/invitations", {
      method: "POST",
      body: input,
      schema: invitedSchema,
    })
  ).data;
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
