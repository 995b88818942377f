import { zodResolver } from "@hookform/resolvers/zod";
import type { TFunction } from "i18next";
import { useEffect, useId, useMemo } from "react";
import { type FieldPath, type UseFormReturn, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { confirmSandboxPayment } from "../../api/confirm-sandbox-payment";
import {
  type CardFormValues,
  createCardFormSchema,
  toSandboxCard,
} from "../../lib/card-payment/card-fields";
import { fieldErrorClass, inputClass, labelClass, submitClass } from "../form-classes";
import { type CardFormProps, FIRST_CARD_FIELD } from "./card-form";

/** The sandbox card form: the four fields a card needs, checked here and again by the server. */
export function SandboxCardForm(props: CardFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const schema = useMemo(() => createCardFormSchema(), []);
  const form = useForm<CardFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { number: "", expiry: "", cvc: "", name: "" },
  });
  const { errors } = form.formState;
  const { resetField } = form;

  useEffect(() => {
    if (props.attempt === 0) return;
    resetField("number");
    resetField("cvc");
  }, [props.attempt, resetField]);

  const onSubmit = form.handleSubmit((values) => {
    const { clientSecret } = props;
    if (!clientSecret) return;
    props.onPay(() =>
      confirmSandboxPayment({
        client_secret: clientSecret,
        card: toSandboxCard(values),
        billing_details: {
          name: values.name.trim(),
          ...(props.email ? { email: props.email } : {}),
        },
      }),
    );
  });

  const field = (name: FieldPath<CardFormValues>, label: string, input: CardInput) =>
    cardField({ id, name, label, input, error: errors[name]?.message, t, form });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {field("number", t("paymentpage.card.number"), {
        autoComplete: "cc-number",
        inputMode: "numeric",
        maxLength: 23,
        isFirst: true,
      })}
      <div className="grid grid-cols-2 gap-4">
        {field("expiry", t("paymentpage.card.expiry"), {
          autoComplete: "cc-exp",
          inputMode: "numeric",
          maxLength: 7,
        })}
        {field("cvc", t("paymentpage.card.cvc"), {
          autoComplete: "cc-csc",
          inputMode: "numeric",
          maxLength: 4,
        })}
      </div>
      {field("name", t("paymentpage.card.name"), { autoComplete: "cc-name", maxLength: 200 })}
      <button type="submit" className={submitClass} disabled={props.isDisabled}>
        {props.payLabel}
      </button>
    </form>
  );
}

/** How one card input is typed: its autofill, keyboard and length; the first takes the focus. */
type CardInput = {
  autoComplete: string;
  inputMode?: "numeric";
  maxLength: number;
  isFirst?: boolean;
};

/** One labelled card input with its error under it (the error's words are bundle keys). */
function cardField({
  id,
  name,
  label,
  input,
  error,
  t,
  form,
}: {
  id: string;
  name: FieldPath<CardFormValues>;
  label: string;
  input: CardInput;
  error: string | undefined;
  t: TFunction;
  form: UseFormReturn<CardFormValues>;
}) {
  const errorId = `${id}-${name}-error`;
  return (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type="text"
        dir={name === "name" ? undefined : "ltr"}
        autoComplete={input.autoComplete}
        inputMode={input.inputMode}
        maxLength={input.maxLength}
        spellCheck={false}
        className={`${inputClass} ${name === "name" ? "" : "text-start font-mono"}`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...(input.isFirst ? { [FIRST_CARD_FIELD]: "" } : {})}
        {...form.register(name)}
      />
      {error && (
        <p id={errorId} className={fieldErrorClass}>
          {t(error as "paymentpage.card.errors.numberRequired")}
        </p>
      )}
    </div>
  );
}
