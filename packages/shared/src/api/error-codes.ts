/**
 * Every error code the API sends, each with the one HTTP status it goes with (ARCHITECTURE.md,
 * security baseline). The list is closed: the server cannot throw a code that is not here, and the
 * web app shows `errors.<code>` from its English and Arabic bundles, so a guest reads every error
 * in their own language.
 */
export const errorCodes = {
  // 400: the request itself is wrong
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  INVALID_IMAGE: 400,
  INVALID_SIGNATURE: 400,
  WRONG_BOOKING_KIND: 400,
  AMOUNT_MISMATCH: 400,
  PAYMENT_INTENT_UNEXPECTED_STATE: 400,
  RESET_LINK_INVALID: 400,
  REFUND_OUT_OF_RANGE: 400,
  CHANGE_SAME_AS_BOOKING: 400,
  // the stay rules staff set on the rate calendar (decision 025), with { date, nights?, unitType }
  STAY_TOO_SHORT: 400,
  STAY_TOO_LONG: 400,
  CLOSED_TO_ARRIVAL: 400,
  CLOSED_TO_DEPARTURE: 400,
  REPORT_RANGE_TOO_LONG: 400,
  EXPORT_TOO_LARGE: 400,
  // promo codes (decision 026): a code that does not fit this booking
  PROMO_UNKNOWN: 400,
  PROMO_NOT_YET_VALID: 400,
  PROMO_EXPIRED: 400,
  PROMO_MIN_NIGHTS: 400,
  PROMO_NOT_FOR_STAY: 400,
  PROMO_TOTAL_TOO_LOW: 400,
  // tax documents (decision 029): staff reissue only an invoice or receipt still in force
  DOCUMENT_NOT_REISSUABLE: 400,
  // calendar sync (decision 032): an OTA feed address the server will not fetch
  CALENDAR_FEED_HOST_REFUSED: 400,
  // staff accounts (decision 054): an invitation link that opens nothing, a passkey that did not check
  INVITATION_INVALID: 400,
  PASSKEY_INVALID: 400,
  // 401-404: who is asking, and for what
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  PAYMENT_NOT_COMPLETED: 402,
  FORBIDDEN: 403,
  // staff accounts (decision 054): a second factor wrong or not fresh; a role or account not allowed
  INVALID_CODE: 401,
  REAUTH_REQUIRED: 401,
  SECOND_FACTOR_NOT_STARTED: 401,
  FORBIDDEN_FOR_ROLE: 403,
  TWO_FACTOR_REQUIRED: 403,
  ACCOUNT_DISABLED: 403,
  NOT_FOUND: 404,
  PAYMENT_INTENT_NOT_FOUND: 404,
  // 408-410: too slow, or the request no longer fits what the server holds
  EMAIL_TAKEN: 409,
  ROOM_TYPE_EXISTS: 409,
  QUOTE_MISMATCH: 409,
  PAYMENT_MISMATCH: 409,
  NOT_ENOUGH_UNITS: 409,
  NO_LONGER_AVAILABLE: 409,
  HOLD_LIMIT_REACHED: 409,
  QUOTE_CLOSED: 409,
  ALREADY_PAID: 409,
  SOLD_OUT: 409,
  EXTRA_SOLD_OUT: 409,
  BOOKING_NOT_PENDING: 409,
  BOOKING_COMPLETED: 409,
  BOOKING_CANCELLED: 409,
  BOOKING_NOT_CONFIRMED: 409,
  BOOKING_STARTED: 409,
  BOOKING_CHANGED: 409,
  BOOKING_NOT_CHANGEABLE: 409,
  CHANGE_NOT_AVAILABLE: 409,
  REFUND_CHANGED: 409,
  TOTAL_BELOW_TAKEN: 409,
  UNITS_NOT_FREE: 409,
  IMAGE_ORDER_MISMATCH: 409,
  PROMO_USED_UP: 409,
  PROMO_USED_BY_YOU: 409,
  PROMO_CODE_EXISTS: 409,
  // a guest deleting their account while a stay is still to come (decision 031)
  ACCOUNT_HAS_UPCOMING_BOOKINGS: 409,
  // the front desk (decision 022): a desk action the booking's state or day does not allow
  CHECK_IN_NOT_ALLOWED: 409,
  CHECK_IN_NOT_TODAY: 409,
  CHECK_OUT_NOT_ALLOWED: 409,
  NO_SHOW_NOT_ALLOWED: 409,
  NO_SHOW_TOO_EARLY: 409,
  NOTHING_TO_UNDO: 409,
  UNDO_TOO_LATE: 409,
  UNDO_AFTER_REFUND: 409,
  NIGHTS_RESOLD: 409,
  CALENDAR_FEED_EXISTS: 409,
  // the waiting list (decision 033)
  WAITING_LIST_NOT_NEEDED: 409,
  WAITING_LIST_ALREADY_JOINED: 409,
  WAITING_LIST_ENTRY_CLOSED: 409,
  WAITING_LIST_LIMIT_REACHED: 409,
  // staff accounts (decision 054)
  GUEST_ACCOUNT_EXISTS: 409,
  STAFF_ACCOUNT_EXISTS: 409,
  LAST_OWNER: 409,
  NOT_YOURSELF: 409,
  TOTP_NOT_STARTED: 409,
  TOTP_ALREADY_ON: 409,
  // sales at the desk (decision 055)
  PAYMENT_OVER_BALANCE: 409,
  PAYMENT_LINK_PAID: 409,
  BALANCE_DUE: 409,
  CANCEL_AT_DESK: 409,
  REQUEST_TIMEOUT: 408,
  QUOTE_EXPIRED: 410,
  RESET_LINK_EXPIRED: 410,
  INVITATION_EXPIRED: 410,
  PAYMENT_LINK_EXPIRED: 410,
  // 413-431: too big, too long, the wrong kind, too often
  PAYLOAD_TOO_LARGE: 413,
  IMAGE_TOO_LARGE: 413,
  IMAGE_FILE_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_ATTEMPTS: 429,
  TOO_MANY_QUOTES: 429,
  HEADERS_TOO_LARGE: 431,
  // 5xx: our side, or a service we depend on
  INTERNAL_ERROR: 500,
  PAYMENT_PROVIDER_ERROR: 502,
  LISTINGS_UNAVAILABLE: 502,
  CATALOGUE_INCOMPLETE: 503,
  NOT_READY: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export const ERROR_CODES = Object.keys(errorCodes) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(errorCodes, value);
}

/**
 * Values a guest's message is built with, sent beside the English message as `params` (e.g. how
 * many units the resort has for NOT_ENOUGH_UNITS); `errors.<code>` interpolates them.
 */
export type ErrorParams = Record<string, string | number>;
