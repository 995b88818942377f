import type { PayLinkDetail } from "@camp/shared/desk-sales/desk-sales";
import { paths } from "@camp/shared/routes/site-paths";
import { type ReactNode, useEffect, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { usePaymentKey } from "../../../api/get-payment-key";
import type { CardFormProps } from "../../../components/card-payment/card-form";
import { CardSection } from "../../../components/card-payment/card-section";
import {
  useOneMinuteWarning,
  useSecondsLeft,
} from "../../../components/card-payment/hold-countdown";
import { Notice, OUTCOME_HEADING } from "../../../components/card-payment/quote-notice";
import { QuoteSummary } from "../../../components/card-payment/quote-summary";
import { TestModeBanner } from "../../../components/card-payment/test-mode-banner";
import { secondaryButtonClass } from "../../../components/form-classes";
import { StayPolicy } from "../../../components/stay-policy";
import { site } from "../../../config/site";
import { setLanguage, toLanguage } from "../../../i18n/i18n";
import { useErrorMessage, useServerMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { formatCountdown } from "../../../lib/card-payment/countdown";
import { knownDecline, type PaymentPhase } from "../../../lib/card-payment/payment-flow";
import { formatPrice, formatResortInstant } from "../../../lib/format";
import { usePayLink } from "../api/pay-link-api";
import { usePayLinkCheckout } from "./use-pay-link-checkout";

const linkClass = "font-semibold text-dune-800 underline underline-offset-2 hover:text-dune-700";
/** Tap targets of at least 48 px on a phone. */
const contactButtonClass =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-dune-800 px-5 py-3 font-semibold text-dune-800 hover:bg-sand-100";

/**
 * /pay/:token (decision 055): the stay staff booked for a guest, paid by card without an account.
 * Shown in the link's language (the one staff chose for the guest) unless the address names one,
 * as the language switch writes it.
 */
export function PayLinkPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const link = usePayLink(token);
  const isLanguageReady = useLinkLanguage(link.data);

  let content: ReactNode;
  const error = link.error;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    content = <ClosedLink which="notFound" />;
  } else if (error instanceof ApiError && error.status === 410) {
    content = <ClosedLink which="expired" />;
  } else if (error instanceof ApiError && error.status === 429) {
    content = <ClosedLink which="tooMany" />;
  } else if (link.data && isLanguageReady) {
    content =
      link.data.state === "paid" ? (
        <PaidLink reference={link.data.reference} />
      ) : (
        <PayLinkCheckout token={token} detail={link.data} />
      );
  } else if (error) {
    content = (
      <Notice
        heading={t("payLink.loadFailed")}
        tone="error"
        actions={
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => void link.refetch()}
          >
            {t("payLink.retry")}
          </button>
        }
      >
        <p role="alert">{t("errors.network")}</p>
      </Notice>
    );
  } else {
    content = (
      <p role="status" className="text-dune-800">
        {t("payLink.loading")}
      </p>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 text-2xl font-bold text-dune-900 sm:mb-8 sm:text-3xl">
        {t("payLink.title")}
      </h1>
      {content}
    </div>
  );
}

/**
 * Switches the page to the link's language once its detail arrives, before it is shown, unless the
 * address asks for a language (`?lang=`, which the language switch writes): the guest's own choice.
 * True once the page is in the language it will show.
 */
