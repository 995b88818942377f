import type { QuoteDetail } from "@camp/shared/booking/booking-api";
import { PENDING_DECISION_HOURS } from "@camp/shared/booking/booking-limits";
import { bookingReference } from "@camp/shared/booking/booking-reference";
import { paths } from "@camp/shared/routes/site-paths";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { submitClass } from "../../../components/form-classes";
import { useErrorMessage, useServerMessage } from "../../../i18n/server-messages";
import { knownDecline, type PaymentPhase } from "../payment-flow";
import { toConfirmationState } from "./quote-labels";
import { bookingFormPath, primaryLinkClass, secondaryLinkClass } from "./quote-notice";

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

/**
 * The overlays of spec section 4 (processing, Payment Failed, booking processing, Booking
 * Confirmed!, booking failure) as words and buttons, shown in the dialog and again on the page.
 */
export function useOutcome(
  phase: PaymentPhase,
  quote: QuoteDetail,
  handlers: { onTryAgain: () => void; onRetryBooking: () => void },
): Outcome | null {
  const { t } = useTranslation();
  const translate = useServerMessage();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const isPending = quote.status === "pending";

  switch (phase.name) {
    case "processing":
      return {
        title: t("paymentpage.processing.title"),
        text: t("paymentpage.processing.text"),
        details: [],
        actions: null,
        isWorking: true,
        tone: "info",
      };
    case "booking":
      return {
        title: t(isPending ? "paymentpage.booking.pendingTitle" : "paymentpage.booking.title"),
        text: t("paymentpage.booking.text"),
        details: [],
        actions: null,
        isWorking: true,
        tone: "info",
      };
    case "failed": {
      const decline = knownDecline(phase.code);
      let details: string[];
      if (phase.isDecline) {
        const reason = decline
          ? t(`paymentpage.failed.reasons.${decline}`)
          : translate(phase.message);
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
    case "booked":
      if (quote.changesBookingId) {
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
            <button
              type="button"
              className={primaryButton}
              onClick={() => navigate(paths.myBooking)}
            >
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
    case "bookingFailed": {
      const { failure } = phase;
      if (failure.kind === "refunded" && quote.changesBookingId) {
        return {
          title: t("changeBooking.refusedTitle"),
          text: t("changeBooking.refusedText"),
          details: [],
          actions: (
            <button
              type="button"
              className={primaryButton}
              onClick={() => navigate(paths.myBooking)}
            >
              {t("changeBooking.back")}
            </button>
          ),
          isWorking: false,
          tone: "error",
        };
      }
      if (failure.kind === "refunded") {
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
      if (failure.kind === "notPaid") {
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
    default:
      return null;
  }
}
