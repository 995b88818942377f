/**
 * The limits and messages of activities (decision 021). Apart from the schemas (./extras-schemas),
 * so the web app's message translations read them without loading zod or date handling into
 * every page's first script.
 */
/** Limits of one booking's activities, chosen so a booking's total stays within MAX_TOTAL_MINOR. */
export const extraLimits = {
  /** People (per person) or groups (per group) of one activity on one day. */
  maxQuantity: 50,
  /** Activity-days on one booking. */
  maxPerBooking: 20,
  /** The highest price an administrator may set, AED. */
  maxPrice: 5_000,
  maxDailyCapacity: 1_000,
} as const;

export const extraMessages = {
  unknown: "This activity is not available",
  notOffered: "This activity is not offered on that day",
  outsideStay: "Choose a day of your stay (from check-in to the day before check-out)",
  duplicate: "Each activity can be added once per day",
  quantity: `Choose between 1 and ${extraLimits.maxQuantity}`,
  tooMany: `At most ${extraLimits.maxPerBooking} activities per booking`,
  daysRequired: "Choose at least one day of the week",
  capacity: `Daily capacity must be a whole number from 1 to ${extraLimits.maxDailyCapacity}`,
  price: `Price must be from 0.01 to ${extraLimits.maxPrice} AED, with at most two decimals`,
  nameRequired: "Enter the activity's name",
  nameArRequired: "Enter the activity's name in Arabic",
} as const;
