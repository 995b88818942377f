import {
  type ForgotPasswordInput,
  forgotPasswordInputSchema,
} from "@camp/shared/auth/auth-schemas";
import { paths } from "@camp/shared/routes/site-paths";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import {
  fieldErrorClass,
  inputClass,
  labelClass,
  submitClass,
} from "../../../components/form-classes";
import { useErrorMessage, useServerMessage } from "../../../i18n/server-messages";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { AuthCard } from "./auth-card";

type ForgotPasswordForm = { email: string };

/**
 * /forgot-password: asks for the account's email and sends a reset link. The answer on screen is
 * the same whether or not the email has an account, so nobody can probe which ones exist.
 */
export function ForgotPassword() {
  const { t } = useTranslation();
  const translate = useServerMessage();
  const errorMessage = useErrorMessage();
  const request = useRequestPasswordReset();
  const sentRef = useRef<HTMLDivElement>(null);
  const form = useForm<ForgotPasswordForm, unknown, ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: "" },
  });
  const error = form.formState.errors.email?.message;

  useEffect(() => {
    if (request.isSuccess) sentRef.current?.focus();
  }, [request.isSuccess]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  });

  return (
    <AuthCard title={t("forgotpage.title")}>
      {request.isSuccess ? (
        <div ref={sentRef} tabIndex={-1} role="status" className="space-y-3 outline-none">
          <h2 className="text-lg font-semibold text-dune-900">{t("passwordReset.sentHeading")}</h2>
          <p className="text-dune-900">{t("passwordReset.sent")}</p>
          <p className="text-sm text-dune-800">{t("passwordReset.sentHint")}</p>
          <button
            type="button"
            onClick={() => {
              request.reset();
              form.reset();
            }}
            className="text-sm font-semibold text-dune-700 underline underline-offset-4"
          >
            {t("passwordReset.askAgain")}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <p className="text-dune-900">{t("passwordReset.forgotIntro")}</p>
          <div>
            <label className={labelClass}>
              {t("passwordReset.email")}
              <input
                type="email"
                autoComplete="email"
                dir="ltr"
                className={inputClass}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? "forgot-email-error" : undefined}
                {...form.register("email")}
              />
            </label>
            {error && (
              <p id="forgot-email-error" className={fieldErrorClass}>
                {translate(error)}
              </p>
            )}
          </div>
          <button type="submit" className={submitClass} disabled={request.isPending}>
            {request.isPending ? t("passwordReset.sending") : t("passwordReset.send")}
          </button>
        </form>
      )}
      <Link
        to={paths.login}
        className="mt-6 block text-center text-sm font-semibold text-dune-700 underline underline-offset-4"
      >
        {t("passwordReset.backToLogin")}
      </Link>
      <p className="mt-4 text-center text-sm text-dune-800">
        {t("forgotpage.noAccount")}{" "}
        <Link
          to={paths.register}
          className="font-semibold text-dune-700 underline underline-offset-4"
        >
          {t("forgotpage.registerLink")}
        </Link>
      </p>
    </AuthCard>
  );
}
