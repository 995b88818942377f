import {
  DESK_PAYMENT_METHODS,
  type DeskPaymentInput,
  deskPaymentInputSchema,
} from "@camp/shared/desk-sales/desk-sales";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { primaryButton } from "../../../components/confirm-dialog";
import { fieldErrorClass, inputClass, labelClass } from "../../../components/form-classes";
import { FormDialog } from "../../../components/form-dialog";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage, useServerMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { formatPrice } from "../../../lib/format";
import { toLatinDigits } from "../../../lib/latin-digits";
import { useTakeDeskPayment } from "../api/booking-payments";

/**
 * An amount as staff type it ("250", "250.50", "٢٥٠٫٥٠", "1,250"): Arabic digits and decimal
 * sign read as Latin, thousands separators dropped; empty or not a number reads as NaN, which the
 * schema refuses with its message.
 */
export function readAmount(value: unknown): number {
  const text = toLatinDigits(String(value ?? ""))
    .replace(/[٫]/g, ".")
    .replace(/[,٬\s]/g, "");
  return text === "" ? Number.NaN : Number(text);
}

type Values = z.input<typeof deskPaymentInputSchema>;

/** "Take a payment": the button, and the dialog it opens while something is due. */
export function TakePaymentDialog({
  bookingId,
  balanceDue,
}: {
  bookingId: string;
  balanceDue: number;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" className={primaryButton} onClick={() => setIsOpen(true)}>
        {t("adminBookings.deskPayments.take")}
      </button>
      {isOpen && (
        <TakePaymentForm
          bookingId={bookingId}
          balanceDue={balanceDue}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}

function TakePaymentForm({
  bookingId,
  balanceDue,
  onClose,
}: {
  bookingId: string;
  balanceDue: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const translate = useServerMessage();
  const errorMessage = useErrorMessage();
  const take = useTakeDeskPayment(bookingId);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { amount: useId(), method: useId(), reference: useId() };
  const form = useForm<Values, unknown, DeskPaymentInput>({
    resolver: zodResolver(deskPaymentInputSchema),
    defaultValues: {
      // The whole balance (the field shows it as plain digits: "1400", "250.5"); what staff type
      // instead goes through readAmount.
      amount: balanceDue,
      reference: "",
    },
  });
  const errors = form.formState.errors;
  const describedBy = (field: keyof Values, hint?: string) =>
    [hint, errors[field] && `${ids[field]}-error`].filter(Boolean).join(" ") || undefined;

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await take.mutateAsync(input);
      toast.success(
        t("adminBookings.deskPayments.taken", {
          amount: formatPrice(input.amount, language),
          method: t(`deskMoney.method.${input.method}`),
        }),
      );
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const named = (["amount", "method", "reference"] as const).filter((field) => fields[field]);
      for (const field of named) {
        form.setError(field, { message: fields[field] }, { shouldFocus: field === named[0] });
      }
      if (named.length === 0) setFailure(errorMessage(error));
    }
  });

  return (
    <FormDialog
      size="short"
      title={t("adminBookings.deskPayments.takeTitle")}
      description={t("adminBookings.deskPayments.takeDescription", {
        balance: formatPrice(balanceDue, language),
      })}
      error={failure}
      cancelLabel={t("adminBookings.actions.back")}
      submitLabel={t("adminBookings.deskPayments.takeSubmit")}
      pendingLabel={t("adminBookings.actions.working")}
      isPending={take.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div>
        <label htmlFor={ids.amount} className={labelClass}>
          {t("adminBookings.deskPayments.amount")}
        </label>
        <input
          id={ids.amount}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          className={`${inputClass} text-start tabular-nums`}
          aria-invalid={Boolean(errors.amount)}
          aria-describedby={describedBy("amount", `${ids.amount}-hint`)}
          {...form.register("amount", { setValueAs: readAmount })}
        />
        <p id={`${ids.amount}-hint`} className="mt-1 text-xs text-dune-800">
          {t("adminBookings.deskPayments.amountHint", {
            balance: formatPrice(balanceDue, language),
          })}
        </p>
        {errors.amount?.message && (
          <p id={`${ids.amount}-error`} className={fieldErrorClass}>
            {translate(errors.amount.message)}
          </p>
        )}
      </div>
      <fieldset aria-describedby={describedBy("method")}>
        <legend className={labelClass}>{t("adminBookings.deskPayments.method")}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {DESK_PAYMENT_METHODS.map((method) => (
            <label
              key={method}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-sand-200 bg-white px-3 py-2 text-dune-900 has-[:checked]:border-dune-800 has-[:checked]:bg-sand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-dune-800"
            >
              <input
                type="radio"
                value={method}
                aria-invalid={Boolean(errors.method)}
                {...form.register("method")}
              />
              {t(`deskMoney.method.${method}`)}
            </label>
          ))}
        </div>
        {errors.method?.message && (
          <p id={`${ids.method}-error`} className={fieldErrorClass}>
            {translate(errors.method.message)}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={ids.reference} className={labelClass}>
          {t("adminBookings.deskPayments.referenceField")}
        </label>
        <input
          id={ids.reference}
          type="text"
          autoComplete="off"
          dir="auto"
          maxLength={60}
          className={inputClass}
          aria-invalid={Boolean(errors.reference)}
          aria-describedby={describedBy("reference", `${ids.reference}-hint`)}
          {...form.register("reference")}
        />
        <p id={`${ids.reference}-hint`} className="mt-1 text-xs text-dune-800">
          {t("adminBookings.deskPayments.referenceHint")}
        </p>
        {errors.reference?.message && (
          <p id={`${ids.reference}-error`} className={fieldErrorClass}>
            {translate(errors.reference.message)}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
