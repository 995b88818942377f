import { describe, expect, it } from "vitest";
import { breakPointsOf, drawableContent, drawableText } from "./drawable-text";

/** A font with Latin, Arabic and the combining accents, like the documents' (pdf-fonts.ts). */
const hasGlyph = (codePoint: number) =>
  (codePoint >= 0x20 && codePoint <= 0x7e) ||
  (codePoint >= 0x300 && codePoint <= 0x36f) ||
  (codePoint >= 0x600 && codePoint <= 0x6ff);

describe("[DOCUMENTS] text a document's font can draw", () => {
  it.each([
    ["Fatima Al Harbi", "Fatima Al Harbi"],
    ["فاطمة الحربي", "فاطمة الحربي"],
    ["Fatima 😀 Al Harbi", "Fatima Al Harbi"],
    ["🇦🇪 Fatima 👍🏽", "Fatima"],
    ["Ali 👨‍👩‍👧 ❤️", "Ali"],
    ["Nguyễn", "Nguye\u0302\u0303n"],
    ["王伟 Wang", "?? Wang"],
    ["Zoë\u200E", "Zoe\u0308"],
    ["😀", ""],
  ])("%j is drawn as %j", (text, drawn) => {
    expect(drawableText(text, hasGlyph)).toBe(drawn);
  });

  it("leaves the stored snapshot alone and cleans every string of its copy", () => {
    const content = {
      customer: { name: "Sara 🌴" },
      lines: [{ descriptionEn: "Tent 🏕️", quantity: 2 }],
    };
    expect(drawableContent(content, hasGlyph)).toEqual({
      customer: { name: "Sara" },
      lines: [{ descriptionEn: "Tent", quantity: 2 }],
    });
    expect(content.customer.name).toBe("Sara 🌴");
  });

  it("gives words longer than a cell a break point between any two characters, and no others", () => {
    expect(breakPointsOf("Wolfeschlegelstein")).toEqual(["Wolfeschlegelstein"]);
    const long = "W".repeat(100);
    expect(breakPointsOf(long)).toHaveLength(100);
    expect(breakPointsOf(long).join("")).toBe(long);
    // Graphemes stay whole: a letter and its marks are never split.
    expect(breakPointsOf(`${"e\u0301".repeat(30)}`)).toHaveLength(30);
  });
});
