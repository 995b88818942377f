import type { DeskState } from "@camp/shared/admin/front-desk";
import { bookingReference } from "@camp/shared/booking/booking-reference";
import { staffRefundOf } from "@camp/shared/booking/cancellation-policy";
import { toMajorUnits, toMinorUnits } from "@camp/shared/catalogue/money";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { type DeskAction, useDeskAction } from "../api/desk-action";
import { toLanguage } from "../i18n/i18n";
import { useErrorMessage } from "../i18n/server-messages";
import { formatPrice, formatStayDate } from "../lib/format";
import { keepFocusAfter } from "../lib/keep-focus";
import { ConfirmDialog, dangerButton, primaryButton, quietButton } from "./confirm-dialog";
import { isRefundAmountValid, RefundAmountField, RefundChoice } from "./refund-amount-field";

type ActionName = DeskAction["action"];

const small = "px-4 py-1.5 text-sm";

/** A dialog's own button, in the row of the stay's actions. */
const trigger = (label: string, tone: string) => (
  <button type="button" className={`${tone} ${small}`}>
    {label}
  </button>
);

/** What the desk's buttons need to know of a stay: Today's rows and the booking detail both have it. */
export type DeskStay = {
  bookingId: string;
  guestName: string;
  /** What the resort holds for the stay now, AED. */
  paidAmount: number;
  /** The Tourism Dirham fee a no-show gives back in full on top of staff's refund (decision 048). */
  tourismFeeRefundAmount?: number | undefined;
  desk: DeskState;
};

/**
 * The desk's buttons for one stay (decision 022): check in, check out, no-show (with an optional
 * refund) and undo of the last one today, on Today and on the booking detail. Only what the server
 * says is allowed now is offered; each asks first in a dialog, and a toast says it is done. After
 * one, the keyboard stays on the stay: its first action if it has one, else `fallbackFocus()`.
 */
export function DeskActions({
  stay,
  fallbackFocus,
}: {
  stay: DeskStay;
  fallbackFocus?: () => HTMLElement | null | undefined;
}) {
  const { t } = useTranslation();
  const { dialog, run, refund } = useDeskDialogs(stay, fallbackFocus);
  const refundId = useId();
  const reference = bookingReference(stay.bookingId);
  const guest = stay.guestName;
  const { feeBack, maxRefund } = noShowRefundLimits(stay);
  const isRefundValid = !refund.isRefund || isRefundAmountValid(refund.amount, maxRefund);

  const { canCheckIn, canCheckOut, canMarkNoShow, undo } = stay.desk;
  if (!canCheckIn && !canCheckOut && !canMarkNoShow && !undo) return null;

  return (
    <fieldset data-desk-actions={stay.bookingId} className="mt-2 flex flex-wrap gap-2">
      <legend className="sr-only">{t("frontDesk.actionsFor", { guest })}</legend>
      {canCheckIn && (
        <ConfirmDialog
          {...dialog("check-in")}
          trigger={trigger(t("frontDesk.checkIn"), primaryButton)}
          title={t("frontDesk.confirm.checkInTitle", { guest })}
          description={t("frontDesk.confirm.checkInBody", { reference })}
          confirmClassName={primaryButton}
          onConfirm={() => run({ action: "check-in" })}
        />
      )}
      {canCheckOut && (
        <ConfirmDialog
          {...dialog("check-out")}
          trigger={trigger(t("frontDesk.checkOut"), primaryButton)}
          title={t("frontDesk.confirm.checkOutTitle", { guest })}
          description={t("frontDesk.confirm.checkOutBody", { reference })}
          confirmClassName={primaryButton}
          onConfirm={() => run({ action: "check-out" })}
        >
          {stay.desk.earlyCheckOut && <EarlyCheckOutNote earlyCheckOut={stay.desk.earlyCheckOut} />}
        </ConfirmDialog>
      )}
      {canMarkNoShow && (
        <ConfirmDialog
          {...dialog("no-show")}
          trigger={trigger(t("frontDesk.noShow"), dangerButton)}
          title={t("frontDesk.confirm.noShowTitle", { guest })}
          description={t("frontDesk.confirm.noShowBody", { reference })}
          confirmClassName={dangerButton}
          canConfirm={isRefundValid}
          onConfirm={() => {
            if (!isRefundValid) return;
            run(
              refund.isRefund
                ? { action: "no-show", refundAmount: Number(refund.amount) }
                : { action: "no-show" },
            );
          }}
        >
          <NoShowRefund id={refundId} refund={refund} feeBack={feeBack} maxRefund={maxRefund} />
        </ConfirmDialog>
      )}
      {undo && (
        <ConfirmDialog
          {...dialog("undo")}
          trigger={trigger(t(`frontDesk.undo.${undo}`), quietButton)}
          title={t(`frontDesk.confirm.undoTitle.${undo}`, { guest, reference })}
          description={t(`frontDesk.confirm.undoBody.${undo}`)}
          confirmClassName={primaryButton}
          onConfirm={() => run({ action: "undo" })}
        />
      )}
    </fieldset>
  );
}

