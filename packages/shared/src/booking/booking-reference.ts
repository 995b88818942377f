/**
 * The booking reference a guest reads out on the phone and staff type into the console's search
 * (docs/decisions/018-booking-reference.md): the first 40 bits of the booking's id (a random UUID)
 * in Crockford's base 32, eight characters in two groups of four, "7KQM-2XD9".
 */

/** Crockford's base 32: digits and upper-case letters without I, L, O and U. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** Letters people write for the digits they look like (Crockford's decoding rule). */
const LOOK_ALIKES: Record<string, string> = { I: "1", L: "1", O: "0" };

export const BOOKING_REFERENCE_LENGTH = 8;
/** 8 characters x 5 bits = 40 bits = the id's first 10 hex digits. */
const HEX_DIGITS = 10;
const GROUP = 4;

/** A reference as bookingReference writes it: two groups of four of the alphabet's characters. */
export const BOOKING_REFERENCE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** "6f1c2b0e-3d4a-..." -> "DWE2-P3K9": the reference of a booking id. */
export function bookingReference(id: string): string {
  const hex = id
    .replace(/[^0-9a-f]/gi, "")
    .slice(0, HEX_DIGITS)
    .padEnd(HEX_DIGITS, "0");
  let value = Number.parseInt(hex, 16); // 40 bits: exact in a double
  let reference = "";
  for (let index = 0; index < BOOKING_REFERENCE_LENGTH; index += 1) {
    reference = ALPHABET.charAt(value % 32) + reference;
    value = Math.floor(value / 32);
  }
  return `${reference.slice(0, GROUP)}-${reference.slice(GROUP)}`;
}

/** What a search text names: one booking by its full id, or the ids a reference stands for. */
export type BookingLookup =
  | { kind: "id"; id: string }
  /** Every id from `firstId` to `lastId` (UUIDs compare as their hex digits) has this reference. */
  | { kind: "reference"; reference: string; firstId: string; lastId: string };

const toUuid = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** The ids that share a reference: its 40 bits followed by anything (UUIDs compare as hex digits). */
function rangeOfPrefix(prefix: string) {
  return { firstId: toUuid(prefix.padEnd(32, "0")), lastId: toUuid(prefix.padEnd(32, "f")) };
}

/** Every id with the same reference as `id`, as a range on the primary key. */
export function referenceRangeOf(id: string): { firstId: string; lastId: string } {
  return rangeOfPrefix(id.replace(/-/g, "").slice(0, HEX_DIGITS).toLowerCase());
}

/**
 * Reads what staff typed as a booking's id or reference, in any case, with or without hyphens or
 * spaces, with I, L and O for 1, 1 and 0; null when it is neither (then it is only a name or email).
 */
export function bookingLookupOf(text: string): BookingLookup | null {
  const compact = text.replace(/[\s-]/g, "");
  if (/^[0-9a-f]{32}$/i.test(compact)) return { kind: "id", id: toUuid(compact.toLowerCase()) };
  if (compact.length !== BOOKING_REFERENCE_LENGTH) return null;
  let value = 0;
  for (const typed of compact.toUpperCase()) {
    const digit = ALPHABET.indexOf(LOOK_ALIKES[typed] ?? typed);
    if (digit < 0) return null;
    value = value * 32 + digit;
  }
  const prefix = value.toString(16).padStart(HEX_DIGITS, "0");
  return {
    kind: "reference",
    reference: bookingReference(prefix),
    ...rangeOfPrefix(prefix),
  };
}
