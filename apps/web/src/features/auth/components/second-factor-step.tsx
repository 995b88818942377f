import type { UserResponse } from "@camp/shared/auth/auth-schemas";
import {
  type SecondFactorInput,
  type SecondFactorMethod,
  secondFactorInputSchema,
} from "@camp/shared/auth/staff-schemas";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  fieldErrorClass,
  inputClass,
  labelClass,
  secondaryButtonClass,
  submitClass,
} from "../../../components/form-classes";
import { FormError } from "../../../components/form-error";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage, useServerMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { formatWait } from "../../../lib/format";
import { browserHasPasskeys, isPasskeyPromptClosed } from "../../../lib/passkeys";
import { useCompleteSecondFactor, useSecondFactorPasskey } from "../api/second-factor";

type CodeKind = "code" | "recoveryCode";
type CodeValues = { code?: string; recoveryCode?: string };
const [codeSchema, recoverySchema] = secondFactorInputSchema.options;
const linkButtonClass = "text-sm font-semibold text-dune-700 underline underline-offset-4";

/** What a refused second step says, in the guest's language: a wait, or the server's reason. */
export function useSignInFailureText() {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  return (error: unknown): string => {
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

/** The code field (the app's 6 digits or a recovery code); a wrong code is said on the field. */
function CodeForm(props: {
  kind: CodeKind;
  onSignedIn: (body: UserResponse) => void;
  onRefused: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const translate = useServerMessage();
  const complete = useCompleteSecondFactor();
  const ids = { field: useId(), hint: useId(), error: useId() };
  const isCode = props.kind === "code";
  const form = useForm<CodeValues>({
    // Either half of the shared union: the form holds one of its two fields.
    resolver: zodResolver(isCode ? codeSchema : recoverySchema) as unknown as Resolver<CodeValues>,
    defaultValues: { [props.kind]: "" },
  });
  const error = form.formState.errors[props.kind]?.message;
  // The field is where the person is after choosing this way in.
  useEffect(() => form.setFocus(props.kind), [form, props.kind]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      props.onSignedIn(await complete.mutateAsync(values as SecondFactorInput));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === "INVALID_CODE") {
        form.setError(props.kind, { message: failure.message }, { shouldFocus: true });
        form.setValue(props.kind, "");
      } else {
        props.onRefused(failure);
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div>
        <label htmlFor={ids.field} className={labelClass}>
          {isCode ? t("authpage.secondStep.code") : t("authpage.secondStep.recoveryCode")}
        </label>
        <input
          id={ids.field}
          type="text"
          dir="ltr"
          inputMode={isCode ? "numeric" : "text"}
          autoComplete={isCode ? "one-time-code" : "off"}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={isCode ? 20 : 40}
          className={`${inputClass} font-mono tracking-widest`}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          {...form.register(props.kind)}
        />
        <p id={ids.hint} className="mt-1 text-sm text-dune-800">
          {isCode ? t("authpage.secondStep.codeHint") : t("authpage.secondStep.recoveryHint")}
        </p>
        {error && (
          <p id={ids.error} className={fieldErrorClass}>
            {translate(error)}
          </p>
        )}
      </div>
      <button type="submit" className={submitClass} disabled={complete.isPending}>
        {complete.isPending ? t("authpage.secondStep.checking") : t("authpage.secondStep.submit")}
      </button>
    </form>
  );
}

/**
 * The second step of signing in (decision 054), in the sign-in card once the password was right:
 * the authenticator's code, a recovery code instead, or a passkey. A refusal that is not about
 * the code (too many tries, a passkey that failed) shows above and takes the focus.
 */
export function SecondFactorStep(props: {
  methods: SecondFactorMethod[];
  /** Why the step shows without the password form just before it (a password reset). */
  notice?: string;
  onSignedIn: (body: UserResponse) => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const failureText = useSignInFailureText();
  const passkey = useSecondFactorPasskey();
  const hasCode = props.methods.includes("totp");
  const [kind, setKind] = useState<CodeKind>("code");
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const refuse = (error: unknown) => setFailure(failureText(error));
  const usePasskey = async () => {
    setFailure(null);
    if (!browserHasPasskeys()) return setFailure(t("authpage.passkey.unsupported"));
    try {
      props.onSignedIn(await passkey.mutateAsync(undefined));
    } catch (error) {
      refuse(error);
    }
  };

  return (
    <div className="space-y-4">
      {props.notice && (
        <p role="status" className="rounded-lg bg-sand-100 p-3 text-sm text-dune-900">
          {props.notice}
        </p>
      )}
      <p className="text-dune-900">
        {hasCode ? t("authpage.secondStep.intro") : t("authpage.secondStep.introPasskey")}
      </p>
      {failure && (
        <div ref={failureRef} tabIndex={-1} className="focus:outline-none">
          <FormError>{failure}</FormError>
        </div>
      )}
      {hasCode && (
        <>
          <CodeForm
            key={kind}
            kind={kind}
            onSignedIn={props.onSignedIn}
            onRefused={(error) => {
              setFailure(null);
              refuse(error);
            }}
          />
          {props.methods.includes("recovery") && (
            <button
              type="button"
              className={linkButtonClass}
              onClick={() => setKind(kind === "code" ? "recoveryCode" : "code")}
            >
              {kind === "code"
                ? t("authpage.secondStep.useRecoveryCode")
                : t("authpage.secondStep.useAppCode")}
            </button>
          )}
        </>
      )}
      {props.methods.includes("passkey") && (
        <>
          {hasCode && (
            <p className="text-center text-sm text-dune-800">{t("authpage.secondStep.or")}</p>
          )}
          <button
            type="button"
            className={`${secondaryButtonClass} w-full`}
            disabled={passkey.isPending}
            onClick={usePasskey}
          >
            {passkey.isPending
              ? t("authpage.secondStep.waitingForPasskey")
              : t("authpage.secondStep.usePasskey")}
          </button>
        </>
      )}
      <p className="text-center">
        <button type="button" className={linkButtonClass} onClick={props.onStartOver}>
          {t("authpage.secondStep.startOver")}
        </button>
      </p>
    </div>
  );
}