/** The no-show's refund as typed: whether staff give one, and how much (AED, as typed). */
type RefundState = {
  isRefund: boolean;
  setIsRefund: (isRefund: boolean) => void;
  amount: string;
  setAmount: (amount: string) => void;
};

/**
 * One action at a time: which dialog is open, the call, and what a dialog needs (labels, error,
 * opening and closing, which starts the refund afresh).
 */
function useDeskDialogs(stay: DeskStay, fallbackFocus?: () => HTMLElement | null | undefined) {
  const { t } = useTranslation();
  const desk = useDeskAction(stay.bookingId);
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState<ActionName | null>(null);
  const [isRefund, setIsRefund] = useState(false);
  const [amount, setAmount] = useState("");

  const dialog = (action: ActionName) => ({
    isOpen: open === action,
    isBusy: desk.isPending,
    error: open === action && desk.isError ? errorMessage(desk.error) : null,
    cancelLabel: t("frontDesk.back"),
    busyLabel: t("frontDesk.working"),
    confirmLabel: t("frontDesk.confirm.yes"),
    onOpenChange: (isOpen: boolean) => {
      if (desk.isPending) return;
      desk.reset();
      setIsRefund(false);
      setAmount("");
      setOpen(isOpen ? action : null);
    },
  });
  const run = (action: DeskAction) =>
    desk.mutate(action, {
      onSuccess: () => {
        // The button pressed goes (Check in becomes Undo): the keyboard stays on the stay's
        // first action if it has one, wherever its buttons are drawn now.
        keepFocusAfter(() => {
          const actions = Array.from(
            document.querySelectorAll<HTMLElement>("[data-desk-actions]"),
          ).find((element) => element.dataset.deskActions === stay.bookingId);
          return actions?.querySelector<HTMLElement>("button") ?? fallbackFocus?.();
        });
        setOpen(null);
        toast.success(
          t(`frontDesk.done.${action.action === "undo" ? "undo" : action.action}`, {
            guest: stay.guestName,
          }),
        );
      },
    });
  const refund: RefundState = { isRefund, setIsRefund, amount, setAmount };
  return { dialog, run, refund };
}

/** What a no-show may give back: the fee in full, and up to the rest by staff's choice (AED). */
function noShowRefundLimits(stay: DeskStay) {
  const feeBack = stay.tourismFeeRefundAmount ?? 0;
  // Staff choose from what is not the fee: the fee goes back in full on top.
  const maxRefund = toMajorUnits(
    staffRefundOf(toMinorUnits(stay.paidAmount), toMinorUnits(feeBack)).maxChosenMinor,
  );
  return { feeBack, maxRefund };
}

/** A check-out before the last night: from which night, and the fee that goes back for the rest. */
function EarlyCheckOutNote({
  earlyCheckOut,
}: {
  earlyCheckOut: NonNullable<DeskState["earlyCheckOut"]>;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <p className="mt-3 text-sm text-dune-900" data-testid="early-check-out">
      {t("frontDesk.confirm.earlyCheckOut", {
        from: formatStayDate(earlyCheckOut.fromNight, language, "long"),
      })}
      {earlyCheckOut.tourismFeeRefundAmount > 0 &&
        ` ${t("frontDesk.confirm.earlyCheckOutFee", {
          amount: formatPrice(earlyCheckOut.tourismFeeRefundAmount, language),
        })}`}
    </p>
  );
}

/** The no-show dialog's refund: none (what staff keep is said), or an amount up to the most. */
function NoShowRefund({
  id,
  refund,
  feeBack,
  maxRefund,
}: {
  id: string;
  refund: RefundState;
  feeBack: number;
  maxRefund: number;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <RefundChoice
      legend={t("frontDesk.refundLegend")}
      name={`${id}-kind`}
      labels={{
        said: t("frontDesk.noRefund", { amount: formatPrice(maxRefund, language) }),
        typed: t("frontDesk.someRefund"),
      }}
      isTyped={refund.isRefund}
      onIsTypedChange={refund.setIsRefund}
      feeBack={
        feeBack > 0
          ? {
              text: t("frontDesk.feeBack", { amount: formatPrice(feeBack, language) }),
              testId: "no-show-fee-back",
            }
          : undefined
      }
    >
      {refund.isRefund && (
        <RefundAmountField
          id={id}
          label={t("frontDesk.refundAmount", { max: formatPrice(maxRefund, language) })}
          max={maxRefund}
          value={refund.amount}
          onChange={refund.setAmount}
          invalidMessage={t("frontDesk.refundInvalid", {
            max: formatPrice(maxRefund, language),
          })}
        />
      )}
    </RefundChoice>
  );
}
