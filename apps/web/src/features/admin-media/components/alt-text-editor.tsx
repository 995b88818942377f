import {
  type AdminImage,
  type ImageKind,
  imageAltInputSchema,
} from "@camp/shared/catalogue/catalogue-schemas";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorClass, inputClass, labelClass } from "../../../components/form-classes";
import { useErrorMessage, useServerMessage } from "../../../i18n/server-messages";
import { useUpdateImageAlt } from "../api/update-image-alt";

/** Both alt texts of one picture, edited in place; Save checks them as the server will. */
export function AltTextEditor(props: {
  image: AdminImage;
  kind: ImageKind;
  onDone: (isSaved: boolean) => void;
}) {
  const { t } = useTranslation();
  const serverMessage = useServerMessage();
  const errorMessage = useErrorMessage();
  const id = useId();
  const update = useUpdateImageAlt(props.kind);
  const [values, setValues] = useState({ alt: props.image.alt, altAr: props.image.altAr });
  const [errors, setErrors] = useState<Partial<Record<"alt" | "altAr", string>>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = imageAltInputSchema.safeParse(values);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        found[issue.path[0] as "alt" | "altAr"] ??= serverMessage(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate({ id: props.image._id, ...parsed.data }, { onSuccess: () => props.onDone(true) });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-3 space-y-3">
      {(["alt", "altAr"] as const).map((field) => (
        <div key={field}>
          <label htmlFor={`${id}-${field}`} className={labelClass}>
            {t(`adminMedia.upload.${field}`)}
          </label>
          <input
            id={`${id}-${field}`}
            type="text"
            value={values[field]}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            dir={field === "altAr" ? "rtl" : "ltr"}
            lang={field === "altAr" ? "ar" : "en"}
            required
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
            // biome-ignore lint/a11y/noAutofocus: the editor opens on a click of Edit; the first field is where the person is going.
            autoFocus={field === "alt"}
            className={inputClass}
          />
          {errors[field] && (
            <p id={`${id}-${field}-error`} className={fieldErrorClass}>
              {errors[field]}
            </p>
          )}
        </div>
      ))}
      {update.isError && (
        <p role="alert" className="text-red-800">
          {errorMessage(update.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={update.isPending}
          className="rounded-full bg-dune-800 px-4 py-2 text-sm font-semibold text-white hover:bg-dune-700 disabled:opacity-60"
        >
          {t("adminMedia.item.save")}
        </button>
        <button
          type="button"
          onClick={() => props.onDone(false)}
          className="rounded-full border border-dune-800 px-4 py-2 text-sm font-semibold text-dune-800 hover:bg-sand-100"
        >
          {t("adminMedia.item.cancel")}
        </button>
      </div>
    </form>
  );
}
