import { totpConfirmInputSchema } from "@camp/shared/auth/staff-schemas";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldErrorClass, inputClass, labelClass } from "../../../components/form-classes";
import { FormDialog } from "../../../components/form-dialog";
import { useErrorMessage, useServerMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { useConfirmTotp, useSetupTotp } from "../api/totp";

/** The secret in groups of four, as authenticator apps print theirs, to type without losing place. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/**
 * The server's QR code (an SVG it drew) as an image: an <img> never runs an SVG's scripts nor
 * fetches what it links to, and a data: URL needs no request.
 */
function qrCodeSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * Setting up the authenticator app: a new secret from the server as a QR code and a key to type,
 * then the app's first code turns it on and the recovery codes come back (shown next, once).
 */
export function TotpSetupDialog(props: {
  onClose: () => void;
  onTurnedOn: (answer: { recoveryCodes: string[]; otherSessions: number }) => void;
}) {
  const { t } = useTranslation();
  const translate = useServerMessage();
  const errorMessage = useErrorMessage();
  const ids = { code: useId(), error: useId() };
  const setup = useSetupTotp();
  const confirm = useConfirmTotp();
  const [failure, setFailure] = useState<string | null>(null);
  const [isCopied, setCopied] = useState(false);
  const form = useForm<{ code: string }>({
    resolver: zodResolver(totpConfirmInputSchema) as unknown as Resolver<{ code: string }>,
    defaultValues: { code: "" },
  });
  const { mutate: start } = setup;
  // A new secret each time the dialog opens; nothing is on until the first code is confirmed.
  useEffect(() => start(undefined), [start]);
  const codeError = form.formState.errors.code?.message;
  const secret = setup.data?.secret;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      props.onTurnedOn(await confirm.mutateAsync(code));
    } catch (error) {
      if (error instanceof ApiError && error.code === "INVALID_CODE") {
        form.setError("code", { message: error.message }, { shouldFocus: true });
      } else {
        setFailure(errorMessage(error));
      }
    }
  });

  return (
    <FormDialog
      size="short"
      title={t("accountSecurity.setup.title")}
      description={t("accountSecurity.app.explainOff")}
      error={failure ?? (setup.isError ? errorMessage(setup.error) : null)}
      cancelLabel={t("accountSecurity.cancel")}
      submitLabel={t("accountSecurity.setup.confirm")}
      pendingLabel={t("accountSecurity.setup.confirming")}
      isPending={confirm.isPending || !setup.data}
      onSubmit={onSubmit}
      onClose={props.onClose}
    >
      {setup.isPending && <p role="status">{t("accountSecurity.setup.starting")}</p>}
      {setup.data && secret && (
        <>
          <p className="font-medium text-dune-900">{t("accountSecurity.setup.scan")}</p>
          <img
            src={qrCodeSource(setup.data.qrCodeSvg)}
            alt={t("accountSecurity.setup.qrAlt")}
            width={200}
            height={200}
            className="mx-auto size-50 rounded-lg border border-sand-200 bg-white p-2"
          />
          <div>
            <p className="text-sm text-dune-900">{t("accountSecurity.setup.manual")}</p>
            <p
              dir="ltr"
              className="mt-1 select-all text-balance rounded-lg bg-sand-50 p-3 text-center font-mono text-lg tracking-wide text-dune-900"
            >
              {groupSecret(secret)}
            </p>
            <button
              type="button"
              className="mt-1 text-sm font-semibold text-dune-700 underline underline-offset-4"
              onClick={async () => {
                await navigator.clipboard?.writeText(secret);
                setCopied(true);
              }}
            >
              {t("accountSecurity.setup.copyKey")}
            </button>
            <span role="status" className="ms-2 text-sm text-dune-800">
              {isCopied ? t("accountSecurity.setup.keyCopied") : ""}
            </span>
          </div>
          <div>
            <p className="font-medium text-dune-900">{t("accountSecurity.setup.codeStep")}</p>
            <label htmlFor={ids.code} className={`${labelClass} mt-2`}>
              {t("accountSecurity.setup.code")}
            </label>
            <input
              id={ids.code}
              type="text"
              dir="ltr"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={20}
              className={`${inputClass} font-mono tracking-widest`}
              aria-invalid={Boolean(codeError)}
              aria-describedby={codeError ? ids.error : undefined}
              {...form.register("code")}
            />
            {codeError && (
              <p id={ids.error} className={fieldErrorClass}>
                {translate(codeError)}
              </p>
            )}
          </div>
        </>
      )}
    </FormDialog>
  );
}
