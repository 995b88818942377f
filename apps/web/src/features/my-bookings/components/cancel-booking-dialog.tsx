import type { StoredBooking } from "@camp/shared/booking/booking-api";
import type { CancellationPreview } from "@camp/shared/booking/cancellation-api";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { formatNumber, formatPrice, formatResortInstant } from "../../../lib/format";
import { keepFocusAfter } from "../../../lib/keep-focus";
import { useCancelBooking } from "../api/cancel-booking";
import { useCancellation } from "../api/get-cancellation";
import { GuestDialog } from "./guest-dialog";

function RefundTerms({ preview }: { preview: CancellationPreview }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const amount = formatPrice(preview.refundAmount, lang);
  const paid = formatPrice(preview.paidAmount, lang);
  const deadline = formatResortInstant(preview.deadline, lang);
  return (
    <div className="mt-3 space-y-3 text-dune-900">
      {!preview.isCancellable ? (
        <p>{t("guestCancellation.notCancellable")}</p>
      ) : (
        <>
          <p className="rounded-xl bg-sand-50 p-3">
            <span className="block text-sm text-dune-800">
              {t("guestCancellation.refundLabel")}
            </span>
            <strong className="text-2xl" data-testid="refund-amount">
              {amount}
            </strong>
            <span className="block text-sm text-dune-800">
              {preview.tourismFeeRefundAmount && preview.stayPaidAmount !== undefined
                ? t("guestCancellation.refundOfWithFee", {
                    fee: formatPrice(preview.tourismFeeRefundAmount, lang),
                    percent: formatNumber(preview.refundPercent, lang),
                    stay: formatPrice(preview.stayPaidAmount, lang),
                  })
                : t("guestCancellation.refundOf", {
                    percent: formatNumber(preview.refundPercent, lang),
                    paid,
                  })}
            </span>
          </p>
          <p className="text-sm">
            {preview.tier === "full"
              ? t("guestCancellation.fullUntil", { deadline })
              : preview.tier === "partial"
                ? t("guestCancellation.partialUntil", {
                    deadline,
                    percent: formatNumber(preview.refundPercent, lang),
                  })
                : preview.tourismFeeRefundAmount
                  ? t("guestCancellation.noneNowFee")
                  : t("guestCancellation.noneNow")}
          </p>
        </>
      )}
      <p className="text-sm text-dune-800">
        {t("guestCancellation.policy", {
          days: formatNumber(preview.policy.fullRefundDays, lang),
          hours: formatNumber(preview.policy.partialRefundHours, lang),
          percent: formatNumber(preview.policy.partialRefundPercent, lang),
        })}
      </p>
    </div>
  );
}

/** "Cancel booking" on an upcoming confirmed stay: the exact refund is shown before confirming. */
export function CancelBookingDialog({ booking }: { booking: StoredBooking }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const errorMessage = useErrorMessage();
  const [isOpen, setOpen] = useState(false);
  const preview = useCancellation(booking._id, isOpen);
  const cancel = useCancelBooking(booking._id);

  const onOpenChange = (open: boolean) => {
    if (cancel.isPending) return;
    cancel.reset();
    setOpen(open);
  };
  const onConfirm = async () => {
    if (!preview.data) return;
    // Awaited rather than through mutate's callbacks: once the list is read again the booking moves
    // to another tab and this card unmounts, and the guest must still be told.
    try {
      const cancelled = await cancel.mutateAsync({
        expectedRefundAmount: preview.data.refundAmount,
      });
      // The booking leaves this tab with its Cancel button: the keyboard stays on the tab's list.
      keepFocusAfter(() =>
        document.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"]'),
      );
      setOpen(false);
      toast.success(
        t("guestCancellation.cancelled", {
          amount: formatPrice(cancelled.refundedAmount ?? 0, lang),
        }),
      );
    } catch (error) {
      // A deadline passed while the window was open: show the new refund to confirm again.
      if (error instanceof ApiError && error.code === "REFUND_CHANGED") void preview.refetch();
    }
  };

  return (
    <GuestDialog
      trigger={t("guestCancellation.cancelTrigger")}
      title={t("guestCancellation.cancelTitle")}
      keepLabel={t("guestCancellation.keepBooking")}
      confirmLabel={t("guestCancellation.cancelYes")}
      busyLabel={t("guestCancellation.working")}
      isOpen={isOpen}
      isBusy={cancel.isPending}
      canConfirm={preview.data?.isCancellable === true && !preview.isFetching}
      error={cancel.isError ? errorMessage(cancel.error) : null}
      onOpenChange={onOpenChange}
      onConfirm={() => void onConfirm()}
    >
      <Dialog.Description asChild>
        <div>
          {preview.data ? (
            <RefundTerms preview={preview.data} />
          ) : preview.isError ? (
            <p role="alert" className="mt-3 text-red-800">
              {errorMessage(preview.error)}
            </p>
          ) : (
            <p role="status" className="mt-3 text-dune-800">
              {t("guestCancellation.loading")}
            </p>
          )}
        </div>
      </Dialog.Description>
    </GuestDialog>
  );
}
