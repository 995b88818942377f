import type { Listing } from "@camp/shared/listings/listings-api";

/** What a source answers; `problem` says why an older answer is served instead of a fresh one. */
export type ListingsAnswer = { listings: Listing[]; problem?: unknown };

/**
 * Where the rental listings come from (spec sections 1 and 7): the local fixture, or the remote
 * listings service behind a cache. `getListings` throws only when there is nothing to show at all.
 */
export type ListingsSource = {
  kind: "fixture" | "remote";
  getListings: () => Promise<ListingsAnswer>;
};
