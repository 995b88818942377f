import { passkeyRenameInputSchema } from "@camp/shared/auth/passkey-schemas";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldErrorClass, inputClass, labelClass } from "../../../components/form-classes";
import { FormDialog } from "../../../components/form-dialog";
import { useServerMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";

/**
 * A passkey's name, for a new passkey (then the browser makes it) or to rename one. The server's
 * refusal of the name stays on the field; any other in the dialog's alert.
 */
export function PasskeyNameDialog(props: {
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  initialName: string;
  isPending: boolean;
  error: string | null;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const translate = useServerMessage();
  const ids = { name: useId(), error: useId() };
  const form = useForm<{ name: string }>({
    resolver: zodResolver(passkeyRenameInputSchema),
    defaultValues: { name: props.initialName },
  });
  const error = form.formState.errors.name?.message;
  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      await props.onSubmit(name);
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.fieldErrors.name : undefined;
      if (fieldError) form.setError("name", { message: fieldError }, { shouldFocus: true });
    }
  });
  return (
    <FormDialog
      size="short"
      title={props.title}
      description={props.description}
      error={props.error}
      cancelLabel={t("accountSecurity.cancel")}
      submitLabel={props.submitLabel}
      pendingLabel={props.pendingLabel}
      isPending={props.isPending}
      onSubmit={onSubmit}
      onClose={props.onClose}
    >
      <div>
        <label htmlFor={ids.name} className={labelClass}>
          {t("accountSecurity.passkeys.name")}
        </label>
        <input
          id={ids.name}
          type="text"
          autoComplete="off"
          maxLength={80}
          className={inputClass}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? ids.error : undefined}
          {...form.register("name")}
        />
        {error && (
          <p id={ids.error} className={fieldErrorClass}>
            {translate(error)}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
