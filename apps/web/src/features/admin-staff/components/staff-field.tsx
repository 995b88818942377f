import type { UseFormRegisterReturn } from "react-hook-form";
import { fieldErrorClass, inputClass, labelClass } from "../../../components/form-classes";

/** A labelled text input or select of the Staff page's dialogs, its error said under it and named by it. */
export function StaffField({
  id,
  label,
  error,
  registration,
  input,
  options,
}: {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  input?: { type: "text" | "email"; autoComplete: string };
  /** A select's choices (value, label); left out for a text input. */
  options?: readonly { value: string; label: string }[];
}) {
  const control = {
    id,
    className: inputClass,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    ...registration,
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {options ? (
        <select {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...control}
          type={input?.type ?? "text"}
          autoComplete={input?.autoComplete}
          dir={input?.type === "email" ? "ltr" : undefined}
        />
      )}
      {error && (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
