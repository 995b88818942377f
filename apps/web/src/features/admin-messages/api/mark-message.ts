import {
  markMessageInputSchema,
  messageResponseSchema,
} from "@camp/shared/contact/contact-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { messagesQueryKey } from "./get-messages";

/** PUT /api/admin/messages/:id/handled: mark a message handled or not. */
export async function markMessage(id: string, isHandled: boolean) {
  const body = await apiRequest(`/admin/messages/${id}/handled`, {
    method: "PUT",
    body: markMessageInputSchema.parse({ isHandled }),
    schema: messageResponseSchema,
  });
  return body.data;
}

export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isHandled }: { id: string; isHandled: boolean }) =>
      markMessage(id, isHandled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  });
}
