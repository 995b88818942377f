import { get, useFormContext } from "react-hook-form";
import { useServerMessage } from "../i18n/server-messages";
import { toLatinDigits } from "../lib/latin-digits";

/** The first message of a field, in the page's language. */
export function useFieldError() {
  const translate = useServerMessage();
  const { formState } = useFormContext();
  return (name: string): string | undefined => {
    // Nested fields too ("extras.0.date"): react-hook-form keeps their errors as nested objects.
    const message = (get(formState.errors, name) as { message?: unknown } | undefined)?.message;
    return typeof message === "string" ? translate(message) : undefined;
  };
}

/** A count typed with any digits ("2", "٢"); empty or not a number reads as NaN, which the schema refuses. */
export function readCount(value: unknown): number {
  const text = toLatinDigits(String(value ?? "")).trim();
  return text === "" ? Number.NaN : Number(text);
}
