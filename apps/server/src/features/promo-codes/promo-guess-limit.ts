import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { releaseAttempt, takeAttempt } from "../rate-limits/rate-limit-repository";

const HOUR_MS = 3_600_000;
const HOUR_S = 3_600;

const keyOf = (address: string) => `promo-wrong:address:${address}`;

/** Whether the request's body names a promo code to judge (the routes that take one). */
function typedCode(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !("promoCode" in body)) return false;
  const { promoCode } = body;
  return typeof promoCode === "string" && promoCode.trim() !== "";
}

/** What became of a request's reserved try: still open, or judged a wrong code (kept). */
const reserved = new WeakMap<FastifyRequest, "open" | "wrong">();

/**
 * Route hooks for the calls that judge a typed promo code (price checks, a change's check, the
 * booking form's preview, the payment page's code): one network address may try
 * PROMO_MAX_WRONG_PER_ADDRESS_PER_HOUR wrong codes per hour, over all its accounts (each account's
 * price checks have their own limit). Past it, every code it types is refused before it is judged,
 * right or wrong, so guessing on learns nothing, until an hour passes without a wrong try.
 *
 * Every typed code takes one try from the counter before it is judged, in the one statement that
 * checks the ceiling (`takeAttempt`: the row lock of its upsert queues parallel tries, so a burst of
 * N at once can never all see a count under the ceiling). A try that was not a wrong code (a right
 * code, a refused stay, any other error) gives its place back before the answer goes out.
 */
export function limitPromoGuesses(ctx: AppContext) {
  return {
    preHandler: async (request: FastifyRequest): Promise<void> => {
      if (!typedCode(request.body)) return;
      const now = ctx.clock.now();
      const taken = await takeAttempt(ctx.db, keyOf(request.ip), {
        now,
        windowStart: new Date(now.getTime() - HOUR_MS),
        limit: ctx.config.PROMO_MAX_WRONG_PER_ADDRESS_PER_HOUR,
        // Past the ceiling, the wait is the rest of the hour since the last counted try.
        backoffSeconds: HOUR_S,
        maxBackoffSeconds: HOUR_S,
      });
      if (taken === null) {
        throw new AppError(
          "TOO_MANY_ATTEMPTS",
          "Too many promo codes tried. Please wait an hour and try again.",
        );
      }
      reserved.set(request, "open");
    },
    onError: async (request: FastifyRequest, _reply: FastifyReply, error: Error): Promise<void> => {
      if (!reserved.has(request)) return;
      if (error instanceof AppError && error.code === "PROMO_UNKNOWN")
        reserved.set(request, "wrong");
    },
    onSend: async (
      request: FastifyRequest,
      _reply: FastifyReply,
      payload: unknown,
    ): Promise<unknown> => {
      if (reserved.get(request) === "open") {
        reserved.delete(request);
        await releaseAttempt(ctx.db, keyOf(request.ip));
      }
      return payload;
    },
  };
}
