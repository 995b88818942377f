import { ApiError } from "./api-client";

/**
 * When a failed query is asked again, in the booking app (TanStack Query) and on the marketing
 * pages (the islands' stand-in, src/islands/shims/query.ts) alike: a 4xx will not change by asking
 * again; a network blip or a 5xx might, so twice more.
 */
export const shouldRetryQuery = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;

/** TanStack Query's own wait before a retry: 1 s, then 2 s, doubling up to 30 s. */
export const retryDelayMs = (failureCount: number) => Math.min(1000 * 2 ** failureCount, 30_000);
