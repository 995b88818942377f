import type { AdminBookingDetail } from "@camp/shared/admin/admin-bookings";
import { DECLINE_REASON_MAX_LENGTH } from "@camp/shared/admin/front-desk";
import { staffRefundOf } from "@camp/shared/booking/cancellation-policy";
import { toMajorUnits, toMinorUnits } from "@camp/shared/catalogue/money";
import { isIsoDate } from "@camp/shared/dates/stay-dates";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { inputClass, labelClass } from "../../../components/form-classes";
import {
  isRefundAmountValid,
  RefundAmountField,
  RefundChoice,
} from "../../../components/refund-amount-field";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { formatPrice, formatStayDate } from "../../../lib/format";
import { type BookingDecision, useDecideBooking } from "../api/decide-booking";
import { DecisionDialog } from "./decision-dialog";

type Action = BookingDecision["action"];

/**
 * A confirm that no longer fits names the short nights (the server lists them as the error's
 * fields), so staff know which nights to free or that they should decline.
 */
function useDecisionError() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const errorMessage = useErrorMessage();
  return (error: unknown) => {
    if (error instanceof ApiError && error.code === "NOT_ENOUGH_UNITS") {
      const nights = Object.keys(error.fieldErrors).filter(isIsoDate).sort();
      if (nights.length > 0) {
        return t("adminBookings.errors.shortNights", {
          nights: nights
            .map((night) => formatStayDate(night, language))
            .join(language === "ar" ? "، " : ", "),
        });
      }
    }
    return errorMessage(error);
  };
}

/** Confirm or decline a pending request; cancel a confirmed stay with a full or partial refund. */
export function BookingActions({ booking }: { booking: AdminBookingDetail }) {
  const decisions = useDecisions(booking.id);
  const [isPartial, setIsPartial] = useState(false);
  const [partial, setPartial] = useState("");
  const refundId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState("");

  if (booking.status === "pending") {
    return (
      <PendingDecisions
        booking={booking}
        decisions={decisions}
        reasonId={reasonId}
        reason={reason}
        onReasonChange={setReason}
      />
    );
  }
  if (booking.status !== "confirmed") return null;
  return (
    <CancelDecision
      booking={booking}
      decisions={decisions}
      refundId={refundId}
      refund={{ isPartial, setIsPartial, partial, setPartial }}
    />
  );
}

type Decisions = ReturnType<typeof useDecisions>;

/** One decision at a time: which dialog is open, what each dialog shares, and the call. */
function useDecisions(bookingId: string) {
  const decide = useDecideBooking(bookingId);
  const decisionError = useDecisionError();
  const [open, setOpen] = useState<Action | null>(null);

  const run = (decision: BookingDecision, done: string) =>
    decide.mutate(decision, {
      onSuccess: () => {
        setOpen(null);
        toast.success(done);
      },
    });
  const common = (action: Action) => ({
    isOpen: open === action,
    isBusy: decide.isPending,
    error: open === action && decide.isError ? decisionError(decide.error) : null,
    onOpenChange: (isOpen: boolean) => {
      if (decide.isPending) return;
      decide.reset();
      setOpen(isOpen ? action : null);
    },
  });
  return { run, common };
}

