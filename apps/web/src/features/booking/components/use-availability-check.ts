import type { PromoTerms } from "@camp/shared/rates/promo-codes";
import { STAY_RULE_CODES } from "@camp/shared/rates/stay-rules";
import { useRef, useState } from "react";
import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from "react-hook-form";
import { stayRuleField } from "../../../components/stay-range-field";
import { codedMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { type CheckAvailabilityInput, useCheckAvailability } from "../api/check-availability";
import type { RequestSummary } from "./availability-dialog";

/** Where a refusal of the promo code is shown (not a field of the form). */
const PROMO_CODE = Symbol("promo code");

/**
 * The availability check and its popup: asks the server, and sends a refusal where it belongs
 * (a promo code to the code, a field to the field, which takes focus as the popup closes).
 */
export function useAvailabilityCheck<In extends FieldValues>() {
  const check = useCheckAvailability();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [summary, setSummary] = useState<RequestSummary>();
  const submitRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes when the popup closes: a field the server refused, else the button. */
  const fieldToFix = useRef<Path<In>>(undefined);
  /** The server's refusal of the promo code, shown at the code (decision 026). */
  const [promoError, setPromoError] = useState<ApiError | null>(null);
  /** The applied code's terms, as the server accepted it (decision 051); null: none or unknown. */
  const [promoTerms, setPromoTerms] = useState<PromoTerms | null>(null);

  const ask = (
    input: CheckAvailabilityInput,
    request: RequestSummary,
    setError: UseFormSetError<In>,
    toFormField: ((serverPath: string) => string) | undefined,
  ) => {
    const { promoCode } = input.request as { promoCode?: unknown };
    setSummary({
      ...request,
      ...(typeof promoCode === "string" && promoCode ? { promoCode } : {}),
    });
    check.reset();
    setIsDialogOpen(true);
    check.mutate(input, {
      onError: (error) => {
        const shown = showRefusal(error, setError, toFormField);
        if (shown === undefined) return;
        if (shown !== PROMO_CODE) fieldToFix.current = shown;
        setIsDialogOpen(false);
      },
    });
  };

  /**
   * Shows a refusal where it belongs: a code refused (unknown, expired, used up...) at the code, a
   * field's at the field. Answers where it went, or undefined when it is about neither.
   */
  const showRefusal = (
    error: unknown,
    setError: UseFormSetError<In>,
    toFormField: ((serverPath: string) => string) | undefined,
  ): typeof PROMO_CODE | Path<In> | undefined => {
    if (error instanceof ApiError && error.code.startsWith("PROMO_")) {
      setPromoError(error);
      setPromoTerms(null);
      return PROMO_CODE;
    }
    return showFieldRefusal(error, setError, toFormField);
  };

  // The popup has no trigger of its own: focus goes back to the button that opened it.
  const returnFocus = (event: Event, setFocus: UseFormSetFocus<In>) => {
    event.preventDefault();
    if (fieldToFix.current) setFocus(fieldToFix.current);
    else submitRef.current?.focus();
    fieldToFix.current = undefined;
  };

  return {
    check,
    isDialogOpen,
    setIsDialogOpen,
    summary,
    submitRef,
    promoError,
    setPromoError,
    promoTerms,
    setPromoTerms,
    ask,
    showRefusal,
    returnFocus,
  };
}

/**
 * Shows a refusal of what was typed on its field: a stay rule the server holds on its date field,
 * other field errors where they belong. Answers the field focus goes to, or undefined when the
 * refusal is not about a field (the popup then shows it).
 */
function showFieldRefusal<In extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<In>,
  toFormField: ((serverPath: string) => string) | undefined,
): Path<In> | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  if ((STAY_RULE_CODES as readonly string[]).includes(error.code)) {
    // A stay rule the server holds (the calendar here may be older): on its date field.
    const code = error.code as (typeof STAY_RULE_CODES)[number];
    const name = stayRuleField(code) as Path<In>;
    setError(
      name,
      { type: "server", message: codedMessage(code, error.params) },
      { shouldFocus: true },
    );
    return name;
  }
  const fields = Object.entries(error.fieldErrors).map(([serverPath, message]) => ({
    name: (toFormField?.(serverPath) ?? serverPath) as Path<In>,
    message,
  }));
  if (fields.length === 0) return undefined;
  // The server disagreed with a field (e.g. today moved on): show it where it belongs.
  for (const [index, { name, message }] of fields.entries()) {
    setError(name, { type: "server", message }, { shouldFocus: index === 0 });
  }
  // A popup that did open takes focus back as it closes: to this field too.
  return fields[0]?.name;
}
