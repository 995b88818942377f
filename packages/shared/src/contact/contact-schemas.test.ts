import { describe, expect, it } from "vitest";
import { errorsOf } from "../testing/errors-of";
import { contactInputSchema, contactMessages } from "./contact-schemas";

const valid = { name: "Amal", email: "amal@example.com", message: "A tent for ten, please." };

describe("[CONTACT] contactInputSchema", () => {
  it("keeps paragraphs, makes every line break \\n and removes bidi controls", () => {
    const parsed = contactInputSchema.parse({
      ...valid,
      name: "\u202EAmal ",
      message: "  First line\r\nSecond line\rThird\u200F line\n",
    });
    expect(parsed).toEqual({
      name: "Amal",
      email: "amal@example.com",
      message: "First line\nSecond line\nThird line",
      language: "en",
    });
  });

  it("refuses other control characters, empty and over-long fields, with readable messages", () => {
    expect(
      errorsOf(contactInputSchema, { ...valid, message: "Hello\u0000 there, friends" }),
    ).toEqual({
      message: "Use letters, numbers and punctuation only",
    });
    expect(errorsOf(contactInputSchema, {})).toEqual({
      name: contactMessages.nameRequired,
      email: contactMessages.emailRequired,
      message: contactMessages.messageRequired,
    });
    expect(errorsOf(contactInputSchema, { ...valid, message: "x".repeat(4001) })).toEqual({
      message: contactMessages.messageTooLong,
    });
  });
});
