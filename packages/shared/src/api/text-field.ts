import { z } from "zod";

/**
 * Characters nobody types on purpose that change how text around them looks: bidi embeddings,
 * overrides and isolates (a name could show "gpj.exe" as "exe.jpg"), the Arabic letter mark,
 * zero-width spaces and joiners, the word joiner and the byte-order mark.
 */
const INVISIBLE_FORMATTING = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
/** C0 and C1 control characters (NUL, escape, line breaks...): never part of a one-line field. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;

export const textMessages = {
  notText: "Must be text",
  controlCharacters: "Use letters, numbers and punctuation only",
} as const;

/** Removes the invisible formatting characters above; everything else is kept as typed. */
export function stripInvisible(value: string): string {
  return value.replace(INVISIBLE_FORMATTING, "");
}

/**
 * A one-line text field: invisible formatting removed, trimmed, control characters refused.
 * Chain `.min()` / `.max()` on it as on any string.
 */
export function plainText(error: z.core.$ZodStringParams["error"] = textMessages.notText) {
  return z
    .string({ error })
    .overwrite(stripInvisible)
    .trim()
    .refine((value) => !CONTROL_CHARACTERS.test(value), textMessages.controlCharacters);
}

/**
 * A required, trimmed text field whose messages a person can read: a missing field and an empty one
 * both say `requiredMessage`, instead of zod's "expected string, received undefined".
 */
export function requiredText(requiredMessage: string) {
  return plainText((issue) =>
    issue.input === undefined ? requiredMessage : textMessages.notText,
  ).min(1, requiredMessage);
}
