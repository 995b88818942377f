import type { ReactNode } from "react";
import { inputClass, labelClass } from "./form-classes";

/** Whether a typed refund is one staff may give: a number from 0 to `max` (AED). */
export function isRefundAmountValid(text: string, max: number): boolean {
  const amount = Number(text);
  return text.trim() !== "" && Number.isFinite(amount) && amount >= 0 && amount <= max;
}

/**
 * How much a staff decision gives back: the amount already said (the whole, or none), or one
 * staff type. `children` follow the two choices: the amount's field, when it is chosen.
 */
export function RefundChoice(props: {
  legend: string;
  /** The radio group's name, one per dialog. */
  name: string;
  labels: { said: string; typed: string };
  isTyped: boolean;
  onIsTypedChange: (isTyped: boolean) => void;
  /** The Tourism Dirham fee given back in full on top (decision 048), said when there is one. */
  feeBack?: { text: string; testId: string } | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className="mt-4">
      <legend className={labelClass}>{props.legend}</legend>
      <label className="mt-2 flex items-center gap-2">
        <input
          type="radio"
          name={props.name}
          checked={!props.isTyped}
          onChange={() => props.onIsTypedChange(false)}
        />
        {props.labels.said}
      </label>
      <label className="mt-1 flex items-center gap-2">
        <input
          type="radio"
          name={props.name}
          checked={props.isTyped}
          onChange={() => props.onIsTypedChange(true)}
        />
        {props.labels.typed}
      </label>
      {props.children}
      {props.feeBack && (
        <p className="mt-2 text-sm text-dune-800" data-testid={props.feeBack.testId}>
          {props.feeBack.text}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The amount staff choose to refund (a cancellation on the booking detail, a no-show at the desk),
 * at most `max`. With a hint, the line under it is always there and says the refusal in the hint's
 * place; without one, the refusal shows on its own, in red.
 */
export function RefundAmountField({
  id,
  label,
  max,
  value,
  onChange,
  hint,
  invalidMessage,
}: {
  id: string;
  label: string;
  max: number;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  invalidMessage: string;
}) {
  const isInvalid = value !== "" && !isRefundAmountValid(value, max);
  const message = isInvalid ? invalidMessage : hint;
  return (
    <div className="mt-2">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        max={max}
        step="0.01"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={isInvalid}
        aria-describedby={`${id}-hint`}
        className={inputClass}
      />
      {message && (
        <p
          id={`${id}-hint`}
          className={`mt-1 text-sm ${hint === undefined ? "text-red-800" : "text-dune-800"}`}
        >
          {message}
        </p>
      )}
    </div>
  );
}
