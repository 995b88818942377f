import type { StoredBooking } from "@camp/shared/booking/booking-api";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatPrice } from "../../../lib/format";
import { useWithdrawRequest } from "../api/withdraw-request";
import { GuestDialog } from "./guest-dialog";

/** "Withdraw request" on a request staff have not decided on: the card hold is released. */
export function WithdrawRequestDialog({ booking }: { booking: StoredBooking }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const errorMessage = useErrorMessage();
  const [isOpen, setOpen] = useState(false);
  const withdraw = useWithdrawRequest(booking._id);
  return (
    <GuestDialog
      trigger={t("guestCancellation.withdrawTrigger")}
      title={t("guestCancellation.withdrawTitle")}
      keepLabel={t("guestCancellation.keepRequest")}
      confirmLabel={t("guestCancellation.withdrawYes")}
      busyLabel={t("guestCancellation.working")}
      isOpen={isOpen}
      isBusy={withdraw.isPending}
      canConfirm
      error={withdraw.isError ? errorMessage(withdraw.error) : null}
      onOpenChange={(open) => {
        if (withdraw.isPending) return;
        withdraw.reset();
        setOpen(open);
      }}
      onConfirm={() =>
        // Awaited: the card moves to another tab (and unmounts) once the list is read again.
        void withdraw.mutateAsync().then(
          () => {
            setOpen(false);
            toast.success(t("guestCancellation.withdrawn"));
          },
          () => undefined,
        )
      }
    >
      <Dialog.Description className="mt-3 text-dune-900">
        {t("guestCancellation.withdrawConsequence", {
          amount: formatPrice(booking.totalAmount, lang),
        })}
      </Dialog.Description>
    </GuestDialog>
  );
}
