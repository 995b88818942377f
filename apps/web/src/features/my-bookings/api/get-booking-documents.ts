import { bookingDocumentsResponseSchema } from "@camp/shared/tax/tax-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/**
 * GET /api/booking/:id/documents: the invoices, receipts and credit notes issued for a booking
 * (decision 029), newest last, each with the address of its PDF.
 */
export async function getBookingDocuments(bookingId: string) {
  const body = await apiRequest(`/booking/${encodeURIComponent(bookingId)}/documents`, {
    schema: bookingDocumentsResponseSchema,
  });
  return body.data;
}

export function getBookingDocumentsQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ["bookings", "documents", bookingId],
    queryFn: () => getBookingDocuments(bookingId),
  });
}

export function useBookingDocuments(bookingId: string, isEnabled: boolean) {
  return useQuery({ ...getBookingDocumentsQueryOptions(bookingId), enabled: isEnabled });
}
