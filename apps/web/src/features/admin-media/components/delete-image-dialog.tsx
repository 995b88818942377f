import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "react-i18next";

/** The confirmation step before a picture is deleted for good. */
export function DeleteImageDialog(props: {
  alt: string;
  isOpen: boolean;
  isDeleting: boolean;
  error: string | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** Where the keyboard goes when the dialog closes after a delete (the trigger is gone). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={props.isOpen} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          onCloseAutoFocus={props.onCloseAutoFocus}
          className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-xl font-bold text-dune-900">
            {t("adminMedia.deleteDialog.title")}
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-dune-900">
            {t("adminMedia.deleteDialog.text", { alt: props.alt })}
          </Dialog.Description>
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
                {t("adminMedia.deleteDialog.cancel")}
              </button>
            </Dialog.Close>
            <button
              type="button"
              onClick={props.onConfirm}
              disabled={props.isDeleting}
              className="rounded-full bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {t("adminMedia.deleteDialog.confirm")}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
