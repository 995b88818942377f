import {
  type StaffUpdateInput,
  staffMemberSchema,
  staffUpdateInputSchema,
} from "@camp/shared/auth/staff-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { staffQueryKey } from "./get-staff";

export { staffUpdateInputSchema as updateStaffInputSchema };

const updatedSchema = z.object({ success: z.literal(true), data: staffMemberSchema });

/**
 * PATCH /api/admin/staff/:id { role?, disabled? }: disabling ends the account's sessions at once.
 * 409 LAST_OWNER, 409 NOT_YOURSELF, 403 FORBIDDEN_FOR_ROLE for a senior account.
 */
export async function updateStaff(id: string, input: StaffUpdateInput) {
  return (
    await apiRequest(`/admin/staff/${id}`, { method: "PATCH", body: input, schema: updatedSchema })
  ).data;
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: StaffUpdateInput }) => updateStaff(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
