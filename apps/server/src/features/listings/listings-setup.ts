import type { Config } from "../../config/env";
import type { Clock } from "../../lib/clock";
import { cacheListings } from "./cached-listings";
import { fixtureListings } from "./fixture-listings";
import type { ListingsSource } from "./listings-source";
import { createRemoteListingsFetcher } from "./remote-listings";

/** A guest waits at most this long for the listings service before the page hears it failed. */
const REMOTE_TIMEOUT_MS = 5_000;

/** The remote listings service when its key is configured, otherwise the local fixture. */
export function createListingsSource(config: Config, clock: Clock): ListingsSource {
  if (config.LISTINGS_SOURCE === "fixture") return fixtureListings;
  const { LISTINGS_API_URL: apiUrl, LISTINGS_API_KEY: apiKey, LISTINGS_USER_ID: userId } = config;
  // parseEnv refuses a key without these; this only tells TypeScript.
  if (!apiUrl || !apiKey || !userId) throw new Error("listings service configuration incomplete");
  return {
    kind: "remote",
    getListings: cacheListings(
      createRemoteListingsFetcher({ apiUrl, apiKey, userId, timeoutMs: REMOTE_TIMEOUT_MS }),
      { ttlMs: config.LISTINGS_CACHE_SECONDS * 1000, clock },
    ),
  };
}
