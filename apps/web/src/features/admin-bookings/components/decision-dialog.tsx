import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

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
  error: string | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const tone = props.isDanger
    ? "bg-red-700 hover:bg-red-800 text-white"
    : "bg-dune-800 hover:bg-dune-700 text-white";
  return (
    <Dialog.Root open={props.isOpen} onOpenChange={props.onOpenChange}>
      <Dialog.Trigger asChild>
        <button type="button" className={`rounded-full px-5 py-2 font-semibold ${tone}`}>
          {props.trigger}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold text-dune-900">{props.title}</Dialog.Title>
          <Dialog.Description className="mt-3 text-dune-900">
            {props.consequence}
          </Dialog.Description>
          {props.children}
          {props.error && (
            <p role="alert" className="mt-3 text-red-800">
              {props.error}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <button
                type="button"
                className="rounded-full border border-dune-800 px-5 py-2 font-semibold text-dune-800 hover:bg-sand-100"
              >
                {t("adminBookings.actions.back")}
              </button>
            </Dialog.Close>
            <button
              type="button"
              onClick={props.onConfirm}
              disabled={props.isBusy}
              className={`rounded-full px-5 py-2 font-semibold disabled:opacity-60 ${tone}`}
            >
              {props.isBusy ? t("adminBookings.actions.working") : props.confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
