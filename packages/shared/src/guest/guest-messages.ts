/**
 * The limits and messages of a guest's contact details and booking wishes (phone, special
 * requests, arrival time). Apart from the schemas (./guest-details), so the web app's message
 * translations read them without loading zod or the phone metadata.
 */
export const SPECIAL_REQUESTS_MAX_LENGTH = 500;
/** Arrival times a guest may give: the resort's reception hours (decision 020). */
export const ARRIVAL_EARLIEST = "08:00";
export const ARRIVAL_LATEST = "23:00";
/** Longer than any number written with spaces, dashes and a country code: past it, not a phone. */
export const PHONE_MAX_LENGTH = 30;

export const guestMessages = {
  phoneInvalid: "Enter a valid phone number, e.g. 050 123 4567 or +44 20 7946 0958",
  phoneRequired: "Please give a phone number so we can reach you about your stay",
  arrivalTimeInvalid: "Enter the arrival time as HH:MM, e.g. 15:30",
  arrivalTimeOutOfHours: `Choose an arrival time between ${ARRIVAL_EARLIEST} and ${ARRIVAL_LATEST}`,
} as const;
