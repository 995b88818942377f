/** Business constants of spec section 9, and the limits we chose where it is silent (docs/decisions/007). */
export const bookingLimits = {
  maxRooms: 4,
  maxTents: 4,
  maxCampGuests: 16,
  minPackageUnits: 1,
  maxPackageUnits: 5,
  maxNights: 30,
  maxDaysAhead: 365,
} as const;

/**
 * How long staff take to decide on a pending request: a promise to the guest, well inside the 7
 * days a card authorisation lasts (https://docs.stripe.com/payments/place-a-hold-on-a-payment-method).
 * The server's safety net is 6 days (decision 012).
 */
export const PENDING_DECISION_HOURS = 48;

/**
 * The safety net (decision 012): a request staff have not decided within these days of its
 * authorisation is declined by the reconciler and the authorisation released, a day before it
 * could lapse.
 */
export const PENDING_DECISION_DAYS = 6;

export const SERVICE_TYPES = ["room", "camp", "parking", "package"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const SINGLE_SERVICE_TYPES = ["room", "camp", "parking"] as const;
export type SingleServiceType = (typeof SINGLE_SERVICE_TYPES)[number];

export const BOOKING_STATUSES = [
  "pending",
  "confirmed",
  "checked_in",
  "completed",
  "no_show",
  "cancelled",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const PAYMENT_STATUSES = ["pending", "completed", "authorised", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const AVAILABILITY_STATUSES = ["confirmed", "pending"] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
