import {
  type StaffBookingDesk,
  type StaffBookingLink,
  type StaffBookingOptions,
  type staffBookingOptionsSchema,
  staffBookingResponseSchema,
} from "@camp/shared/desk-sales/desk-sales";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import type { StayRequestBody } from "../../../lib/staff-booking-mode";

/** What the staff form holds (the shared schema's input: hold hours may be left to the default). */
export type StaffBookingOptionsInput = z.input<typeof staffBookingOptionsSchema>;

export type StaffBookingResult = StaffBookingLink | StaffBookingDesk;

/** Whether the answer is a payment link's (else the booking was made, to be paid at the desk). */
export const isLinkResult = (result: StaffBookingResult): result is StaffBookingLink =>
  "paymentUrl" in result;

/** The body of POST /api/admin/bookings: the guest form's check-availability body and the options. */
export function staffBookingBody(stay: StayRequestBody, options: StaffBookingOptions) {
  // A desk booking holds nothing: no hold hours are sent for it.
  const { holdHours, ...rest } = options;
  return { ...stay.request, ...(options.payment === "at_desk" ? rest : { ...rest, holdHours }) };
}

/**
 * POST /api/admin/bookings (decision 055): priced and checked as the website's request is, for the
 * guest's account; 201 with the link (held until `expiresAt`) or the confirmed desk booking.
 */
export async function createStaffBooking(
  stay: StayRequestBody,
  options: StaffBookingOptions,
): Promise<StaffBookingResult> {
  const body = await apiRequest("/admin/bookings", {
    method: "POST",
    body: staffBookingBody(stay, options),
    schema: staffBookingResponseSchema,
  });
  return body.data;
}

export function useCreateStaffBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stay, options }: { stay: StayRequestBody; options: StaffBookingOptions }) =>
      createStaffBooking(stay, options),
    // The list has a new booking (or a held stay) in it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "bookings"] }),
  });
}
