import { z } from "zod";

/**
 * GET /api/listings: places to stay from the short-term-rental listing service (spec sections 1, 2
 * and 7). The server reads them from the remote service when LISTINGS_API_KEY is set (the key never
 * reaches the browser), else from a fixture of 10 listings with local pictures.
 */
export const listingSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A picture URL: a local path for the fixture, the service's https URL for remote listings. */
  pictureUrl: z.string(),
  /** Average rating out of 5, null when the listing has no reviews yet. */
  ratingAverage: z.number().nullable(),
  reviewCount: z.number().int(),
  /** The service's room type, e.g. "Entire home" or "Private room". */
  roomType: z.string(),
  beds: z.number().int(),
  /** The listing's page on the service; opened in a new tab. */
  url: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingsResponseSchema = z.object({
  success: z.literal(true),
  source: z.enum(["fixture", "remote"]),
  data: z.array(listingSchema),
});
export type ListingsResponse = z.infer<typeof listingsResponseSchema>;
