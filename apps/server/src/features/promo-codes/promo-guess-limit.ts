import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { incrementCounter, readCounterRow } from "../rate-limits/rate-limit-repository";

const HOUR_MS = 3_600_000;

const keyOf = (address: string) => `promo-wrong:address:${address}`;

/** Whether the request's body names a promo code to judge (the routes that take one). */
function typedCode(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !("promoCode" in body)) return false;
  const { promoCode } = body;
  return typeof promoCode === "string" && promoCode.trim() !== "";
}

/**
 * Route hooks for the calls that judge a typed promo code (price checks, a change's check, the
 * payment page's code): one network address may try PROMO_MAX_WRONG_PER_ADDRESS_PER_HOUR wrong
 * codes per hour, over all its accounts (each account's price checks have their own limit). Past it,
 * every code it types is refused before it is judged, right or wrong, so guessing on learns
 * nothing, until an hour passes without a wrong try.
 */
export function limitPromoGuesses(ctx: AppContext) {
  return {
    preHandler: async (request: FastifyRequest): Promise<void> => {
      if (!typedCode(request.body)) return;
      const row = await readCounterRow(ctx.db, keyOf(request.ip));
      const hourAgo = ctx.clock.now().getTime() - HOUR_MS;
      if (
        row &&
        row.lastAt.getTime() >= hourAgo &&
        row.count >= ctx.config.PROMO_MAX_WRONG_PER_ADDRESS_PER_HOUR
      ) {
        throw new AppError(
          "TOO_MANY_ATTEMPTS",
          "Too many promo codes tried. Please wait an hour and try again.",
        );
      }
    },
    onError: async (request: FastifyRequest, _reply: FastifyReply, error: Error): Promise<void> => {
      if (!(error instanceof AppError) || error.code !== "PROMO_UNKNOWN") return;
      const now = ctx.clock.now();
      await incrementCounter(ctx.db, keyOf(request.ip), {
        now,
        windowStart: new Date(now.getTime() - HOUR_MS),
      });
    },
  };
}
