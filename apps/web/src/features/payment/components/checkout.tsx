import type { QuoteDetail } from "@camp/shared/booking/booking-api";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePaymentKey } from "../../../api/get-payment-key";
import type { CardFormProps } from "../../../components/card-payment/card-form";
import { CardSection } from "../../../components/card-payment/card-section";
import { HoldCountdown, useSecondsLeft } from "../../../components/card-payment/hold-countdown";
import {
  bookingFormPath,
  ClosedQuoteNotice,
  Notice,
  primaryLinkClass,
} from "../../../components/card-payment/quote-notice";
import { QuoteSummary } from "../../../components/card-payment/quote-summary";
import { TestModeBanner } from "../../../components/card-payment/test-mode-banner";
import { secondaryButtonClass } from "../../../components/form-classes";
import { StayPolicy } from "../../../components/stay-policy";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { canPay, isBusy, type PaymentPhase } from "../../../lib/card-payment/payment-flow";
import { formatPrice } from "../../../lib/format";
import { useSession } from "../../../lib/use-session";
import { PaymentDialog, Spinner } from "./payment-dialog";
import { type Outcome, useOutcome } from "./payment-outcome";
import { QuotePromoCode } from "./quote-promo-code";
import { useCheckout } from "./use-checkout";

/** Hold failures that asking again cannot fix: only a fresh price (the booking form) helps. */
const FINAL_HOLD_ERRORS = new Set([
  "QUOTE_EXPIRED",
  "QUOTE_CLOSED",
  "AMOUNT_MISMATCH",
  "NOT_FOUND",
]);

const OVERLAY_STEPS = new Set<PaymentPhase["name"]>([
  "processing",
  "failed",
  "booking",
  "booked",
  "bookingFailed",
]);

type CheckoutState = ReturnType<typeof useCheckout>;

/** A payable quote (open or paying): summary, hold countdown, card form and the overlays. */
export function Checkout({ quote }: { quote: QuoteDetail }) {
  const checkout = useCheckout(quote);
  const { phase } = checkout;
  const outcome = useOutcome(phase, quote, {
    onTryAgain: () => checkout.holdAgain({ clearCard: true }),
    onRetryBooking: checkout.retryBooking,
  });
  // Closing an overlay hides it for that step only; the next step opens it again.
  const [closedStep, setClosedStep] = useState<PaymentPhase | null>(null);
  const isPaid =
    phase.name === "booking" || phase.name === "booked" || phase.name === "bookingFailed";

  // A code changes the price of a new stay only, and only before the card is asked (decision 026).
  const isCodeOpen = !quote.changesBookingId && !isPaid && phase.name !== "processing";
  return (
    <div className="grid items-start gap-8 lg:grid-cols-2">
      <div className="space-y-6">
        <QuoteSummary quote={quote} />
        {isCodeOpen && <QuotePromoCode quote={quote} isDisabled={phase.name === "holding"} />}
      </div>
      <div className="space-y-6">
        {isPaid && outcome ? (
          <OutcomePanel outcome={outcome} />
        ) : (
          <PaymentPanel quote={quote} checkout={checkout} />
        )}
      </div>
      <PaymentDialog
        outcome={outcome}
        stepKey={phase.name}
        isOpen={OVERLAY_STEPS.has(phase.name) && closedStep !== phase}
        onClose={() => {
          if (phase.name === "failed") checkout.holdAgain({ clearCard: true });
          else setClosedStep(phase);
        }}
      />
    </div>
  );
}

/** After the payment: the overlay's message stays on the page when the overlay is closed. */
function OutcomePanel({ outcome }: { outcome: Outcome }) {
  return (
    <Notice
      isFocusTarget
      heading={outcome.title}
      tone={outcome.tone === "error" ? "error" : "info"}
      actions={outcome.actions}
    >
      <div role="status" className="space-y-2">
        {outcome.isWorking && <Spinner />}
        <p>{outcome.text}</p>
        {outcome.details.map((detail) => (
          <p key={detail}>{detail}</p>
        ))}
      </div>
    </Notice>
  );
}

function PaymentPanel({ quote, checkout }: { quote: QuoteDetail; checkout: CheckoutState }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const paymentKey = usePaymentKey();
  const { phase } = checkout;
  const secondsLeft = useSecondsLeft(quote.holdExpiresAt);
  const isHoldOver = phase.name === "ready" && secondsLeft === 0;

  let holdFailure: ReactNode = null;
  if (phase.name === "holdFailed") {
    // The refreshed quote may say why better than the error: price expired, or refunded.
    if (quote.state !== "open" && quote.state !== "paying" && quote.state !== "fulfilled") {
      return <ClosedQuoteNotice quote={quote} />;
    }
    const canRetry = !FINAL_HOLD_ERRORS.has(phase.code);
    holdFailure = (
      <HoldFailedNotice
        quote={quote}
        phase={phase}
        canRetry={canRetry}
        onRetry={() => checkout.holdAgain({ clearCard: false })}
      />
    );
    // Nothing can be paid at this price any more: no card form.
    if (!canRetry) return holdFailure;
  }

  const amount = formatPrice(quote.amountDue ?? quote.totalAmount, toLanguage(i18n.language));
  const formProps: CardFormProps = {
    clientSecret: phase.name === "ready" ? phase.clientSecret : null,
    email: session.user?.email ?? "",
    payLabel: t(
      quote.status === "pending" ? "paymentpage.card.authorise" : "paymentpage.card.pay",
      {
        amount,
      },
    ),
    isDisabled: !canPay(phase) || isHoldOver,
    attempt: checkout.attempt,
    onPay: (confirm) => void checkout.pay(confirm),
  };

  return (
    <>
      {holdFailure}
      {/* Kept while a hold that may be asked again failed, only hidden: what the guest typed into
          the card form is still there when Retry brings it back (decision 010: nothing typed is lost). */}
      <div hidden={holdFailure !== null} className="space-y-6">
        <p role="status" className={phase.name === "holding" ? "text-dune-800" : "sr-only"}>
          {phase.name === "holding" ? t("paymentpage.hold.placing") : ""}
        </p>
        {phase.name !== "holding" && secondsLeft !== null && (
          <HoldCountdown
            quote={quote}
            secondsLeft={secondsLeft}
            isBusy={isBusy(phase)}
            onHoldAgain={() => checkout.holdAgain({ clearCard: false })}
          />
        )}
        {paymentKey.data?.provider === "sandbox" && <TestModeBanner />}
        {quote.cancellationTerms && <StayPolicy terms={quote.cancellationTerms} />}
        <CardSection paymentKey={paymentKey} formProps={formProps} />
      </div>
    </>
  );
}

/** The hold was refused: back to the booking form, and Retry when asking again may help. */
function HoldFailedNotice({
  quote,
  phase,
  canRetry,
  onRetry,
}: {
  quote: QuoteDetail;
  phase: Extract<PaymentPhase, { name: "holdFailed" }>;
  canRetry: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (
    <Notice
      heading={t("paymentpage.hold.failedHeading")}
      tone="error"
      actions={
        <>
          <Link to={bookingFormPath(quote)} className={primaryLinkClass}>
            {t("paymentpage.checkAgain")}
          </Link>
          {canRetry && (
            <button type="button" className={secondaryButtonClass} onClick={onRetry}>
              {t("paymentpage.retry")}
            </button>
          )}
        </>
      }
    >
      <p role="alert">{errorMessage(phase)}</p>
    </Notice>
  );
}
