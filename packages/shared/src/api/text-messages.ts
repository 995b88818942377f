/**
 * What the text fields (./text-field) say when a value is refused. Apart from the schemas, so the
 * web app's message translations read them without loading zod on the first page.
 */
export const textMessages = {
  notText: "Must be text",
  controlCharacters: "Use letters, numbers and punctuation only",
  empty: "This field cannot be empty",
  tooShort: (minimum: number) => `Must be at least ${minimum} characters`,
  tooLong: (maximum: number) => `Must be at most ${maximum} characters`,
} as const;
