import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog, dangerButton, primaryButton } from "../../../components/confirm-dialog";

/**
 * The confirmation step of a staff decision: it says what will happen (money and nights), and
 * shows the server's refusal in place, so staff can read it and decide again.
 */
export function DecisionDialog(props: {
  trigger: string;
  title: string;
  consequence: string;
  confirmLabel: string;
  isDanger?: boolean;
  isOpen: boolean;
  isBusy: boolean;
  canConfirm?: boolean;
  error: string | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const tone = props.isDanger ? dangerButton : primaryButton;
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={tone}>
          {props.trigger}
        </button>
      }
      title={props.title}
      description={props.consequence}
      cancelLabel={t("adminBookings.actions.back")}
      confirmLabel={props.confirmLabel}
      busyLabel={t("adminBookings.actions.working")}
      confirmClassName={tone}
      isOpen={props.isOpen}
      isBusy={props.isBusy}
      canConfirm={props.canConfirm}
      error={props.error}
      onOpenChange={props.onOpenChange}
      onConfirm={props.onConfirm}
    >
      {props.children}
    </ConfirmDialog>
  );
}
