import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

export const quietButton =
  "rounded-full border border-dune-800 px-5 py-2 font-semibold text-dune-800 hover:bg-sand-100";
export const dangerButton =
  "rounded-full bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60";
export const primaryButton =
  "rounded-full bg-dune-800 px-5 py-2 font-semibold text-white hover:bg-dune-700 disabled:opacity-60";

/**
 * The one confirmation step of the site: it says what will happen before anything does, and shows
 * a refusal in place so the person can read it and decide again. Used by guests' cancellations and
 * staff decisions and deletes.
 */
export function ConfirmDialog(props: {
  /** The button that opens it; left out when the caller opens it some other way. */
  trigger?: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel?: string;
  confirmClassName: string;
  isOpen: boolean;
  isBusy: boolean;
  canConfirm?: boolean;
  error: string | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** Where the keyboard goes when it closes, if not back to the trigger. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog.Root open={props.isOpen} onOpenChange={props.onOpenChange}>
      {props.trigger && <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          onCloseAutoFocus={props.onCloseAutoFocus}
          className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[90vh] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-xl font-bold text-dune-900">{props.title}</Dialog.Title>
          {props.description && (
            <Dialog.Description className="mt-3 text-dune-900">
              {props.description}
            </Dialog.Description>
          )}
          {props.children}
          {props.error && (
            <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-red-800">
              {props.error}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <button type="button" className={quietButton}>
                {props.cancelLabel}
              </button>
            </Dialog.Close>
            <button
              type="button"
              onClick={props.onConfirm}
              disabled={props.isBusy || props.canConfirm === false}
              className={props.confirmClassName}
            >
              {props.isBusy && props.busyLabel ? props.busyLabel : props.confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
