import { type RegisterForm, registerFormSchema } from "@camp/shared/auth/auth-schemas";
import { paths } from "@camp/shared/routes/site-paths";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import {
  fieldErrorClass,
  inputClass,
  labelClass,
  submitClass,
} from "../../components/form-classes";
import { useRegister } from "../../features/auth/api/register";
import { AuthCard } from "../../features/auth/components/auth-card";
import { useErrorMessage, useServerMessage } from "../../i18n/server-messages";
import { ApiError } from "../../lib/api-client";
import { usePageTitle } from "../page-title";

const FIELDS = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  // Optional here; the first booking asks for it when the account has none (decision 019).
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "password", type: "password", autoComplete: "new-password" },
  { name: "confirmPassword", type: "password", autoComplete: "new-password" },
] as const;

type RegisterValues = z.output<typeof registerFormSchema>;

/** /register: full name, email, an optional phone, password, confirmation (spec sections 2, 4, 5). */
export function RegisterPage() {
  const { t } = useTranslation();
  const translate = useServerMessage();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  // Where sign-in should bring the guest back to (a booking form, My bookings...), passed along.
  const from = (useLocation().state as { from?: string } | null)?.from;
  const register = useRegister();
  // The email belongs to a guest record staff made: the server's words, in place of the form.
  const [claimMessage, setClaimMessage] = useState<string | null>(null);
  const claimRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (claimMessage) claimRef.current?.focus();
  }, [claimMessage]);
  usePageTitle(t("authpage.registerTitle"), t("authpage.registerSubtitle"));
  const form = useForm<RegisterForm, unknown, RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: "", email: "", phone: "", password: "", confirmPassword: "" },
  });

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    try {
      const answer = await register.mutateAsync(values);
      if ("data" in answer) {
        setClaimMessage(answer.data.message);
        return;
      }
      toast.success(t("authpage.registerSuccess"));
      navigate(paths.login, { state: { email: values.email, from } });
    } catch (error) {
      // Server field errors go under their own field (focusing the first); any other goes in a toast.
      const fieldErrors =
        error instanceof ApiError
          ? Object.entries(error.fieldErrors).filter(([field]) =>
              FIELDS.some((known) => known.name === field),
            )
          : [];
      if (fieldErrors.length > 0) {
        fieldErrors.forEach(([field, message], index) => {
          form.setError(field as keyof RegisterForm, { message }, { shouldFocus: index === 0 });
        });
      } else {
        toast.error(errorMessage(error));
      }
    }
  });

  if (claimMessage) {
    return (
      <AuthCard title={t("authpage.registerTitle")}>
        <div ref={claimRef} tabIndex={-1} role="status" className="space-y-3 outline-none">
          <h2 className="text-lg font-semibold text-dune-900">{t("passwordReset.sentHeading")}</h2>
          <p className="text-dune-900">{translate(claimMessage)}</p>
          <p className="text-sm text-dune-800">{t("passwordReset.sentHint")}</p>
        </div>
        <Link
          to={paths.login}
          state={{ from }}
          className="mt-6 block text-center text-sm font-semibold text-dune-700 underline underline-offset-4"
        >
          {t("passwordReset.backToLogin")}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("authpage.registerTitle")}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {FIELDS.map((field) => {
          const error = form.formState.errors[field.name]?.message;
          return (
            <div key={field.name}>
              <label className={labelClass}>
                {field.name === "phone"
                  ? t("guestDetails.phoneOptional")
                  : t(`authpage.${field.name}`)}
                <input
                  type={field.type}
                  autoComplete={field.autoComplete}
                  dir={field.name === "name" ? undefined : "ltr"}
                  className={inputClass}
                  aria-invalid={Boolean(error)}
                  aria-describedby={
                    [error && `${field.name}-error`, field.name === "phone" && "phone-hint"]
                      .filter(Boolean)
                      .join(" ") || undefined
                  }
                  {...form.register(field.name)}
                />
              </label>
              {field.name === "phone" && (
                <p id="phone-hint" className="mt-1 text-xs text-dune-800">
                  {t("guestDetails.phoneHint")}
                </p>
              )}
              {error && (
                <p id={`${field.name}-error`} className={fieldErrorClass}>
                  {translate(error)}
                </p>
              )}
            </div>
          );
        })}
        <p className="text-sm text-dune-800">
          <Trans
            i18nKey="authpage.agreement"
            components={{
              terms: <Link to={paths.terms} className="font-semibold underline" />,
              privacy: <Link to={paths.privacy} className="font-semibold underline" />,
            }}
          />
        </p>
        <button type="submit" className={submitClass} disabled={register.isPending}>
          {t("authpage.registerButton")}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-dune-800">
        {t("authpage.haveAccount")}{" "}
        <Link
          to={paths.login}
          state={{ from }}
          className="font-semibold text-dune-700 underline underline-offset-4"
        >
          {t("authpage.loginLink")}
        </Link>
      </p>
    </AuthCard>
  );
}

export default RegisterPage;