function useLinkLanguage(detail: PayLinkDetail | undefined): boolean {
  const { i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get("lang");
  const isAsked = asked === "en" || asked === "ar";
  const [appliedFor, setAppliedFor] = useState<string | null>(null);
  const wanted = detail?.language;

  useEffect(() => {
    if (!wanted || isAsked || appliedFor !== null) return;
    let isCurrent = true;
    const done = () => {
      if (isCurrent) setAppliedFor(wanted);
    };
    if (toLanguage(i18n.language) === wanted) done();
    else setLanguage(wanted).then(done, done);
    return () => {
      isCurrent = false;
    };
  }, [wanted, isAsked, appliedFor, i18n]);

  return isAsked || appliedFor !== null;
}

/** The resort's phone, WhatsApp and email, for a link that cannot be paid any more. */
function ContactResort() {
  const { t } = useTranslation();
  return (
    <div className="mt-4">
      <h3 className="font-semibold text-dune-900">{t("payLink.contact.heading")}</h3>
      <ul className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <li>
          <a href={site.phoneHref} className={contactButtonClass}>
            {t("payLink.contact.call")}
            <span dir="ltr">{site.phone}</span>
          </a>
        </li>
        <li>
          <a
            href={site.whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            className={contactButtonClass}
          >
            {t("payLink.contact.whatsapp")}
          </a>
        </li>
        <li>
          <a href={`mailto:${site.email}`} className={contactButtonClass}>
            {t("payLink.contact.email")}
            <span dir="ltr">{site.email}</span>
          </a>
        </li>
      </ul>
    </div>
  );
}

/** A booking reference: Latin letters and digits, kept left to right inside Arabic text. */
function Reference({ children }: { children?: ReactNode }) {
  return (
    <bdi dir="ltr" className="font-mono font-bold">
      {children}
    </bdi>
  );
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-8 shrink-0 animate-spin rounded-full border-4 border-sand-200 border-t-dune-800 motion-reduce:animate-none"
    />
  );
}

function ClosedLink({ which }: { which: "notFound" | "expired" | "tooMany" }) {
  const { t } = useTranslation();
  return (
    <div className="max-w-2xl">
      <Notice heading={t(`payLink.${which}.heading`)} tone={which === "expired" ? "error" : "info"}>
        <p>{t(`payLink.${which}.text`)}</p>
        {which !== "tooMany" && <ContactResort />}
      </Notice>
    </div>
  );
}

function PaidLink({ reference }: { reference: string }) {
  const { t } = useTranslation();
  return (
    <div className="max-w-2xl">
      <Notice heading={t("payLink.paid.heading")}>
        <p>
          <Trans
            i18nKey="payLink.paid.text"
            values={{ reference }}
            components={{ ref: <Reference /> }}
          />
        </p>
      </Notice>
    </div>
  );
}

/** A payable link: whose stay, until when, what it costs, then the card form. */
function PayLinkCheckout({ token, detail }: { token: string; detail: PayLinkDetail }) {
  const checkout = usePayLinkCheckout(token, detail);
  const { phase } = checkout;
  const secondsLeft = useSecondsLeft(detail.expiresAt) ?? 0;
  const isPaid =
    phase.name === "booking" || phase.name === "booked" || phase.name === "bookingFailed";
  // The hold ran out before the card was sent: the server refuses the link now (410).
  const isOver = secondsLeft === 0 && (phase.name === "ready" || phase.name === "holding");

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2 lg:gap-8">
      <div className="min-w-0 space-y-6">
        <HoldPanel detail={detail} secondsLeft={secondsLeft} isPaid={isPaid} />
        <QuoteSummary quote={detail.quote} />
      </div>
      <div className="min-w-0 space-y-6">
        {isOver ? (
          // Said as it replaces the card form: the time to pay ran out.
          <div role="alert">
            <ClosedLink which="expired" />
          </div>
        ) : isPaid ? (
          <AfterPayment
            phase={phase}
            reference={checkout.reference}
            hasEmail={detail.hasEmail === true}
            onRetryBooking={checkout.retryBooking}
            onTryAgain={checkout.tryAgain}
          />
        ) : (
          <PaymentPanel detail={detail} checkout={checkout} isHoldOver={secondsLeft === 0} />
        )}
      </div>
    </div>
  );
}

/**
 * Whose stay, its reference, and until when the link holds it (Dubai time, and a countdown); once
 * the card went through the hold no longer matters, so neither is said.
 */
