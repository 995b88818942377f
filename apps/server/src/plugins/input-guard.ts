import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/app-error";

/** How deep a JSON body may nest before it is refused instead of walked (no route needs more than 4). */
const MAX_DEPTH = 32;

/**
 * A NUL, or half of a surrogate pair on its own (no character: text cut mid-emoji, or made up).
 * PostgreSQL stores neither: text refuses the NUL, jsonb (an audit entry, a tax document) both.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDFFF]/u;

/** True when a string anywhere in the value (keys included) holds a NUL or a lone surrogate. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return UNSTORABLE.test(value);
  if (value === null || typeof value !== "object") return false;
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => UNSTORABLE.test(key) || containsNul(item, depth + 1),
  );
}

/**
 * Refuses, in one place and before any route's schema runs, a request whose JSON body, query or
 * path holds a NUL character (\u0000) or a lone surrogate (\uD800 alone). PostgreSQL cannot store
 * them (text, jsonb), so they would otherwise reach the database and fail there as a 500; no guest
 * types one, so refusing loses nothing.
 * Multipart text fields are read by the route and go through the shared text schemas instead.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (
      containsNul(request.body) ||
      containsNul(request.query) ||
      containsNul(request.params) ||
      request.url.includes("%00")
    ) {
      throw new AppError(
        "VALIDATION_ERROR",
        "The request contains a character that is not allowed.",
        { body: "The request contains a character that is not allowed." },
      );
    }
  });
}
