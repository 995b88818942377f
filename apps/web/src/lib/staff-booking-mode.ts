import type { PackageRequest, SingleBookingRequest } from "@camp/shared/booking/booking-forms";
import type { ServiceType } from "@camp/shared/booking/booking-limits";
import type { ReactNode } from "react";

/** A stay's check-availability body, as the guest's booking forms send it. */
export type StayRequestBody =
  | { kind: "single"; request: SingleBookingRequest }
  | { kind: "package"; request: PackageRequest };

/**
 * The console's use of a booking form (decision 055, "New booking"): the same fields, rules and
 * estimate as the guest's, but the validated check-availability body goes to the page (which adds
 * the guest, the source and the payment and books it) instead of sign-in and the availability popup.
 * Here, below the features, so the booking feature and New booking share it without importing
 * each other (the route joins them).
 */
export type StaffBookingMode = {
  /**
   * The stay is valid: its check-availability body. `showRefusal` shows a server's refusal of the
   * stay where it belongs (a field's on the field, a code's at the promo code) and answers whether
   * it did.
   */
  onSubmit: (input: StayRequestBody, showRefusal: (error: unknown) => boolean) => void;
  /** The stay's fields are not valid (their errors show): the page checks its own fields too. */
  onInvalid: () => void;
  /** The page's own fields, after the stay's. */
  fields: ReactNode;
  submitLabel: string;
  isPending: boolean;
  /** Under the submit button: what the server said that is about no field. */
  status?: ReactNode;
};

/** A service's booking form in staff mode, with the catalogue it needs loaded by itself. */
export type StaffStayForm = (props: { service: ServiceType; staff: StaffBookingMode }) => ReactNode;
