import {
  type MessageListQuery,
  messageListResponseSchema,
} from "@camp/shared/contact/contact-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const messagesQueryKey = ["admin", "messages"] as const;

/** GET /api/admin/messages: one page of contact messages, unhandled first. */
export function getMessagesQueryOptions(query: MessageListQuery) {
  const search = new URLSearchParams({ filter: query.filter, page: String(query.page) });
  return queryOptions({
    queryKey: [...messagesQueryKey, query.filter, query.page],
    queryFn: () => apiRequest(`/admin/messages?${search}`, { schema: messageListResponseSchema }),
    staleTime: 0,
  });
}

export function useMessages(query: MessageListQuery) {
  return useQuery(getMessagesQueryOptions(query));
}
