import type { QuoteDetail } from "@camp/shared/booking/booking-api";
import { PENDING_DECISION_HOURS } from "@camp/shared/booking/booking-limits";
import { bookingReference } from "@camp/shared/booking/booking-reference";
import { paths } from "@camp/shared/routes/site-paths";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, type NavigateFunction, useNavigate } from "react-router";
import { toast } from "sonner";
import { toConfirmationState } from "../../../components/card-payment/quote-labels";
import {
  bookingFormPath,
  primaryLinkClass,
  secondaryLinkClass,
} from "../../../components/card-payment/quote-notice";
import { submitClass } from "../../../components/form-classes";
import { useErrorMessage, useServerMessage } from "../../../i18n/server-messages";
import { knownDecline, type PaymentPhase } from "../../../lib/card-payment/payment-flow";

export type Outcome = {
  title: string;
  /** Shown as the dialog's description. */
  text: string;
  details: string[];
  actions: ReactNode;
  /** Still working (processing, booking): a spinner, and the overlay cannot be closed. */
  isWorking: boolean;
  tone: "info" | "success" | "error";
};

const primaryButton = `${submitClass} sm:w-auto`;

type Handlers = { onTryAgain: () => void; onRetryBooking: () => void };

/** What every outcome reads: the hooks' results, the quote and the page's handlers. */
type OutcomeContext = {
  t: TFunction;
  translate: ReturnType<typeof useServerMessage>;
  errorMessage: ReturnType<typeof useErrorMessage>;
  navigate: NavigateFunction;
  quote: QuoteDetail;
  isPending: boolean;
  handlers: Handlers;
};

type PhaseNamed<Name extends PaymentPhase["name"]> = Extract<PaymentPhase, { name: Name }>;

/**
 * The overlays of spec section 4 (processing, Payment Failed, booking processing, Booking
 * Confirmed!, booking failure) as words and buttons, shown in the dialog and again on the page.
 */
export function useOutcome(
  phase: PaymentPhase,
  quote: QuoteDetail,
  handlers: Handlers,
): Outcome | null {
  const { t } = useTranslation();
  const translate = useServerMessage();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const isPending = quote.status === "pending";
  const context: OutcomeContext = {
    t,
    translate,
    errorMessage,
    navigate,
    quote,
    isPending,
    handlers,
  };

  switch (phase.name) {
    case "processing":
      return workingOutcome(t("paymentpage.processing.title"), t("paymentpage.processing.text"));
    case "booking":
      return workingOutcome(
        t(isPending ? "paymentpage.booking.pendingTitle" : "paymentpage.booking.title"),
        t("paymentpage.booking.text"),
      );
    case "failed":
      return paymentFailedOutcome(context, phase);
    case "booked":
      return quote.changesBookingId
        ? changePaidOutcome(context, phase)
        : bookedOutcome(context, phase);
    case "bookingFailed":
      return bookingFailedOutcome(context, phase);
    default:
      return null;
  }
}

/** Still working (processing, booking): no details and no buttons. */
function workingOutcome(title: string, text: string): Outcome {
  return { title, text, details: [], actions: null, isWorking: true, tone: "info" };
}

function paymentFailedOutcome(
  { t, translate, errorMessage, handlers }: OutcomeContext,
  phase: PhaseNamed<"failed">,
): Outcome {
  const decline = knownDecline(phase.code);
  let details: string[];
  if (phase.isDecline) {
    const reason = decline ? t(`paymentpage.failed.reasons.${decline}`) : translate(phase.message);
    details = [reason, t("paymentpage.failed.notCharged")];
  } else if (phase.code === "PAYMENT_INTENT_UNEXPECTED_STATE") {
    // Typically paid in another tab: Try Again asks the server, which then finishes the booking.
    details = [t("paymentpage.failed.paidElsewhere")];
  } else {
    // An unclear answer: we cannot say nothing was taken; Try Again asks the server.
    details = [errorMessage(phase)];
  }
  return {
    title: t("paymentpage.failed.title"),
    text: t("paymentpage.failed.text"),
    details,
    actions: (
      <button type="button" className={primaryButton} onClick={handlers.onTryAgain}>
        {t("paymentpage.failed.tryAgain")}
      </button>
    ),
    isWorking: false,
    tone: "error",
  };
}

