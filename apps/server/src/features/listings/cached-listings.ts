import type { Listing } from "@camp/shared/listings/listings-api";
import type { Clock } from "../../lib/clock";
import type { ListingsAnswer } from "./listings-source";

/** After a failure, the service is left alone this long (at most) before it is asked again. */
const RETRY_AFTER_FAILURE_MS = 30_000;

/**
 * Keeps the last good answer for `ttlMs` in this process's memory; when a refresh fails it serves
 * that answer however old it is. Concurrent requests share one call. Per process is enough: the
 * cache holds no state that matters for correctness (docs/decisions/009-rental-listings.md).
 */
export function cacheListings(
  load: () => Promise<Listing[]>,
  options: { ttlMs: number; clock: Clock },
): () => Promise<ListingsAnswer> {
  let cached: { listings: Listing[]; fetchedAt: number } | null = null;
  let failure: { error: unknown; at: number } | null = null;
  let inFlight: Promise<Listing[]> | null = null;

  const refresh = () => {
    inFlight ??= load()
      .then((listings) => {
        cached = { listings, fetchedAt: options.clock.now().getTime() };
        failure = null;
        return listings;
      })
      .catch((error: unknown) => {
        failure = { error, at: options.clock.now().getTime() };
        throw error;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return async () => {
    const now = options.clock.now().getTime();
    if (cached && now - cached.fetchedAt < options.ttlMs) return { listings: cached.listings };
    // Right after a failure, answer at once instead of making every guest wait for the timeout.
    if (failure && now - failure.at < Math.min(options.ttlMs, RETRY_AFTER_FAILURE_MS)) {
      if (cached) return { listings: cached.listings };
      throw failure.error;
    }
    try {
      return { listings: await refresh() };
    } catch (error) {
      if (cached) return { listings: cached.listings, problem: error };
      throw error;
    }
  };
}
