import { describe, expect, it } from "vitest";
import { plainText, requiredText, stripInvisible } from "./text-field";
import { textMessages } from "./text-messages";

/** The first message a schema gives for a value, or the parsed value when it passes. */
function outcome(schema: { safeParse: (value: unknown) => unknown }, value: unknown) {
  const result = schema.safeParse(value) as
    | { success: true; data: unknown }
    | { success: false; error: { issues: { message: string }[] } };
  return result.success ? { value: result.data } : { error: result.error.issues[0]?.message };
}

describe("stripInvisible", () => {
  it.each([
    ["\u061C", "Arabic letter mark"],
    ["\u200B", "zero-width space"],
    ["\u200C", "zero-width non-joiner"],
    ["\u200D", "zero-width joiner"],
    ["\u200E", "left-to-right mark"],
    ["\u200F", "right-to-left mark"],
    ["\u202A", "left-to-right embedding"],
    ["\u202B", "right-to-left embedding"],
    ["\u202C", "pop directional formatting"],
    ["\u202D", "left-to-right override"],
    ["\u202E", "right-to-left override"],
    ["\u2060", "word joiner"],
    ["\u2064", "invisible plus"],
    ["\u2066", "left-to-right isolate"],
    ["\u2069", "pop directional isolate"],
    ["\uFEFF", "byte-order mark"],
  ])("removes U+%s (%s) wherever it is", (character) => {
    expect(stripInvisible(`${character}gp${character}j.exe${character}`)).toBe("gpj.exe");
  });

  it.each([
    ["\u061B", "Arabic semicolon"],
    ["\u061D", "Arabic end of text mark"],
    ["\u200A", "hair space"],
    ["\u2010", "hyphen"],
    ["\u2029", "paragraph separator"],
    ["\u202F", "narrow no-break space"],
    ["\u205F", "medium mathematical space"],
    ["\u2065", "unassigned, between the invisible operators and the isolates"],
    ["\u206A", "inhibit symmetric swapping"],
    ["\uFEFE", "Arabic ligature before the byte-order mark"],
    ["\uFF01", "fullwidth exclamation mark"],
  ])("keeps U+%s (%s), which is not formatting", (character) => {
    expect(stripInvisible(`a${character}b`)).toBe(`a${character}b`);
  });

  it("keeps Arabic and Latin text as typed", () => {
    expect(stripInvisible("ليلى Layla")).toBe("ليلى Layla");
  });
});

describe("plainText", () => {
  it("trims the value after removing invisible characters", () => {
    expect(outcome(plainText(), " \u200B Layla \u202E\n")).toEqual({ value: "Layla" });
  });

  it.each(["\u0000", "\u0001", "\u001B", "\u001F", "\u007F", "\u0085", "\u009F"])(
    "refuses the control character %j inside the text",
    (character) => {
      expect(outcome(plainText(), `a${character}b`)).toEqual({
        error: "Use letters, numbers and punctuation only",
      });
    },
  );

  it("refuses a line break inside the text (a one-line field)", () => {
    expect(outcome(plainText(), "first\nsecond")).toEqual({
      error: textMessages.controlCharacters,
    });
  });

  it.each([" ", "~", "\u00A0", "\u00A1"])(
    "keeps %j, which is not a control character",
    (character) => {
      expect(outcome(plainText(), `a${character}b`)).toEqual({ value: `a${character}b` });
    },
  );

  it.each([[5], [null], [undefined], [["a"]]])("says 'Must be text' for %j by default", (value) => {
    expect(outcome(plainText(), value)).toEqual({ error: "Must be text" });
  });

  it("takes another message for a value that is not text", () => {
    expect(outcome(plainText("Give a title"), 5)).toEqual({ error: "Give a title" });
  });

  it("allows an empty value (only requiredText needs one)", () => {
    expect(outcome(plainText(), "  ")).toEqual({ value: "" });
  });

  it("says what is wrong with the length, not 'Must be text', for lengths chained on it", () => {
    expect(outcome(plainText().max(5), "Layla Al Marri")).toEqual({
      error: "Must be at most 5 characters",
    });
    expect(outcome(plainText().min(3), "Al")).toEqual({ error: "Must be at least 3 characters" });
    expect(outcome(plainText().min(1), " \u200B ")).toEqual({
      error: "This field cannot be empty",
    });
    expect(outcome(plainText().max(5, "Too long a title"), "Layla Al Marri")).toEqual({
      error: "Too long a title",
    });
    expect(outcome(plainText().max(5), 5)).toEqual({ error: "Must be text" });
  });
});

describe("requiredText", () => {
  const name = () => requiredText("Full name is required");

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["only spaces", "   "],
    ["only invisible characters", "\u200B\u200F\uFEFF"],
  ])("says the required message when the value is %s", (_label, value) => {
    expect(outcome(name(), value)).toEqual({ error: "Full name is required" });
  });

  it.each([[null], [42], [true], [{}]])("says 'Must be text' for %j", (value) => {
    expect(outcome(name(), value)).toEqual({ error: "Must be text" });
  });

  it("accepts one character and gives it back trimmed", () => {
    expect(outcome(name(), " L ")).toEqual({ value: "L" });
  });

  it("says the length when the text is too long and the field sets no message of its own", () => {
    expect(outcome(name().max(4), "Layla")).toEqual({ error: "Must be at most 4 characters" });
  });

  it("still refuses control characters", () => {
    expect(outcome(name(), "Lay\u0000la")).toEqual({ error: textMessages.controlCharacters });
  });
});
