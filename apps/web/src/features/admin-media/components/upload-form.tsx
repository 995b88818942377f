import { type ImageKind, imageAltInputSchema } from "@camp/shared/catalogue/catalogue-schemas";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorClass, inputClass, labelClass } from "../../../components/form-classes";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage, useServerMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { formatNumber } from "../../../lib/format";
import { useUploadImage } from "../api/upload-image";

type FieldErrors = Partial<Record<"file" | "alt" | "altAr", string>>;

/** Image types a camera or a designer's export gives; the server still checks the content. */
const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif,image/heic,image/heif";

/**
 * Adds a picture to one list: the file and its alt text in both languages are required before
 * anything is sent; the upload's progress shows in a labelled <progress>.
 */
export function UploadForm({ kind }: { kind: ImageKind }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const serverMessage = useServerMessage();
  const errorMessage = useErrorMessage();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [status, setStatus] = useState("");
  const upload = useUploadImage(setProgress);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = fileRef.current?.files?.[0];
    const texts = imageAltInputSchema.safeParse({ alt: data.get("alt"), altAr: data.get("altAr") });
    const found: FieldErrors = {};
    if (!file) found.file = t("adminMedia.upload.fileRequired");
    if (!texts.success) {
      for (const issue of texts.error.issues) {
        const field = issue.path[0] as "alt" | "altAr";
        found[field] ??= serverMessage(issue.message);
      }
    }
    setErrors(found);
    setStatus("");
    if (Object.keys(found).length > 0 || !texts.success || !file) {
      const first = (["file", "alt", "altAr"] as const).find((field) => found[field]);
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync({ kind, file, ...texts.data });
      formRef.current?.reset();
      setStatus(t("adminMedia.upload.done"));
    } catch (error) {
      // A field the server refused (alt too long) shows beside that field.
      if (error instanceof ApiError && error.code === "VALIDATION_ERROR") {
        const fromServer: FieldErrors = {};
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          const key = field === "image" ? "file" : field;
          if (key === "file" || key === "alt" || key === "altAr")
            fromServer[key] = serverMessage(message);
        }
        setErrors(fromServer);
      }
    } finally {
      setProgress(null);
    }
  };

  const fieldProps = (field: keyof FieldErrors) => ({
    "data-field": field,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": [`${id}-${field}-hint`, errors[field] ? `${id}-${field}-error` : ""]
      .filter(Boolean)
      .join(" "),
  });
  const fieldError = (field: keyof FieldErrors) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className={fieldErrorClass}>
        {errors[field]}
      </p>
    ) : null;
  const percent = progress === null ? 0 : Math.round(progress * 100);
  const isUploading = upload.isPending;
  const uploadError =
    upload.isError &&
    !(upload.error instanceof ApiError && upload.error.code === "VALIDATION_ERROR")
      ? errorMessage(upload.error)
      : null;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-2xl border border-sand-200 bg-sand-50 p-4"
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-dune-900">
        {t("adminMedia.upload.heading")}
      </h3>
      <div>
        <label htmlFor={`${id}-file`} className={labelClass}>
          {t("adminMedia.upload.file")}
        </label>
        <input
          ref={fileRef}
          id={`${id}-file`}
          name="image"
          type="file"
          accept={ACCEPT}
          required
          disabled={isUploading}
          className={`${inputClass} file:me-3 file:rounded-full file:border-0 file:bg-dune-800 file:px-4 file:py-1 file:text-white`}
          {...fieldProps("file")}
        />
        <p id={`${id}-file-hint`} className="mt-1 text-sm text-dune-700">
          {t("adminMedia.upload.fileHint")}
        </p>
        {fieldError("file")}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {(["alt", "altAr"] as const).map((field) => (
          <div key={field}>
            <label htmlFor={`${id}-${field}`} className={labelClass}>
              {t(`adminMedia.upload.${field}`)}
            </label>
            <input
              id={`${id}-${field}`}
              name={field}
              type="text"
              required
              maxLength={400}
              dir={field === "altAr" ? "rtl" : "ltr"}
              lang={field === "altAr" ? "ar" : "en"}
              disabled={isUploading}
              className={inputClass}
              {...fieldProps(field)}
            />
            <p id={`${id}-${field}-hint`} className="mt-1 text-sm text-dune-700">
              {t("adminMedia.upload.altHint")}
            </p>
            {fieldError(field)}
          </div>
        ))}
      </div>
      {progress !== null && (
        <div>
          <label htmlFor={`${id}-progress`} className={labelClass}>
            {t("adminMedia.upload.progress")}
          </label>
          <progress
            id={`${id}-progress`}
            max={100}
            value={percent}
            className="mt-1 h-3 w-full accent-dune-800"
          />
          <p className="mt-1 text-sm text-dune-800">
            {percent < 100
              ? t("adminMedia.upload.progressValue", { percent: formatNumber(percent, language) })
              : t("adminMedia.upload.checking")}
          </p>
        </div>
      )}
      <p role="alert" className="text-red-800 empty:hidden">
        {uploadError}
      </p>
      <p role="status" className="text-green-800 empty:hidden">
        {status}
      </p>
      <button
        type="submit"
        disabled={isUploading}
        className="rounded-full bg-dune-800 px-6 py-3 font-semibold text-white hover:bg-dune-700 disabled:opacity-60"
      >
        {t("adminMedia.upload.submit")}
      </button>
    </form>
  );
}
