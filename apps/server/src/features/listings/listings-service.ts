import type { Listing } from "@camp/shared/listings/listings-api";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";

/** GET /api/listings: the places to stay, or 502 when the service fails and nothing is cached. */
export async function getListings(
  ctx: AppContext,
  log: FastifyBaseLogger,
): Promise<{ source: "fixture" | "remote"; listings: Listing[] }> {
  try {
    const answer = await ctx.listings.getListings();
    if (answer.problem) {
      log.warn({ err: answer.problem }, "listings service failed; serving the cached answer");
    }
    return { source: ctx.listings.kind, listings: answer.listings };
  } catch (error) {
    log.error({ err: error }, "listings service failed and no answer is cached");
    throw new AppError(
      "LISTINGS_UNAVAILABLE",
      "The listings service is not answering right now. Please try again later.",
      undefined,
      { cause: error },
    );
  }
}
