import { bookingLimits } from "../booking/booking-limits";

/** The largest total the database keeps (a 32-bit integer of fils). */
export const MAX_TOTAL_MINOR = 2_147_483_647;
/**
 * The most nightly prices one booking can add up: a package of the most units, each a master room,
 * a kids room and a camp, for the most nights (a room or camp booking multiplies by less).
 */
export const MAX_PRICES_PER_BOOKING =
  bookingLimits.maxNights *
  Math.max(bookingLimits.maxRooms, bookingLimits.maxTents, bookingLimits.maxPackageUnits * 3);
/**
 * The highest nightly price an administrator may set, in AED: the worst booking at this price
 * stays under half of MAX_TOTAL_MINOR, leaving the other half for parking on a package.
 */
export const MAX_PRICE = 20_000;
