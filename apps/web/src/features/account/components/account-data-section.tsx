import { authMessages } from "@camp/shared/auth/auth-messages";
import { paths } from "@camp/shared/routes/site-paths";
import { useId, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { ConfirmDialog, dangerButton, quietButton } from "../../../components/confirm-dialog";
import { fieldErrorClass, inputClass, labelClass } from "../../../components/form-classes";
import { useErrorMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { useDeleteMyAccount } from "../api/delete-my-account";
import { useDownloadMyData } from "../api/download-my-data";

/** The password field's message: the server's words, said in the page's language. */
function usePasswordMessage() {
  const { t } = useTranslation();
  return (message: string | undefined) =>
    message === authMessages.passwordIncorrect
      ? t("accountData.passwordIncorrect")
      : message === authMessages.passwordRequired
        ? t("accountData.passwordRequired")
        : message;
}

function DeleteAccountDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const passwordMessage = usePasswordMessage();
  const remove = useDeleteMyAccount();
  const [isOpen, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const passwordId = useId();
  const fieldError =
    remove.error instanceof ApiError ? remove.error.fieldErrors?.password : undefined;
  const confirm = () => {
    if (password.length === 0) return;
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t("accountData.deleted"));
          void navigate(paths.home);
        },
      },
    );
  };
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={dangerButton}>
          {t("accountData.deleteTrigger")}
        </button>
      }
      title={t("accountData.deleteTitle")}
      description={t("accountData.deleteExplained")}
      cancelLabel={t("accountData.keepAccount")}
      confirmLabel={t("accountData.deleteYes")}
      busyLabel={t("accountData.deleting")}
      confirmClassName={dangerButton}
      isOpen={isOpen}
      isBusy={remove.isPending}
      canConfirm={password.length > 0}
      error={remove.isError && !fieldError ? errorMessage(remove.error) : null}
      onOpenChange={(open) => {
        if (remove.isPending) return;
        remove.reset();
        setPassword("");
        setOpen(open);
      }}
      onConfirm={confirm}
    >
      <form
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <label className={labelClass} htmlFor={passwordId}>
          {t("accountData.password")}
        </label>
        <input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          dir="ltr"
          className={inputClass}
          value={password}
          aria-invalid={Boolean(fieldError)}
          aria-describedby={fieldError ? `${passwordId}-error` : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        {fieldError && (
          <p id={`${passwordId}-error`} className={fieldErrorClass}>
            {passwordMessage(fieldError)}
          </p>
        )}
      </form>
    </ConfirmDialog>
  );
}

/**
 * "Your data" on the guest's own page (decision 031, the UAE personal data law's rights): a copy
 * of what the resort keeps, as a file, and deleting the account.
 */
export function AccountDataSection() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const download = useDownloadMyData();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto mb-12 max-w-5xl px-4"
      data-testid="account-data"
    >
      <div className="rounded-2xl border border-sand-200 bg-white p-6">
        <h2 id={headingId} className="text-xl font-bold text-dune-900">
          {t("accountData.heading")}
        </h2>
        <p className="mt-2 max-w-2xl text-dune-800">
          <Trans
            i18nKey="accountData.intro"
            components={{
              privacy: <Link to={paths.privacy} className="font-semibold underline" />,
            }}
          />
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <button
            type="button"
            className={quietButton}
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            {download.isPending ? t("accountData.preparing") : t("accountData.download")}
          </button>
          <DeleteAccountDialog />
        </div>
        {download.isError && (
          <p role="alert" className="mt-3 text-red-700">
            {errorMessage(download.error)}
          </p>
        )}
      </div>
    </section>
  );
}
