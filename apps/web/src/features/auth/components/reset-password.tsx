import { type ResetPasswordForm, resetPasswordFormSchema } from "@camp/shared/auth/auth-schemas";
import { paths } from "@camp/shared/routes/site-paths";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import {
  fieldErrorClass,
  inputClass,
  labelClass,
  submitClass,
} from "../../../components/form-classes";
import { useErrorMessage, useServerMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { useResetPassword } from "../api/reset-password";
import { AuthCard } from "./auth-card";

const FIELDS = [
  { name: "password", label: "passwordReset.newPassword" },
  { name: "confirmPassword", label: "passwordReset.confirmPassword" },
] as const;

/** Codes that mean the link itself cannot be used: the guest needs a new one. */
const LINK_ERRORS = new Set(["RESET_LINK_INVALID", "RESET_LINK_EXPIRED"]);

/**
 * /reset-password?token=...: opened from the emailed link. Sets a new password (the sign-up
 * rules), which signs the guest out everywhere else and in here, then goes to My bookings.
 */
export function ResetPassword() {
  const { t } = useTranslation();
  const translate = useServerMessage();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get("token") ?? "";
  const reset = useResetPassword();
  const [linkError, setLinkError] = useState<string | null>(null);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setLinkError(null);
    try {
      const body = await reset.mutateAsync({ token, password });
      if ("user" in body) {
        toast.success(t("passwordReset.done"));
        navigate(paths.myBooking, { replace: true });
      } else {
        // A new password never skips the second factor: sign-in's second step finishes it.
        const secondFactor = { methods: body.data.methods, isAfterReset: true };
        navigate(paths.login, { replace: true, state: { secondFactor } });
      }
    } catch (error) {
      if (error instanceof ApiError && LINK_ERRORS.has(error.code)) {
        setLinkError(errorMessage(error));
      } else if (error instanceof ApiError && error.fieldErrors.password) {
        form.setError("password", { message: error.fieldErrors.password }, { shouldFocus: true });
      } else {
        toast.error(errorMessage(error));
      }
    }
  });

  const newLink = (
    <Link
      to={paths.forgotPassword}
      className="font-semibold text-dune-700 underline underline-offset-4"
    >
      {t("passwordReset.requestNewLink")}
    </Link>
  );

  if (!token) {
    return (
      <AuthCard title={t("passwordReset.resetTitle")}>
        <p className="text-dune-900">{t("passwordReset.missingToken")}</p>
        <p className="mt-4">{newLink}</p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("passwordReset.resetTitle")}>
      {linkError && (
        <div role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p>{linkError}</p>
          <p className="mt-2">{newLink}</p>
        </div>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="text-dune-900">{t("passwordReset.resetIntro")}</p>
        {FIELDS.map((field) => {
          const error = form.formState.errors[field.name]?.message;
          const describedBy = [
            field.name === "password" ? "reset-password-hint" : null,
            error ? `reset-${field.name}-error` : null,
          ].filter(Boolean);
          return (
            <div key={field.name}>
              <label className={labelClass}>
                {t(field.label)}
                <input
                  type="password"
                  autoComplete="new-password"
                  dir="ltr"
                  className={inputClass}
                  aria-invalid={Boolean(error)}
                  aria-describedby={describedBy.join(" ") || undefined}
                  {...form.register(field.name)}
                />
              </label>
              {field.name === "password" && (
                <p id="reset-password-hint" className="mt-1 text-sm text-dune-800">
                  {t("passwordReset.passwordHint")}
                </p>
              )}
              {error && (
                <p id={`reset-${field.name}-error`} className={fieldErrorClass}>
                  {translate(error)}
                </p>
              )}
            </div>
          );
        })}
        <button type="submit" className={submitClass} disabled={reset.isPending || reset.isSuccess}>
          {reset.isPending ? t("passwordReset.saving") : t("passwordReset.save")}
        </button>
      </form>
    </AuthCard>
  );
}
