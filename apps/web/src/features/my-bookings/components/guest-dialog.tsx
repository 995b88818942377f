import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

const dangerButton =
  "rounded-full bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60";
const quietButton =
  "rounded-full border border-dune-800 px-5 py-2 font-semibold text-dune-800 hover:bg-sand-100";

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
    <Dialog.Root open={props.isOpen} onOpenChange={props.onOpenChange}>
      <Dialog.Trigger asChild>
        <button type="button" className={quietButton}>
          {props.trigger}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[90vh] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold text-dune-900">{props.title}</Dialog.Title>
          {props.children}
          {props.error && (
            <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-red-800">
              {props.error}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <button type="button" className={quietButton}>
                {props.keepLabel}
              </button>
            </Dialog.Close>
            <button
              type="button"
              onClick={props.onConfirm}
              disabled={props.isBusy || !props.canConfirm}
              className={dangerButton}
            >
              {props.isBusy ? props.busyLabel : props.confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
