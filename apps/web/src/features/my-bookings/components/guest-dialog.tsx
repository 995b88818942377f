import type { ReactNode } from "react";
import { ConfirmDialog, dangerButton, quietButton } from "../../../components/confirm-dialog";

/**
 * The confirmation step of a guest's cancel or withdraw: it says what will happen to their money
 * before anything does, and shows a refusal in place so they can read it and decide again.
 */
export function GuestDialog(props: {
  trigger: string;
  title: string;
  children: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  isOpen: boolean;
  isBusy: boolean;
  canConfirm: boolean;
  error: string | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={quietButton}>
          {props.trigger}
        </button>
      }
      title={props.title}
      cancelLabel={props.keepLabel}
      confirmLabel={props.confirmLabel}
      busyLabel={props.busyLabel}
      confirmClassName={dangerButton}
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
