import { z } from "zod";
import { AppError } from "./app-error";

/**
 * A route's body when the service checks it with parseOrThrow (rules built at request time, or
 * the shared schema's own messages): any JSON object.
 */
export const anyObjectBody = z.record(z.string(), z.unknown(), {
  error: "The request body must be a JSON object",
});

/**
 * Parses with a schema built at request time (rules that depend on today or the catalogue) and
 * fails the way route schemas fail: 400 VALIDATION_ERROR with the first message per field.
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    errors[issue.path.join(".") || "body"] ??= issue.message;
  }
  throw new AppError(
    "VALIDATION_ERROR",
    Object.values(errors)[0] ?? "The request is not valid.",
    errors,
  );
}
