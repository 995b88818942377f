import { type QuoteResponse, quoteResponseSchema } from "@camp/shared/booking/booking-api";
import type { PackageRequest, SingleBookingRequest } from "@camp/shared/booking/booking-forms";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export type CheckAvailabilityInput =
  | { kind: "single"; request: SingleBookingRequest }
  | { kind: "package"; request: PackageRequest };

export type Quote = QuoteResponse["data"];

/**
 * POST /api/booking/check-availability or /api/package-booking/new-check-availability (spec 7):
 * the server prices the stay, looks at every night and answers with a quote the guest can pay.
 */
export async function checkAvailability(input: CheckAvailabilityInput): Promise<Quote> {
  const path =
    input.kind === "single"
      ? "/booking/check-availability"
      : "/package-booking/new-check-availability";
  const body = await apiRequest(path, {
    method: "POST",
    body: input.request,
    schema: quoteResponseSchema,
  });
  return body.data;
}

export function useCheckAvailability() {
  return useMutation({ mutationFn: checkAvailability });
}
