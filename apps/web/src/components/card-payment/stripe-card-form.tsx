import { zodResolver } from "@hookform/resolvers/zod";
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
// The "pure" entry loads Stripe.js only when called, so nothing reaches Stripe unless it is on.
import { loadStripe } from "@stripe/stripe-js/pure";
import { useEffect, useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../i18n/i18n";
import { createCardFormSchema } from "../../lib/card-payment/card-fields";
import type { CardPaymentResult } from "../../lib/card-payment/payment-flow";
import { fieldErrorClass, inputClass, labelClass, submitClass } from "../form-classes";
import { type CardFormProps, FIRST_CARD_FIELD } from "./card-form";

const loaded = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js load per key; a failed load (offline) may be tried again on the next visit. */
function getStripe(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    promise.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, promise);
  }
  return promise;
}

type StripeState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; stripe: Stripe };

/**
 * Stripe Elements for `provider: "stripe"` (ARCHITECTURE.md, PaymentProvider). Lazy-loaded by the
 * payment page, so the sandbox bundle never includes it. The card number never touches our server.
 */
export default function StripeCardForm(props: CardFormProps & { publishableKey: string }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<StripeState>({ status: "loading" });

  useEffect(() => {
    let isCurrent = true;
    getStripe(props.publishableKey).then(
      (stripe) => {
        if (isCurrent) setState(stripe ? { status: "ready", stripe } : { status: "failed" });
      },
      () => {
        if (isCurrent) setState({ status: "failed" });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [props.publishableKey]);

  if (state.status === "loading") {
    return (
      <p role="status" className="text-dune-800">
        {t("paymentpage.stripe.loading")}
      </p>
    );
  }
  if (state.status === "failed") {
    return (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
        {t("paymentpage.stripe.loadFailed")}
      </p>
    );
  }
  return (
    <Elements stripe={state.stripe} options={{ locale: toLanguage(i18n.language) }}>
      <StripeFields {...props} />
    </Elements>
  );
}

function StripeFields(props: CardFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const stripe = useStripe();
  const elements = useElements();
  const [notReady, setNotReady] = useState(false);
  const schema = useMemo(() => createCardFormSchema().pick({ name: true }), []);
  const form = useForm<{ name: string }>({
    resolver: zodResolver(schema),
    defaultValues: { name: "" },
  });
  const nameError = form.formState.errors.name?.message;

  useEffect(() => {
    if (props.attempt > 0) elements?.getElement(CardElement)?.clear();
  }, [props.attempt, elements]);

  const onSubmit = form.handleSubmit(({ name }) => {
    const card = elements?.getElement(CardElement);
    const { clientSecret } = props;
    if (!stripe || !card || !clientSecret) {
      setNotReady(true);
      return;
    }
    setNotReady(false);
    props.onPay(() =>
      confirmCard(stripe, clientSecret, {
        card,
        billing_details: { name: name.trim(), ...(props.email ? { email: props.email } : {}) },
      }),
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <fieldset>
        <legend className={labelClass}>{t("paymentpage.stripe.card")}</legend>
        <div className={inputClass}>
          <CardElement options={{ hidePostalCode: true }} />
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-name`} className={labelClass}>
          {t("paymentpage.card.name")}
        </label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="cc-name"
          maxLength={200}
          className={inputClass}
          aria-invalid={Boolean(nameError)}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          {...{ [FIRST_CARD_FIELD]: "" }}
          {...form.register("name")}
        />
        {nameError && (
          <p id={`${id}-name-error`} className={fieldErrorClass}>
            {t(nameError as "paymentpage.card.errors.nameRequired")}
          </p>
        )}
      </div>
      {notReady && (
        <p role="alert" className={fieldErrorClass}>
          {t("paymentpage.stripe.notReady")}
        </p>
      )}
      <button type="submit" className={submitClass} disabled={props.isDisabled || !stripe}>
        {props.payLabel}
      </button>
    </form>
  );
}

/**
 * Confirms the card with Stripe.js: a card Stripe refused (or found invalid) is a decline with
 * its reason; any other error is an unclear answer; else the intent as Stripe reports it.
 */
async function confirmCard(
  stripe: Stripe,
  clientSecret: string,
  paymentMethod: { card: StripeCardElement; billing_details: { name: string; email?: string } },
): Promise<CardPaymentResult> {
  const result = await stripe.confirmCardPayment(clientSecret, { payment_method: paymentMethod });
  if (result.error) {
    const { error } = result;
    if (error.type === "card_error" || error.type === "validation_error") {
      return {
        kind: "declined",
        code: error.decline_code ?? error.code ?? "card_declined",
        message: error.message ?? "errors.generic",
      };
    }
    return { kind: "error", message: error.message ?? "errors.generic" };
  }
  const { id: intentId, status } = result.paymentIntent;
  return { kind: "paid", payment: { id: intentId, status } };
}
