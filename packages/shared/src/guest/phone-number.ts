import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * Phone numbers through libphonenumber-js (Google's libphonenumber rules), with its default "min"
 * metadata: the same code runs in the browser, where the full metadata would double the weight.
 * A number without a country code is read as a UAE number, as guests here write it (decision 020).
 */
export const DEFAULT_PHONE_COUNTRY = "AE";

/** The number in E.164 ("+971501234567"), or undefined when it is not a valid phone number. */
export function toE164(value: string): string | undefined {
  const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
  // An extension has no place in E.164: refuse it rather than drop part of what was typed.
  if (!parsed?.isValid() || parsed.ext) return undefined;
  return parsed.number;
}

/** A stored E.164 number written for reading ("+971 50 123 4567"); as stored if it cannot be read. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
