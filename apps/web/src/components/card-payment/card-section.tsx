import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { usePaymentKey } from "../../api/get-payment-key";
import { secondaryButtonClass } from "../form-classes";
import type { CardFormProps } from "./card-form";
import { SandboxCardForm } from "./sandbox-card-form";

// Stripe Elements only for provider "stripe": the sandbox bundle never loads it.
const StripeCardForm = lazy(() => import("./stripe-card-form"));

/**
 * The card form of the provider the server names (its key loads first; Stripe's bundle lazily): the
 * payment page's and the payment link's. What paying does is the caller's (`formProps.onPay`).
 */
export function CardSection({
  paymentKey,
  formProps,
}: {
  paymentKey: ReturnType<typeof usePaymentKey>;
  formProps: CardFormProps;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="card-form-heading"
      className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm"
    >
      <h2 id="card-form-heading" className="text-xl font-bold text-dune-900">
        {t("paymentpage.card.heading")}
      </h2>
      <p className="mt-1 text-sm text-dune-800">{t("paymentpage.card.secure")}</p>
      <div className="mt-4">
        {paymentKey.isPending ? (
          <p role="status" className="text-dune-800">
            {t("paymentpage.provider.loading")}
          </p>
        ) : paymentKey.isError ? (
          <div role="alert" className="space-y-3">
            <p className="text-red-800">{t("paymentpage.provider.failed")}</p>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => void paymentKey.refetch()}
            >
              {t("paymentpage.retry")}
            </button>
          </div>
        ) : paymentKey.data.provider === "stripe" ? (
          <Suspense
            fallback={
              <p role="status" className="text-dune-800">
                {t("paymentpage.stripe.loading")}
              </p>
            }
          >
            <StripeCardForm {...formProps} publishableKey={paymentKey.data.stripeApiKey} />
          </Suspense>
        ) : (
          <SandboxCardForm {...formProps} />
        )}
      </div>
    </section>
  );
}
