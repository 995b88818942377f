import type { ReactNode } from "react";
import { inputClass, labelClass } from "./form-classes";

/** A console list's filter form: its fields on a white panel, applied together (button or Enter). */
export const filterPanelClass = "rounded-xl border border-sand-200 bg-white p-4";

/** The filter's Apply button: always pressable (a filter has no pending state to wait for). */
export const filterApplyButton =
  "rounded-full bg-dune-800 px-5 py-2 font-semibold text-white hover:bg-dune-700";

/**
 * One labelled control of a console list's filter (bookings, reports, audit log, waiting list):
 * `children` draws the input or select, given the id its label points at and the site's look.
 */
export function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  /** Where it sits in the filter's grid ("lg:col-span-2"). */
  className?: string;
  children: (control: { id: string; className: string }) => ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, className: inputClass })}
    </div>
  );
}
