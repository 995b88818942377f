import { userResponseSchema } from "@camp/shared/auth/auth-schemas";
import {
  type AcceptInvitationInput,
  acceptInvitationInputSchema,
} from "@camp/shared/auth/staff-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { userQueryKey } from "../../../api/get-user";
import { apiRequest } from "../../../lib/api-client";

export { acceptInvitationInputSchema };

/**
 * POST /api/auth/staff-invitations/accept { token, password } -> 201 { user }: the staff account is
 * made and signed in. 409 GUEST_ACCOUNT_EXISTS when a guest took the email meanwhile.
 */
export function acceptInvitation(input: AcceptInvitationInput) {
  return apiRequest("/auth/staff-invitations/accept", {
    method: "POST",
    body: input,
    schema: userResponseSchema,
  });
}

/** Stores the signed-in member at once, as sign-in does. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (body) => queryClient.setQueryData(userQueryKey, body.user),
  });
}
