import { useTranslation } from "react-i18next";
import { ConfirmDialog, dangerButton } from "../../../components/confirm-dialog";

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
    <ConfirmDialog
      title={t("adminMedia.deleteDialog.title")}
      description={t("adminMedia.deleteDialog.text", { alt: props.alt })}
      cancelLabel={t("adminMedia.deleteDialog.cancel")}
      confirmLabel={t("adminMedia.deleteDialog.confirm")}
      confirmClassName={dangerButton}
      isOpen={props.isOpen}
      isBusy={props.isDeleting}
      error={props.error}
      onOpenChange={props.onOpenChange}
      onConfirm={props.onConfirm}
      onCloseAutoFocus={props.onCloseAutoFocus}
    />
  );
}
