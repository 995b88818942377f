/**
 * Arabic-Indic and Persian digits as 0-9: an Arabic keyboard types dates as ٢٠٢٦-١٢-٢٤, a card
 * number as ٤٢٤٢. Every field a guest types a number into reads it through this.
 */
export function toLatinDigits(text: string): string {
  // Both blocks run 0-9 from a code point ending in 0 (U+0660, U+06F0): the last hex digit is the value.
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) =>
    String((digit.codePointAt(0) ?? 0) % 16),
  );
}