/** A pending request: confirm it, or decline it with a reason the guest reads. */
function PendingDecisions({
  booking,
  decisions,
  reasonId,
  reason,
  onReasonChange,
}: {
  booking: AdminBookingDetail;
  decisions: Decisions;
  reasonId: string;
  reason: string;
  onReasonChange: (reason: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { run, common } = decisions;
  const isReasonValid =
    reason.trim().length >= 3 && reason.trim().length <= DECLINE_REASON_MAX_LENGTH;
  return (
    <div className="flex flex-wrap gap-3">
      <DecisionDialog
        {...common("confirm")}
        trigger={t("adminBookings.actions.confirm")}
        title={t("adminBookings.actions.confirmTitle")}
        consequence={t("adminBookings.actions.confirmConsequence", {
          amount: formatPrice(booking.totalAmount, language),
        })}
        confirmLabel={t("adminBookings.actions.confirmYes")}
        onConfirm={() => run({ action: "confirm" }, t("adminBookings.actions.confirmed"))}
      />
      <DecisionDialog
        {...common("decline")}
        isDanger
        trigger={t("adminBookings.actions.decline")}
        title={t("adminBookings.actions.declineTitle")}
        consequence={t("adminBookings.actions.declineConsequence")}
        confirmLabel={t("adminBookings.actions.declineYes")}
        canConfirm={isReasonValid}
        onConfirm={() => {
          if (!isReasonValid) return;
          run({ action: "decline", reason: reason.trim() }, t("adminBookings.actions.declined"));
        }}
      >
        <DeclineReasonField id={reasonId} reason={reason} onChange={onReasonChange} />
      </DecisionDialog>
    </div>
  );
}

function DeclineReasonField({
  id,
  reason,
  onChange,
}: {
  id: string;
  reason: string;
  onChange: (reason: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-4">
      <label htmlFor={id} className={labelClass}>
        {t("adminBookings.actions.declineReason")}
      </label>
      <textarea
        id={id}
        required
        rows={3}
        maxLength={DECLINE_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        className={inputClass}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-dune-800">
        {t("adminBookings.actions.declineReasonHint", {
          count: reason.trim().length,
          max: DECLINE_REASON_MAX_LENGTH,
        })}
      </p>
    </div>
  );
}

/** The cancel dialog's refund as typed: the whole of what may be chosen, or a part of it. */
type PartialRefund = {
  isPartial: boolean;
  setIsPartial: (isPartial: boolean) => void;
  partial: string;
  setPartial: (partial: string) => void;
};

/** What a cancel by staff gives back: staff's choice and, on top, the whole fee (AED). */
function cancelRefundOf(booking: AdminBookingDetail, { isPartial, partial }: PartialRefund) {
  const paid = booking.paidAmount;
  // The Tourism Dirham fee goes back in full on top of what staff choose (decision 048).
  const feeBack = booking.tourismFeeRefundAmount ?? 0;
  const maxChosen = toMajorUnits(
    staffRefundOf(toMinorUnits(paid), toMinorUnits(feeBack)).maxChosenMinor,
  );
  const partialAmount = Number(partial);
  const isPartialValid = isRefundAmountValid(partial, maxChosen);
  /** What staff choose (sent), and what the guest gets back with the fee (said). */
  const chosen = isPartial ? partialAmount : maxChosen;
  const refund = toMajorUnits(
    staffRefundOf(
      toMinorUnits(paid),
      toMinorUnits(feeBack),
      toMinorUnits(Number.isFinite(chosen) ? chosen : 0),
    ).refundMinor,
  );
  return { paid, feeBack, maxChosen, isPartialValid, chosen, refund };
}

/** A confirmed stay: cancel it with a full or partial refund. */
function CancelDecision({
  booking,
  decisions,
  refundId,
  refund: partialRefund,
}: {
  booking: AdminBookingDetail;
  decisions: Decisions;
  refundId: string;
  refund: PartialRefund;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { isPartial, setIsPartial, partial, setPartial } = partialRefund;
  const { paid, feeBack, maxChosen, isPartialValid, chosen, refund } = cancelRefundOf(
    booking,
    partialRefund,
  );
  return (
    <DecisionDialog
      {...decisions.common("cancel")}
      isDanger
      trigger={t("adminBookings.actions.cancel")}
      title={t("adminBookings.actions.cancelTitle")}
      consequence={t("adminBookings.actions.cancelConsequence", {
        amount: formatPrice(refund || 0, language),
      })}
      confirmLabel={t("adminBookings.actions.cancelYes")}
      onConfirm={() => {
        if (isPartial && !isPartialValid) return;
        decisions.run(
          { action: "cancel", refundAmount: chosen },
          t("adminBookings.actions.cancelled"),
        );
      }}
    >
      <RefundChoice
        legend={t("adminBookings.actions.refundLegend")}
        name="refund"
        labels={{
          said: t("adminBookings.actions.refundFull", { amount: formatPrice(paid, language) }),
          typed: t("adminBookings.actions.refundPartial"),
        }}
        isTyped={isPartial}
        onIsTypedChange={setIsPartial}
        feeBack={
          feeBack > 0
            ? {
                text: t("adminBookings.actions.feeBack", {
                  amount: formatPrice(feeBack, language),
                }),
                testId: "cancel-fee-back",
              }
            : undefined
        }
      >
        {isPartial && (
          <RefundAmountField
            id={refundId}
            label={t("adminBookings.actions.refundAmount", {
              max: formatPrice(maxChosen, language),
            })}
            max={maxChosen}
            value={partial}
            onChange={setPartial}
            hint={t("adminBookings.actions.refundHint")}
            invalidMessage={t("adminBookings.actions.refundInvalid", {
              max: formatPrice(maxChosen, language),
            })}
          />
        )}
      </RefundChoice>
    </DecisionDialog>
  );
}
