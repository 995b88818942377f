import type { PublicUser } from "@camp/shared/auth/auth-schemas";
import { type ReauthInput, reauthInputSchema } from "@camp/shared/auth/staff-schemas";
import { zodResolver } from "@hookform/resolvers/zod";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { userQueryKey } from "../api/get-user";
import { useReauthenticate, useReauthenticateWithPasskey } from "../api/reauth";
import { useTwoFactorStatus } from "../api/two-factor-status";
import { loadPageTexts, toLanguage } from "../i18n/i18n";
import { useErrorMessage, useServerMessage } from "../i18n/server-messages";
import { ApiError } from "../lib/api-client";
import { formatWait } from "../lib/format";
import { browserHasPasskeys, isPasskeyPromptClosed } from "../lib/passkeys";
import { DialogCard, DialogFooter, primaryButton, quietButton } from "./confirm-dialog";
import { fieldErrorClass, inputClass, labelClass } from "./form-classes";
import { FormError } from "./form-error";

type Kind = "code" | "recoveryCode" | "password";
type Values = Partial<Record<Kind, string>>;
const [codeSchema, recoverySchema, passwordSchema] = reauthInputSchema.options;
const schemas = { code: codeSchema, recoveryCode: recoverySchema, password: passwordSchema };
/** A refusal about what was typed: said on the field, not above it. */
const FIELD_CODES = new Set(["INVALID_CODE", "INVALID_CREDENTIALS", "VALIDATION_ERROR"]);

function useFailureText() {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  return (error: unknown) => {
    const seconds = error instanceof ApiError ? error.params.retryAfterSeconds : undefined;
    if (
      error instanceof ApiError &&
      error.code === "TOO_MANY_ATTEMPTS" &&
      typeof seconds === "number"
    ) {
      return t("authpage.tryAgainIn", { wait: formatWait(seconds, toLanguage(i18n.language)) });
    }
    if (isPasskeyPromptClosed(error)) return t("authpage.passkey.closed");
    return errorMessage(error);
  };
}

const FIELD_TEXT = {
  code: { label: "authpage.secondStep.code", hint: "authpage.secondStep.codeHint" },
  recoveryCode: {
    label: "authpage.secondStep.recoveryCode",
    hint: "authpage.secondStep.recoveryHint",
  },
  password: { label: "authpage.password", hint: undefined },
} as const;

/** The one field of the dialog's form: a code, a recovery code or the password. */
function ReauthForm(props: {
  kind: Kind;
  formId: string;
  onConfirmed: () => void;
  onRefused: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const translate = useServerMessage();
  const reauth = useReauthenticate();
  const ids = { field: useId(), hint: useId(), error: useId() };
  const form = useForm<Values>({
    resolver: zodResolver(schemas[props.kind]) as unknown as Resolver<Values>,
    defaultValues: { [props.kind]: "" },
  });
  const error = form.formState.errors[props.kind]?.message;
  const text = FIELD_TEXT[props.kind];
  useEffect(() => form.setFocus(props.kind), [form, props.kind]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reauth.mutateAsync(values as ReauthInput);
      props.onConfirmed();
    } catch (failure) {
      if (failure instanceof ApiError && FIELD_CODES.has(failure.code)) {
        const message = failure.fieldErrors[props.kind] ?? failure.message;
        // Emptied for the next try, as the sign-in's second step does.
        form.setValue(props.kind, "");
        form.setError(props.kind, { message }, { shouldFocus: true });
      } else {
        props.onRefused(failure);
      }
    }
  });
  const describedBy = [text.hint ? ids.hint : null, error ? ids.error : null].filter(Boolean);

  return (
    <form id={props.formId} noValidate onSubmit={onSubmit} className="mt-4">
      <label htmlFor={ids.field} className={labelClass}>
        {t(text.label)}
      </label>
      <input
        id={ids.field}
        type={props.kind === "password" ? "password" : "text"}
        dir="ltr"
        inputMode={props.kind === "code" ? "numeric" : undefined}
        autoComplete={
          props.kind === "code"
            ? "one-time-code"
            : props.kind === "password"
              ? "current-password"
              : "off"
        }
        spellCheck={false}
        className={inputClass}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy.join(" ") || undefined}
        {...form.register(props.kind)}
      />
      {text.hint && (
        <p id={ids.hint} className="mt-1 text-sm text-dune-800">
          {t(text.hint)}
        </p>
      )}
      {error && (
        <p id={ids.error} className={fieldErrorClass}>
          {translate(error)}
        </p>
      )}
    </form>
  );
}

