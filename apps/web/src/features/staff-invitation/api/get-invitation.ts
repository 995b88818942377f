import { invitationPreviewSchema } from "@camp/shared/auth/staff-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

const previewResponseSchema = z.object({
  success: z.literal(true),
  data: invitationPreviewSchema,
});

/**
 * GET /api/auth/staff-invitations/:token: who is invited, as what, until when. 400
 * INVITATION_INVALID (unknown, used or revoked), 410 INVITATION_EXPIRED.
 */
export function getInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["staff-invitation", token],
    queryFn: async () =>
      (
        await apiRequest(`/auth/staff-invitations/${encodeURIComponent(token)}`, {
          schema: previewResponseSchema,
        })
      ).data,
    // A refused link stays refused: asking again would not change the answer.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useInvitation(token: string) {
  return useQuery({ ...getInvitationQueryOptions(token), enabled: token !== "" });
}
