import { z } from "zod";
import { textMessages } from "./text-messages";

/**
 * Characters nobody types on purpose that change how text around them looks: bidi embeddings,
 * overrides and isolates (a name could show "gpj.exe" as "exe.jpg"), the Arabic letter mark,
 * zero-width spaces and joiners, the word joiner and the byte-order mark.
 */
const INVISIBLE_FORMATTING = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
/** C0 and C1 control characters (NUL, escape, line breaks...): never part of a one-line field. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;

/** A message for a value that is not text, or one made from the issue (e.g. missing or not). */
type NotTextMessage = string | ((issue: z.core.$ZodRawIssue) => string);

/**
 * The schema-wide messages of a text field. Zod uses a schema's own `error` for every issue that
 * has no message of its own, so a `.max(120)` chained without one would say "Must be text": the
 * length issues get a length message here.
 */
function textIssueMessage(notText: NotTextMessage) {
  return (issue: z.core.$ZodRawIssue): string => {
    if (issue.code === "too_big") return textMessages.tooLong(Number(issue.maximum));
    if (issue.code === "too_small") {
      const minimum = Number(issue.minimum);
      return minimum <= 1 ? textMessages.empty : textMessages.tooShort(minimum);
    }
    return typeof notText === "function" ? notText(issue) : notText;
  };
}

/** Removes the invisible formatting characters above; everything else is kept as typed. */
export function stripInvisible(value: string): string {
  return value.replace(INVISIBLE_FORMATTING, "");
}

/**
 * A one-line text field: invisible formatting removed, trimmed, control characters refused.
 * Chain `.min()` / `.max()` on it as on any string.
 */
export function plainText(notText: NotTextMessage = textMessages.notText) {
  return z
    .string({ error: textIssueMessage(notText) })
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

/** Control characters other than the line break and the tab: a message may have paragraphs, not NULs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS_EXCEPT_LINES = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/**
 * A text of several lines (a message): invisible formatting removed, line breaks made "\n", trimmed,
 * every other control character (NUL, escape...) refused.
 */
export function multilineText(notText: NotTextMessage = textMessages.notText) {
  return z
    .string({ error: textIssueMessage(notText) })
    .overwrite((value) => stripInvisible(value).replace(/\r\n?/g, "\n"))
    .trim()
    .refine(
      (value) => !CONTROL_CHARACTERS_EXCEPT_LINES.test(value),
      textMessages.controlCharacters,
    );
}
