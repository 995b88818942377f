/**
 * The longest range one edit may cover: a year and a day (the booking horizon is 365 days). On its
 * own, without the schemas: the web's message table reads it on every page, and importing it from
 * rate-schemas.ts put zod's schemas and date-fns in the home page's first JavaScript.
 */
export const MAX_RATE_RANGE_DAYS = 400;
