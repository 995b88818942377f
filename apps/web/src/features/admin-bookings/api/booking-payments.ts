import {
  bookingPaymentsResponseSchema,
  type DeskPaymentInput,
} from "@camp/shared/desk-sales/desk-sales";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

const paymentsPath = (id: string) => `/admin/bookings/${encodeURIComponent(id)}/payments`;

/**
 * GET /api/admin/bookings/:id/payments: every movement of the booking's money (the card online and
 * the desk's), with the total, what is paid and the balance due (decision 055).
 */
export async function getBookingPayments(id: string) {
  return (await apiRequest(paymentsPath(id), { schema: bookingPaymentsResponseSchema })).data;
}

export function getBookingPaymentsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["admin", "bookings", "payments", id],
    queryFn: () => getBookingPayments(id),
  });
}

export function useBookingPayments(id: string) {
  return useQuery(getBookingPaymentsQueryOptions(id));
}

/** POST /api/admin/bookings/:id/payments: money taken at the desk; answers the payments after. */
export async function takeDeskPayment(id: string, input: DeskPaymentInput) {
  return (
    await apiRequest(paymentsPath(id), {
      method: "POST",
      body: input,
      schema: bookingPaymentsResponseSchema,
    })
  ).data;
}

/**
 * After a payment the booking (its status, paid and balance), its documents (the new receipt),
 * the list and Today are read again, as after any other action on a booking.
 */
export function useTakeDeskPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeskPaymentInput) => takeDeskPayment(id, input),
    onSuccess: (payments) =>
      queryClient.setQueryData(getBookingPaymentsQueryOptions(id).queryKey, payments),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
