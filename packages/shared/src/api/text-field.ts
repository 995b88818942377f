import { z } from "zod";

/**
 * A required, trimmed text field whose messages a person can read: a missing field and an empty one
 * both say `requiredMessage`, instead of zod's "expected string, received undefined".
 */
export function requiredText(requiredMessage: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : "Must be text") })
    .trim()
    .min(1, requiredMessage);
}
