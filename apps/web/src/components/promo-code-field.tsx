import type { ErrorParams } from "@camp/shared/api/error-codes";
import { isIsoDate } from "@camp/shared/dates/stay-dates";
import { PROMO_CODE_MAX_LENGTH } from "@camp/shared/rates/promo-code-input";
import type { TFunction } from "i18next";
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Language, toLanguage } from "../i18n/i18n";
import { type ServerError, toErrorMessage } from "../i18n/server-messages";
import { formatStayDate } from "../lib/format";
import { fieldErrorClass, inputClass, labelClass } from "./form-classes";

export type PromoCodeFieldProps = {
  /** The code applied now: shown with Remove instead of the input. */
  applied: string | null;
  /** A line under the applied code ("You save AED 180."). */
  appliedNote?: string | undefined;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** The code is being applied or removed: the buttons wait and say so. */
  isBusy?: boolean | undefined;
  /** Something else is under way (the hold is being placed): the buttons wait. */
  isDisabled?: boolean | undefined;
  /** The server's refusal of the code (a PROMO_* error), shown under the input. */
  error?: unknown;
  /** Open from the start (the guest already typed or applied a code). */
  isInitiallyOpen?: boolean | undefined;
};

/** The dates a refusal names, in the page's language ("1 Dec 2026", not "2026-12-01"). */
function withDates(params: ErrorParams, language: Language): ErrorParams {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === "string" && isIsoDate(value)
        ? formatStayDate(value, language, "long")
        : value,
    ]),
  );
}

/**
 * A refused code as the guest reads it, in their language: the errors.PROMO_* text with its dates
 * formatted, and for a stay the code does not cover, the nights it does.
 */
export function promoErrorMessage(error: unknown, t: TFunction, language: Language): string {
  const failure = error as Partial<ServerError> | null;
  if (!failure?.code || typeof failure.message !== "string") {
    return toErrorMessage(error, t, language);
  }
  const params = withDates(failure.params ?? {}, language);
  const text = toErrorMessage(
    { code: failure.code, message: failure.message, params },
    t,
    language,
  );
  if (failure.code !== "PROMO_NOT_FOR_STAY") return text;
  const { stayFrom: from, stayTo: to } = params;
  const covers =
    from && to
      ? t("promoCode.covers.between", { from, to })
      : from
        ? t("promoCode.covers.from", { from })
        : to
          ? t("promoCode.covers.until", { to })
          : "";
  return covers ? `${text} ${covers}` : text;
}

/**
 * "Have a promo code?": a disclosure (WAI-ARIA pattern) with the code's input and Apply, on the
 * booking forms and the payment page alike (decision 026). What Apply does is the caller's: the
 * form keeps the code for its availability check, the payment page asks for a new price. Enter in
 * the input applies the code, never submits the form around it.
 */
