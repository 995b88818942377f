import type { ReactNode } from "react";
import { fieldErrorClass } from "./form-classes";

/** The ids a control's hint and error get (see FieldMessages), for its aria-describedby. */
export function describedBy(id: string, hasHint: unknown, error: string | undefined) {
  return [hasHint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim() || undefined;
}

/** A control's hint and error under it, with the ids describedBy names. */
export function FieldMessages({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error?: string;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-dune-800">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </>
  );
}