/**
 * "Confirm it is you" (decision 054): an action that needs a fresh second factor asks for it here
 * (the code, a recovery code or a passkey; the password on an account without a second factor),
 * then the action is sent again. Cancel (or Escape) gives the action its refusal back.
 */
export function ReauthDialog({
  hasSecondFactor,
  onDone,
}: {
  /** Whether the account has a second factor; without one the password stands in. */
  hasSecondFactor: boolean;
  onDone: (isConfirmed: boolean) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const failureText = useFailureText();
  const status = useTwoFactorStatus({ isEnabled: hasSecondFactor });
  const hasCode = hasSecondFactor && (status.data ? status.data.totp : true);
  const hasPasskey = hasSecondFactor && (status.data ? status.data.passkeys.length > 0 : true);
  const [kind, setKind] = useState<Kind>(hasSecondFactor ? "code" : "password");
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const passkey = useReauthenticateWithPasskey();
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  const showsForm = kind === "password" || hasCode;

  const usePasskey = async () => {
    setFailure(null);
    if (!browserHasPasskeys()) return setFailure(t("authpage.passkey.unsupported"));
    try {
      await passkey.mutateAsync(undefined);
      onDone(true);
    } catch (error) {
      setFailure(failureText(error));
    }
  };
  const intro = !hasSecondFactor
    ? t("authpage.reauth.introPassword")
    : hasCode
      ? t("authpage.reauth.intro")
      : t("authpage.reauth.introPasskey");

  return (
    <DialogCard
      isOpen
      onOpenChange={(isOpen) => !isOpen && onDone(false)}
      size="max-h-[90vh] max-w-md"
      title={t("authpage.reauth.title")}
      description={intro}
      descriptionClassName="mt-3 text-dune-900"
    >
      {failure && (
        <div ref={failureRef} tabIndex={-1} className="mt-3 focus:outline-none">
          <FormError>{failure}</FormError>
        </div>
      )}
      {showsForm && (
        <ReauthForm
          key={kind}
          kind={kind}
          formId={formId}
          onConfirmed={() => onDone(true)}
          onRefused={(error) => setFailure(failureText(error))}
        />
      )}
      {hasCode && (
        <button
          type="button"
          className="mt-3 text-sm font-semibold text-dune-700 underline underline-offset-4"
          onClick={() => setKind(kind === "code" ? "recoveryCode" : "code")}
        >
          {kind === "code"
            ? t("authpage.secondStep.useRecoveryCode")
            : t("authpage.secondStep.useAppCode")}
        </button>
      )}
      {hasPasskey && (
        <button
          type="button"
          className={`${quietButton} mt-4 w-full`}
          disabled={passkey.isPending}
          onClick={usePasskey}
        >
          {passkey.isPending
            ? t("authpage.secondStep.waitingForPasskey")
            : t("authpage.secondStep.usePasskey")}
        </button>
      )}
      <DialogFooter
        className="mt-6 flex flex-wrap justify-end gap-3"
        cancelLabel={t("authpage.reauth.cancel")}
      >
        {showsForm && (
          <button type="submit" form={formId} className={primaryButton}>
            {t("authpage.reauth.confirm")}
          </button>
        )}
      </DialogFooter>
    </DialogCard>
  );
}

let asking: Promise<boolean> | undefined;

/**
 * Opens the dialog over whatever page is showing and resolves once it closes: true when the person
 * confirmed. Calls that need it at the same time share one dialog.
 */
export function askToReauthenticate(queryClient: QueryClient): Promise<boolean> {
  asking ??= openDialog(queryClient).finally(() => {
    asking = undefined;
  });
  return asking;
}

async function openDialog(queryClient: QueryClient): Promise<boolean> {
  await loadPageTexts();
  const user = queryClient.getQueryData<PublicUser | null>(userQueryKey);
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  return new Promise((resolve) => {
    const onDone = (isConfirmed: boolean) => {
      root.unmount();
      host.remove();
      resolve(isConfirmed);
    };
    root.render(
      <QueryClientProvider client={queryClient}>
        <ReauthDialog hasSecondFactor={user?.hasSecondFactor !== false} onDone={onDone} />
      </QueryClientProvider>,
    );
  });
}
