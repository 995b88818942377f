import { UNIT_KEYS } from "@camp/shared/booking/booking-api";
import {
  type Closure,
  type ClosureForm,
  type ClosureInput,
  closureMessages,
} from "@camp/shared/catalogue/inventory-admin-schemas";
import { parseIsoDate } from "@camp/shared/dates/stay-dates";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog, primaryButton } from "../../../components/confirm-dialog";
import { fieldErrorClass, inputClass, labelClass } from "../../../components/form-classes";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage, useServerMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { closeUnitsInputSchema, useCloseUnits } from "../api/close-units";
import { useClosures } from "../api/get-closures";
import { useReopenClosure } from "../api/reopen-closure";
import { RefusedNights, refusedNightsOf } from "./refused-nights";

type MessageKey = keyof typeof closureMessages;

/** Bundle keys cannot hold ":" (i18next reads it as a namespace), so each unit has its own name. */
const unitLabel = {
  "room:master": "adminInventory.closures.units.roomMaster",
  "room:kids": "adminInventory.closures.units.roomKids",
  camp: "adminInventory.closures.units.camp",
  parking: "adminInventory.closures.units.parking",
} as const;
const messageKeys = new Map<string, MessageKey>(
  Object.entries(closureMessages).map(([key, text]) => [text, key as MessageKey]),
);

function useFormatNight() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(toLanguage(i18n.language) === "ar" ? "ar-AE" : "en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
  });
  return (night: string) => format.format(parseIsoDate(night) ?? new Date(night));
}

function CloseUnitsForm() {
  const { t } = useTranslation();
  const serverMessage = useServerMessage();
  const errorMessage = useErrorMessage();
  const closing = useCloseUnits();
  const [refused, setRefused] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ClosureForm, unknown, ClosureInput>({
    resolver: zodResolver(closeUnitsInputSchema),
    defaultValues: { unitKey: "room:master", from: "", to: "", quantity: 1, reason: "" },
  });
  const { errors } = form.formState;
  const message = (text: string | undefined) => {
    if (!text) return undefined;
    const key = messageKeys.get(text);
    return key ? t(`adminInventory.closures.errors.${key}`) : serverMessage(text);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setRefused([]);
    setFailure(null);
    try {
      await closing.mutateAsync(values);
      toast.success(t("adminInventory.closures.closed"));
      form.reset({ ...values, from: "", to: "", reason: "" });
    } catch (error) {
      const nights = refusedNightsOf(error);
      if (nights.length > 0) return setRefused(nights);
      if (error instanceof ApiError && error.code === "VALIDATION_ERROR") {
        for (const [field, text] of Object.entries(error.fieldErrors)) {
          if (field === "from" || field === "to" || field === "quantity" || field === "reason") {
            form.setError(field, { message: text });
          }
        }
        return;
      }
      setFailure(errorMessage(error));
    }
  });

  const described = (name: "unitKey" | "from" | "to" | "quantity" | "reason") => ({
    id: `closure-${name}`,
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": errors[name] ? `closure-${name}-error` : undefined,
  });
  const errorOf = (name: "unitKey" | "from" | "to" | "quantity" | "reason") =>
    errors[name] ? (
      <p id={`closure-${name}-error`} className={fieldErrorClass}>
        {message(errors[name]?.message)}
      </p>
    ) : null;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="closure-form-heading"
      className="rounded-2xl border border-sand-200 bg-white p-4 sm:p-6"
    >
      <h3 id="closure-form-heading" className="text-lg font-bold text-dune-900">
        {t("adminInventory.closures.formHeading")}
      </h3>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor="closure-unitKey" className={labelClass}>
            {t("adminInventory.closures.unit")}
          </label>
          <select className={inputClass} {...described("unitKey")} {...form.register("unitKey")}>
            {UNIT_KEYS.map((unit) => (
              <option key={unit} value={unit}>
                {t(unitLabel[unit])}
              </option>
            ))}
          </select>
          {errorOf("unitKey")}
        </div>
        <div>
          <label htmlFor="closure-quantity" className={labelClass}>
            {t("adminInventory.closures.quantity")}
          </label>
          <input
            type="number"
            min={1}
            step={1}
            className={inputClass}
            {...described("quantity")}
            {...form.register("quantity", { valueAsNumber: true })}
          />
          {errorOf("quantity")}
        </div>
        <div>
          <label htmlFor="closure-from" className={labelClass}>
            {t("adminInventory.closures.from")}
          </label>
          <input
            type="date"
            className={inputClass}
            {...described("from")}
            {...form.register("from")}
          />
          {errorOf("from")}
        </div>
        <div>
          <label htmlFor="closure-to" className={labelClass}>
            {t("adminInventory.closures.to")}
          </label>
          <input type="date" className={inputClass} {...described("to")} {...form.register("to")} />
          {errorOf("to")}
        </div>
        <div className="md:col-span-2">
          <label htmlFor="closure-reason" className={labelClass}>
            {t("adminInventory.closures.reason")}
          </label>
          <input
            type="text"
            className={inputClass}
            {...described("reason")}
            {...form.register("reason")}
          />
          {errorOf("reason")}
        </div>
      </div>
      {refused.length > 0 && (
        <div className="mt-4">
          <RefusedNights heading={t("adminInventory.closedRefusedHeading")} nights={refused} />
        </div>
      )}
      {failure && (
        <p role="alert" className="mt-4 text-red-800">
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className="mt-4 rounded-full bg-dune-800 px-6 py-2.5 font-semibold text-white hover:bg-dune-700 disabled:opacity-60"
      >
        {t("adminInventory.closures.submit")}
      </button>
    </form>
  );
}