export function PromoCodeField({
  applied,
  appliedNote,
  onApply,
  onRemove,
  isBusy = false,
  isDisabled = false,
  error,
  isInitiallyOpen = false,
}: PromoCodeFieldProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const [isOpen, setIsOpen] = useState(isInitiallyOpen || applied !== null || Boolean(error));
  const { typed, setTyped, localError, setLocalError, input, apply } = useCodeEntry(onApply);
  const id = useId();
  const panelId = `${id}-panel`;
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const message = localError ?? (error ? promoErrorMessage(error, t, language) : null);
  // A refusal that arrives (from the availability check) is shown, whatever the guest folded.
  useEffect(() => {
    if (error) setIsOpen(true);
  }, [error]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    if (!isBusy && !isDisabled) apply();
  };

  return (
    <div className="rounded-xl border border-sand-200 bg-white p-4">
      <PanelToggle
        isOpen={isOpen}
        panelId={panelId}
        onToggle={() => {
          const opens = !isOpen;
          setIsOpen(opens);
          if (!opens) setLocalError(null);
          if (opens) requestAnimationFrame(() => input.current?.focus());
        }}
      />
      <div id={panelId} hidden={!isOpen} className="mt-3">
        {applied !== null ? (
          <AppliedCode
            applied={applied}
            appliedNote={appliedNote}
            onRemove={onRemove}
            isDisabled={isBusy || isDisabled}
          />
        ) : (
          <CodeEntry
            inputId={inputId}
            inputRef={input}
            typed={typed}
            onTyped={(value) => {
              setTyped(value);
              setLocalError(null);
            }}
            onKeyDown={onKeyDown}
            onApply={apply}
            errorId={message !== null ? errorId : undefined}
            isBusy={isBusy}
            isDisabled={isBusy || isDisabled}
          />
        )}
        {message !== null && (
          <p id={errorId} role="alert" className={fieldErrorClass}>
            {message}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * What the guest types, and Apply: an empty or too long code is refused here (focus back on the
 * input); a code that may be one goes to `onApply`, trimmed and in capitals.
 */
function useCodeEntry(onApply: (code: string) => void) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const apply = () => {
    const code = typed.trim().toUpperCase();
    if (!code) {
      setLocalError(t("promoCode.required"));
      input.current?.focus();
      return;
    }
    if (code.length > PROMO_CODE_MAX_LENGTH) {
      setLocalError(t("promoCode.tooLong"));
      input.current?.focus();
      return;
    }
    setLocalError(null);
    onApply(code);
  };
  return { typed, setTyped, localError, setLocalError, input, apply };
}

/** The disclosure's button: "Have a promo code?" with + or − for folded or open. */
function PanelToggle({
  isOpen,
  panelId,
  onToggle,
}: {
  isOpen: boolean;
  panelId: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-expanded={isOpen}
      aria-controls={panelId}
      onClick={onToggle}
      className="flex w-full items-center justify-between gap-3 text-start text-sm font-semibold text-dune-900 underline-offset-4 hover:underline"
    >
      <span>{t("promoCode.toggle")}</span>
      <span aria-hidden="true" className="text-dune-800">
        {isOpen ? "−" : "+"}
      </span>
    </button>
  );
}

/** The code the price holds now, with its note, and the button that takes it off. */
function AppliedCode({
  applied,
  appliedNote,
  onRemove,
  isDisabled,
}: {
  applied: string;
  appliedNote: string | undefined;
  onRemove: () => void;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div role="status" className="text-sm text-dune-900">
        <p className="font-semibold">
          {/* The code reads left to right in Arabic too: isolated from the sentence around it. */}
          {t("promoCode.applied", { code: `\u2068${applied}\u2069` })}
        </p>
        {appliedNote && <p className="text-dune-800">{appliedNote}</p>}
      </div>
      <button
        type="button"
        onClick={onRemove}
        disabled={isDisabled}
        aria-label={t("promoCode.removeNamed", { code: applied })}
        className="rounded-full border border-dune-800 px-4 py-2 text-sm font-semibold text-dune-800 hover:bg-sand-100 disabled:opacity-60"
      >
        {t("promoCode.remove")}
      </button>
    </div>
  );
}

/** The code's input and Apply; `errorId` names the error under them while there is one. */
function CodeEntry({
  inputId,
  inputRef,
  typed,
  onTyped,
  onKeyDown,
  onApply,
  errorId,
  isBusy,
  isDisabled,
}: {
  inputId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  typed: string;
  onTyped: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onApply: () => void;
  errorId: string | undefined;
  isBusy: boolean;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={inputId} className={labelClass}>
        {t("promoCode.label")}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          value={typed}
          onChange={(event) => onTyped(event.target.value)}
          onKeyDown={onKeyDown}
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={PROMO_CODE_MAX_LENGTH + 8}
          aria-invalid={errorId !== undefined}
          aria-describedby={errorId}
          className={`${inputClass} uppercase placeholder:normal-case`}
        />
        <button
          type="button"
          onClick={onApply}
          disabled={isDisabled}
          className="mt-1 shrink-0 rounded-lg bg-dune-800 px-4 py-2 text-sm font-semibold text-white hover:bg-dune-700 disabled:opacity-60"
        >
          {isBusy ? t("promoCode.applying") : t("promoCode.apply")}
        </button>
      </div>
    </>
  );
}
