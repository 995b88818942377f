import type { InputHTMLAttributes, ReactNode } from "react";
import { fieldErrorClass, inputClass, labelClass } from "../../../components/form-classes";

/** One field of a feed form: its label, the control, a hint and its message, tied together by id. */
export function FeedField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** The control, given the props that tie it to the label, hint and message. */
  children: (control: InputHTMLAttributes<HTMLElement> & { className: string }) => ReactNode;
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({
        id,
        className: inputClass,
        "aria-invalid": Boolean(error),
        "aria-describedby": described || undefined,
      })}
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
    </div>
  );
}