function HoldPanel({
  detail,
  secondsLeft,
  isPaid,
}: {
  detail: PayLinkDetail;
  secondsLeft: number;
  isPaid: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const oneMinuteWarning = useOneMinuteWarning(isPaid ? Number.POSITIVE_INFINITY : secondsLeft);
  return (
    <section className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6">
      <p className="sr-only" aria-live="polite">
        {oneMinuteWarning}
      </p>
      <p className="text-dune-900">
        {detail.guestName
          ? t("payLink.greeting", { name: detail.guestName })
          : t("payLink.greetingNoName")}
      </p>
      <dl className="mt-3">
        <dt className="text-sm text-dune-800">{t("payLink.reference")}</dt>
        {/* Left to right inside an Arabic line, at the start of it like its label. */}
        <dd className="font-mono text-xl font-bold text-dune-900">
          <bdi dir="ltr">{detail.reference}</bdi>
        </dd>
      </dl>
      {!isPaid && (
        <p className="mt-3 text-dune-900">
          {t("payLink.holdUntil", { time: formatResortInstant(detail.expiresAt, lang) })}
        </p>
      )}
      {!isPaid && secondsLeft > 0 && (
        <p className="mt-1 text-sm font-semibold text-dune-800">
          <Trans
            i18nKey="payLink.holdLeft"
            values={{ time: formatCountdown(secondsLeft) }}
            components={{ time: <span role="timer" dir="ltr" className="tabular-nums" /> }}
          />
        </p>
      )}
      <p className="mt-3 text-sm text-dune-800">{t("payLink.noAccount")}</p>
    </section>
  );
}

function PaymentPanel({
  detail,
  checkout,
  isHoldOver,
}: {
  detail: PayLinkDetail;
  checkout: ReturnType<typeof usePayLinkCheckout>;
  /** The link's hold ended (a card refused just before stays on screen, its dates no longer held). */
  isHoldOver: boolean;
}) {
  const { t, i18n } = useTranslation();
  const paymentKey = usePaymentKey();
  const errorMessage = useErrorMessage();
  const { phase } = checkout;
  const lang = toLanguage(i18n.language);
  const quote = detail.quote;

  const formProps: CardFormProps = {
    clientSecret: phase.name === "ready" ? phase.clientSecret : null,
    payLabel: t(
      quote.status === "pending" ? "paymentpage.card.authorise" : "paymentpage.card.pay",
      {
        amount: formatPrice(quote.totalAmount, lang),
      },
    ),
    isDisabled: phase.name !== "ready",
    attempt: checkout.attempt,
    onPay: (confirm) => void checkout.pay(confirm),
  };

  return (
    <>
      {phase.name === "failed" && (
        <CardFailed
          phase={phase}
          expiresAt={detail.expiresAt}
          isHoldOver={isHoldOver}
          onTryAgain={checkout.tryAgain}
        />
      )}
      {phase.name === "holdFailed" && (
        <Notice
          heading={t("payLink.holdFailed")}
          tone="error"
          actions={
            <button type="button" className={secondaryButtonClass} onClick={checkout.tryAgain}>
              {t("payLink.retry")}
            </button>
          }
        >
          <p role="alert">{errorMessage(phase)}</p>
        </Notice>
      )}
      {/* Kept while hidden: the name typed stays when Try Again brings the form back. */}
      <div hidden={phase.name === "failed" || phase.name === "holdFailed"} className="space-y-6">
        <p role="status" className={phase.name === "holding" ? "text-dune-800" : "sr-only"}>
          {phase.name === "holding"
            ? t("payLink.preparing")
            : phase.name === "processing"
              ? t("paymentpage.processing.title")
              : ""}
        </p>
        {paymentKey.data?.provider === "sandbox" && <TestModeBanner />}
        {quote.cancellationTerms ? (
          <StayPolicy terms={quote.cancellationTerms} />
        ) : (
          <p className="text-sm text-dune-800">
            <Trans
              i18nKey="payLink.terms"
              components={{
                terms: (
                  <Link to={paths.terms} target="_blank" rel="noopener" className={linkClass} />
                ),
              }}
            />
          </p>
        )}
        <CardSection paymentKey={paymentKey} formProps={formProps} />
      </div>
    </>
  );
}

/** A refused card (or no clear answer): why, that nothing was taken, and Try Again. */
function CardFailed({
  phase,
  expiresAt,
  isHoldOver,
  onTryAgain,
}: {
  phase: Extract<PaymentPhase, { name: "failed" }>;
  expiresAt: string;
  isHoldOver: boolean;
  onTryAgain: () => void;
}) {
  const { t, i18n } = useTranslation();
  const translate = useServerMessage();
  const decline = knownDecline(phase.code);
  const reason = phase.isDecline
    ? decline
      ? t(`paymentpage.failed.reasons.${decline}`)
      : translate(phase.message)
    : translate(phase.message === "errors.generic" ? "errors.generic" : phase.message);
  return (
    <Notice
      heading={t("paymentpage.failed.title")}
      tone="error"
      actions={
        // Past the hold the link is closed: trying again would only be refused.
        isHoldOver ? undefined : (
          <button type="button" className={secondaryButtonClass} onClick={onTryAgain}>
            {t("paymentpage.failed.tryAgain")}
          </button>
        )
      }
    >
      <div role="alert" className="space-y-2">
        <p>{reason}</p>
        <p>{t("paymentpage.failed.notCharged")}</p>
        {isHoldOver && <p>{t("payLink.holdOver")}</p>}
      </div>
      {isHoldOver ? (
        <ContactResort />
      ) : (
        <p>
          {t("payLink.stillHeld", {
            time: formatResortInstant(expiresAt, toLanguage(i18n.language)),
          })}
        </p>
      )}
    </Notice>
  );
}

/** After the card was accepted: booking, booked (the confirmation), or what happened instead. */
function AfterPayment({
  phase,
  reference,
  hasEmail,
  onRetryBooking,
  onTryAgain,
}: {
  phase: PaymentPhase;
  reference: string;
  hasEmail: boolean;
  onRetryBooking: () => void;
  onTryAgain: () => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (phase.name === "booking") return;
    document.querySelector<HTMLElement>(`[${OUTCOME_HEADING}]`)?.focus();
  }, [phase.name]);

  if (phase.name === "booking") {
    return (
      <Notice heading={t("payLink.confirming")}>
        <div role="status" className="flex items-center gap-3">
          <Spinner />
          <p>{t("paymentpage.booking.text")}</p>
        </div>
      </Notice>
    );
  }
  if (phase.name === "booked") {
    return (
      <Notice isFocusTarget heading={t("payLink.done.heading")}>
        <div role="status" className="space-y-2">
          <p>
            <Trans
              i18nKey="payLink.done.reference"
              values={{ reference }}
              components={{ ref: <Reference /> }}
            />
          </p>
          {hasEmail && <p>{t("payLink.done.emailed")}</p>}
          <p>{t("payLink.done.keep")}</p>
        </div>
      </Notice>
    );
  }
  if (phase.name !== "bookingFailed") return null;
  const { failure } = phase;
  if (failure.kind === "refunded") {
    return (
      <Notice isFocusTarget heading={t("paymentpage.failed.title")} tone="error">
        <p role="alert">{t("payLink.refunded")}</p>
        <ContactResort />
      </Notice>
    );
  }
  if (failure.kind === "notPaid") {
    return (
      <Notice
        isFocusTarget
        heading={t("paymentpage.failed.title")}
        tone="error"
        actions={
          <button type="button" className={secondaryButtonClass} onClick={onTryAgain}>
            {t("paymentpage.failed.tryAgain")}
          </button>
        }
      >
        <p role="alert">{t("payLink.notPaid")}</p>
      </Notice>
    );
  }
  return (
    <Notice
      isFocusTarget
      heading={t("paymentpage.booking.title")}
      actions={
        <button type="button" className={secondaryButtonClass} onClick={onRetryBooking}>
          {t("payLink.retry")}
        </button>
      }
    >
      <p role="status">
        <Trans
          i18nKey="payLink.finishing"
          values={{ reference }}
          components={{ ref: <Reference /> }}
        />
      </p>
    </Notice>
  );
}