/** A change of dates paid for: back to the booking, with a toast saying it changed. */
function changePaidOutcome({ t, navigate }: OutcomeContext, phase: PhaseNamed<"booked">): Outcome {
  return {
    title: t("changeBooking.paidTitle"),
    text: t("changeBooking.paidText"),
    details: [
      t("paymentpage.confirmed.reference", { reference: bookingReference(phase.bookingId) }),
    ],
    actions: (
      <button
        type="button"
        className={primaryButton}
        onClick={() => {
          toast.success(t("changeBooking.changed"));
          navigate(paths.myBooking);
        }}
      >
        {t("changeBooking.back")}
      </button>
    ),
    isWorking: false,
    tone: "success",
  };
}

function bookedOutcome(
  { t, navigate, quote, isPending }: OutcomeContext,
  phase: PhaseNamed<"booked">,
): Outcome {
  return {
    title: t(isPending ? "paymentpage.confirmed.pendingTitle" : "paymentpage.confirmed.title"),
    text: isPending
      ? t("paymentpage.confirmed.pendingText", { hours: PENDING_DECISION_HOURS })
      : t("paymentpage.confirmed.text"),
    details: [
      t("paymentpage.confirmed.reference", { reference: bookingReference(phase.bookingId) }),
    ],
    actions: (
      <>
        <button type="button" className={primaryButton} onClick={() => navigate(paths.myBooking)}>
          {t("paymentpage.viewBooking")}
        </button>
        <Link
          to={paths.confirmation}
          state={toConfirmationState(t, quote, phase.bookingId)}
          className={secondaryLinkClass}
        >
          {t("paymentpage.confirmed.confirmation")}
        </Link>
      </>
    ),
    isWorking: false,
    tone: "success",
  };
}

function bookingFailedOutcome(
  context: OutcomeContext,
  phase: PhaseNamed<"bookingFailed">,
): Outcome {
  const { failure } = phase;
  if (failure.kind === "refunded" && context.quote.changesBookingId) {
    return changeRefusedOutcome(context);
  }
  if (failure.kind === "refunded") return refundedOutcome(context);
  if (failure.kind === "notPaid") return notPaidOutcome(context);
  return notFinishedOutcome(context);
}

function changeRefusedOutcome({ t, navigate }: OutcomeContext): Outcome {
  return {
    title: t("changeBooking.refusedTitle"),
    text: t("changeBooking.refusedText"),
    details: [],
    actions: (
      <button type="button" className={primaryButton} onClick={() => navigate(paths.myBooking)}>
        {t("changeBooking.back")}
      </button>
    ),
    isWorking: false,
    tone: "error",
  };
}

function refundedOutcome({ t, quote, isPending }: OutcomeContext): Outcome {
  return {
    title: t("paymentpage.bookingFailed.refundedTitle"),
    text: t(
      isPending
        ? "paymentpage.bookingFailed.releasedText"
        : "paymentpage.bookingFailed.refundedText",
    ),
    details: [],
    actions: (
      <Link to={bookingFormPath(quote)} className={primaryLinkClass}>
        {t("paymentpage.checkAgain")}
      </Link>
    ),
    isWorking: false,
    tone: "error",
  };
}

function notPaidOutcome({ t, handlers }: OutcomeContext): Outcome {
  return {
    title: t("paymentpage.bookingFailed.notPaidTitle"),
    text: t("paymentpage.bookingFailed.notPaidText"),
    details: [],
    actions: (
      <button type="button" className={primaryButton} onClick={handlers.onTryAgain}>
        {t("paymentpage.failed.tryAgain")}
      </button>
    ),
    isWorking: false,
    tone: "error",
  };
}

/** Paid, but the booking is not finished yet: retry, or look in My Bookings later. */
function notFinishedOutcome({ t, isPending, handlers }: OutcomeContext): Outcome {
  return {
    title: t("paymentpage.bookingFailed.finishingTitle"),
    text: t(
      isPending
        ? "paymentpage.bookingFailed.finishingPendingText"
        : "paymentpage.bookingFailed.finishingText",
    ),
    details: [],
    actions: (
      <>
        <button type="button" className={primaryButton} onClick={handlers.onRetryBooking}>
          {t("paymentpage.bookingFailed.retry")}
        </button>
        <Link to={paths.myBooking} className={secondaryLinkClass}>
          {t("paymentpage.bookingFailed.myBookings")}
        </Link>
      </>
    ),
    isWorking: false,
    tone: "info",
  };
}
