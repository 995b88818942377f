import { type BookingDocument, reissueDocumentInputSchema } from "@camp/shared/tax/tax-schemas";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog, primaryButton } from "../../../components/confirm-dialog";
import { fieldErrorClass, inputClass, labelClass } from "../../../components/form-classes";
import { useErrorMessage, useServerMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { useReissueDocument } from "../api/booking-documents";

const FIELDS = ["companyName", "companyTrn", "companyAddress"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const empty: Values = { companyName: "", companyTrn: "", companyAddress: "" };

/** The shared schema's messages in the staff member's language. */
function useReissueMessage() {
  const { t } = useTranslation();
  const serverMessage = useServerMessage();
  return (message: string) => {
    if (message.startsWith("Enter ")) return t("adminBookings.documents.reissue.errors.required");
    if (message === "A TRN has 15 digits") return t("adminBookings.documents.reissue.errors.trn");
    const tooLong = /can have at most (\d+) characters$/.exec(message);
    if (tooLong) return t("adminBookings.documents.reissue.errors.tooLong", { max: tooLong[1] });
    return serverMessage(message);
  };
}

/**
 * "Reissue to a company": the company's name (and TRN and address when the guest gives them). The
 * server voids the document with a credit note and issues a new invoice to the company.
 */
export function ReissueDocumentDialog({
  bookingId,
  document,
}: {
  bookingId: string;
  document: BookingDocument;
}) {
  const { t } = useTranslation();
  const id = useId();
  const reissue = useReissueDocument(bookingId);
  const errorMessage = useErrorMessage();
  const messageOf = useReissueMessage();
  const [isOpen, setIsOpen] = useState(false);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const open = (next: boolean) => {
    setIsOpen(next);
    if (next) {
      setValues(empty);
      setErrors({});
      setFailure(null);
    }
  };
  const confirm = () => {
    setFailure(null);
    // An optional field left empty is not sent.
    const body = Object.fromEntries(
      FIELDS.filter((field) => field === "companyName" || values[field].trim() !== "").map(
        (field) => [
          field,
          field === "companyTrn" ? values[field].replace(/\s/g, "") : values[field],
        ],
      ),
    );
    const parsed = reissueDocumentInputSchema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    reissue.mutate(
      { documentId: document.id, input: parsed.data },
      {
        onSuccess: () => {
          setIsOpen(false);
          toast.success(t("adminBookings.documents.reissue.done", { number: document.number }));
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
            setErrors(error.fieldErrors as Partial<Record<Field, string>>);
            return;
          }
          setFailure(errorMessage(error));
        },
      },
    );
  };

  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          className="whitespace-nowrap rounded-full border border-dune-800 px-3 py-1 text-sm font-semibold text-dune-800 hover:bg-sand-100"
          aria-label={t("adminBookings.documents.reissue.openNumber", { number: document.number })}
        >
          {t("adminBookings.documents.reissue.open")}
        </button>
      }
      title={t("adminBookings.documents.reissue.title", { number: document.number })}
      description={t("adminBookings.documents.reissue.description")}
      cancelLabel={t("adminBookings.actions.back")}
      confirmLabel={t("adminBookings.documents.reissue.confirm")}
      busyLabel={t("adminBookings.actions.working")}
      confirmClassName={primaryButton}
      isOpen={isOpen}
      isBusy={reissue.isPending}
      error={failure}
      onOpenChange={open}
      onConfirm={confirm}
    >
      <div className="mt-4 grid gap-4">
        {FIELDS.map((field) => {
          const fieldId = `${id}-${field}`;
          const error = errors[field];
          const hint =
            field === "companyName" ? null : t("adminBookings.documents.reissue.optional");
          const described = [hint && `${fieldId}-hint`, error && `${fieldId}-error`]
            .filter(Boolean)
            .join(" ");
          const props = {
            id: fieldId,
            value: values[field],
            onChange: (event: { target: { value: string } }) =>
              setValues((current) => ({ ...current, [field]: event.target.value })),
            className: inputClass,
            dir: "auto" as const,
            autoComplete: "off",
            "aria-invalid": Boolean(error),
            "aria-describedby": described || undefined,
          };
          return (
            <div key={field}>
              <label htmlFor={fieldId} className={labelClass}>
                {t(`adminBookings.documents.reissue.fields.${field}`)}
              </label>
              {field === "companyAddress" ? (
                <textarea rows={2} {...props} />
              ) : (
                <input
                  type="text"
                  inputMode={field === "companyTrn" ? "numeric" : undefined}
                  {...props}
                />
              )}
              {hint && (
                <p id={`${fieldId}-hint`} className="mt-1 text-xs text-dune-800">
                  {hint}
                </p>
              )}
              {error && (
                <p id={`${fieldId}-error`} className={fieldErrorClass}>
                  {messageOf(error)}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </ConfirmDialog>
  );
}
