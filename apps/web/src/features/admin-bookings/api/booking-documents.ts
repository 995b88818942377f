import {
  bookingDocumentsResponseSchema,
  type ReissueDocumentInput,
  reissueDocumentInputSchema,
} from "@camp/shared/tax/tax-schemas";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export { reissueDocumentInputSchema };

const documentsPath = (id: string) => `/admin/bookings/${encodeURIComponent(id)}/documents`;
const documentsQueryKey = (id: string) => ["admin", "bookings", "documents", id] as const;

/** GET /api/admin/bookings/:id/documents: its invoices, receipts and credit notes, as issued. */
export async function getBookingDocuments(id: string) {
  return (await apiRequest(documentsPath(id), { schema: bookingDocumentsResponseSchema })).data;
}

export function getBookingDocumentsQueryOptions(id: string) {
  return queryOptions({
    queryKey: documentsQueryKey(id),
    queryFn: () => getBookingDocuments(id),
  });
}

export function useBookingDocuments(id: string) {
  return useQuery(getBookingDocumentsQueryOptions(id));
}

/**
 * POST /api/admin/bookings/:id/documents/:documentId/reissue: a credit note voids the document and
 * a new invoice goes to the company (decision 029); answers the booking's documents after.
 */
export async function reissueDocument(
  bookingId: string,
  documentId: string,
  input: ReissueDocumentInput,
) {
  return (
    await apiRequest(`${documentsPath(bookingId)}/${encodeURIComponent(documentId)}/reissue`, {
      method: "POST",
      body: input,
      schema: bookingDocumentsResponseSchema,
    })
  ).data;
}

export function useReissueDocument(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, input }: { documentId: string; input: ReissueDocumentInput }) =>
      reissueDocument(bookingId, documentId, input),
    onSuccess: (documents) => queryClient.setQueryData(documentsQueryKey(bookingId), documents),
  });
}