function ReopenDialog(props: { closure: Closure | null; onClose: () => void }) {
  const { t } = useTranslation();
  const formatNight = useFormatNight();
  const errorMessage = useErrorMessage();
  const reopening = useReopenClosure();
  const { closure } = props;
  const confirm = () => {
    if (!closure) return;
    reopening.mutate(closure.id, {
      onSuccess: () => {
        toast.success(t("adminInventory.closures.reopened"));
        props.onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      isOpen={closure !== null}
      onOpenChange={(open) => {
        if (!open) {
          reopening.reset();
          props.onClose();
        }
      }}
      title={t("adminInventory.closures.confirmTitle")}
      description={
        closure &&
        t("adminInventory.closures.confirmText", {
          quantity: closure.quantity,
          unit: t(unitLabel[closure.unitKey]),
          from: formatNight(closure.from),
          to: formatNight(closure.to),
        })
      }
      cancelLabel={t("adminInventory.closures.cancel")}
      confirmLabel={t("adminInventory.closures.reopen")}
      confirmClassName={primaryButton}
      isBusy={reopening.isPending}
      error={reopening.isError ? errorMessage(reopening.error) : null}
      onConfirm={confirm}
    />
  );
}

/** Units closed for maintenance: the list with a reopen button each, and the form to close more. */
export function ClosuresSection() {
  const { t } = useTranslation();
  const formatNight = useFormatNight();
  const errorMessage = useErrorMessage();
  const closures = useClosures();
  const [reopening, setReopening] = useState<Closure | null>(null);

  return (
    <section aria-labelledby="inventory-closures" className="space-y-4">
      <h2 id="inventory-closures" className="text-xl font-bold text-dune-900">
        {t("adminInventory.closures.heading")}
      </h2>
      <p className="text-dune-800">{t("adminInventory.closures.intro")}</p>
      {closures.isError && (
        <p role="alert" className="text-red-800">
          {errorMessage(closures.error)}
        </p>
      )}
      {closures.data && closures.data.length === 0 && (
        <p className="text-dune-800">{t("adminInventory.closures.none")}</p>
      )}
      {closures.data && closures.data.length > 0 && (
        <ul className="space-y-2">
          {closures.data.map((closure) => (
            <li
              key={closure.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-sand-200 bg-white p-3"
            >
              <div>
                <p className="font-semibold text-dune-900">
                  {closure.quantity} × {t(unitLabel[closure.unitKey])} ·{" "}
                  {t("adminInventory.closures.nights", {
                    from: formatNight(closure.from),
                    to: formatNight(closure.to),
                  })}
                </p>
                <p className="text-sm text-dune-800">
                  <span dir="auto">{closure.reason}</span>
                  {closure.createdByEmail &&
                    ` · ${t("adminInventory.closures.by", { email: closure.createdByEmail })}`}
                  {closure.reopenedAt &&
                    ` · ${t("adminInventory.closures.reopenedAt", { date: formatNight(closure.reopenedAt.slice(0, 10)) })}`}
                </p>
              </div>
              {!closure.reopenedAt && (
                <button
                  type="button"
                  onClick={() => setReopening(closure)}
                  className="rounded-full border border-dune-800 px-4 py-1.5 text-sm font-semibold text-dune-800 hover:bg-sand-100"
                >
                  {t("adminInventory.closures.reopen")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <CloseUnitsForm />
      <ReopenDialog closure={reopening} onClose={() => setReopening(null)} />
    </section>
  );
}
