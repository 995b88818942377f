import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { currentUser } from "../../plugins/sessions";
import { incrementCounter } from "../rate-limits/rate-limit-repository";

export class TooManyQuotesError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      "TOO_MANY_QUOTES",
      "Too many price checks in a short time. Please wait a minute and try again.",
    );
  }
}

/**
 * Counts one price check or payment start of the account in the current clock minute, in one atomic
 * statement shared by every app process; past QUOTES_PER_ACCOUNT_PER_MINUTE it throws until the
 * next minute begins (decision 013). Fixed minutes rather than a sliding window: the limit only has
 * to keep a script from flooding quotes and holds, and one counter row per account stays enough.
 */
export async function countQuoteRequest(ctx: AppContext, userId: string): Promise<void> {
  await countPerMinute(ctx, `quotes:account:${userId}`);
}

async function countPerMinute(ctx: AppContext, key: string): Promise<void> {
  const now = ctx.clock.now();
  const minuteStart = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const count = await incrementCounter(ctx.db, key, {
    now,
    windowStart: minuteStart,
  });
  if (count > ctx.config.QUOTES_PER_ACCOUNT_PER_MINUTE) {
    const nextMinute = minuteStart.getTime() + 60_000;
    throw new TooManyQuotesError(Math.max(1, Math.ceil((nextMinute - now.getTime()) / 1000)));
  }
}

/**
 * Route hook (onRequest, after requireUser) for the calls that make or hold a quote: refused calls
 * answer 429 with a Retry-After telling when the next minute begins.
 */
export function limitQuoteRequests(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    try {
      await countQuoteRequest(ctx, currentUser(request).id);
    } catch (error) {
      if (error instanceof TooManyQuotesError)
        reply.header("retry-after", String(error.retryAfterSeconds));
      throw error;
    }
  };
}

/**
 * Route hook (onRequest) for the booking form's promo preview, open to visitors signed out too
 * (decision 051): a signed-in account is counted as its price checks are; a visitor by network
 * address, with the same per-minute limit. The per-address ceiling on wrong codes
 * (limitPromoGuesses) holds for both.
 */
export function limitPreviewRequests(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    try {
      const user = request.sessionUser;
      await countPerMinute(
        ctx,
        user ? `quotes:account:${user.id}` : `quotes:address:${request.ip}`,
      );
    } catch (error) {
      if (error instanceof TooManyQuotesError)
        reply.header("retry-after", String(error.retryAfterSeconds));
      throw error;
    }
  };
}
