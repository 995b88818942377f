import type { Listing } from "@camp/shared/listings/listings-api";
import { toListing } from "./remote-listing";

/** Spec sections 7 and 9: the first ten listings of the configured user. */
export const LISTINGS_REQUEST = { offset: 0, count: 10 } as const;

/** The header the listings service reads its API key from. */
export const API_KEY_HEADER = "x-airbnb-api-key";

const MAX_ANSWER_CHARS = 2_000_000;

export type RemoteListingsOptions = {
  /** The service's GraphQL endpoint, operation and persisted-query parameters included. */
  apiUrl: string;
  apiKey: string;
  userId: string;
  timeoutMs: number;
};

function listingsOf(answer: unknown): unknown[] {
  const listings = (
    answer as { data?: { beehive?: { getListOfListings?: { listings?: unknown } } } }
  )?.data?.beehive?.getListOfListings?.listings;
  if (!Array.isArray(listings)) {
    throw new Error(
      "the listings service answered without data.beehive.getListOfListings.listings",
    );
  }
  return listings;
}

/**
 * One call to the remote listings service. The key travels in a request header from this server
 * only; it is never in the URL (so never in a log line) and never in anything sent to a browser.
 */
export function createRemoteListingsFetcher(options: RemoteListingsOptions) {
  const url = new URL(options.apiUrl);
  url.searchParams.set(
    "variables",
    JSON.stringify({ userId: options.userId, ...LISTINGS_REQUEST }),
  );

  return async function fetchRemoteListings(): Promise<Listing[]> {
    const response = await fetch(url, {
      headers: { accept: "application/json", [API_KEY_HEADER]: options.apiKey },
      signal: AbortSignal.timeout(options.timeoutMs),
      // A redirect would carry the key header to wherever it points.
      redirect: "error",
    });
    if (!response.ok) throw new Error(`the listings service answered HTTP ${response.status}`);
    const body = await response.text();
    if (body.length > MAX_ANSWER_CHARS) throw new Error("the listings service answer is too large");

    const raw = listingsOf(JSON.parse(body));
    const seen = new Set<string>();
    const listings: Listing[] = [];
    for (const item of raw) {
      const listing = toListing(item, url.origin);
      if (!listing || seen.has(listing.id)) continue;
      seen.add(listing.id);
      listings.push(listing);
    }
    // Listings that all fail to map mean the service changed its format: an older answer is better.
    if (raw.length > 0 && listings.length === 0) {
      throw new Error("none of the listings service's listings could be read");
    }
    return listings.slice(0, LISTINGS_REQUEST.count);
  };
}
