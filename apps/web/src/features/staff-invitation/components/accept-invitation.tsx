import { type ResetPasswordForm, resetPasswordFormSchema } from "@camp/shared/auth/auth-schemas";
import { STAFF_ROLE_NAMES } from "@camp/shared/auth/staff-permissions";
import type { InvitationPreview } from "@camp/shared/auth/staff-schemas";
import { paths } from "@camp/shared/routes/site-paths";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import {
  fieldErrorClass,
  inputClass,
  labelClass,
  submitClass,
} from "../../../components/form-classes";
import { FormError } from "../../../components/form-error";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage, useServerMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { formatResortInstant } from "../../../lib/format";
import { useAcceptInvitation } from "../api/accept-invitation";
import { useInvitation } from "../api/get-invitation";

const FIELDS = [
  { name: "password", label: "staffInvitation.password" },
  { name: "confirmPassword", label: "staffInvitation.confirmPassword" },
] as const;

/** The frame of the page, as the sign-in screens draw theirs. */
function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-dune-900">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

function HomeLink() {
  const { t } = useTranslation();
  return (
    <Link to={paths.home} className="font-semibold text-dune-700 underline underline-offset-4">
      {t("staffInvitation.home")}
    </Link>
  );
}

/** A link that cannot be used (unknown, used, revoked, expired): the server's reason, and home. */
function LinkRefused({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
      <p>{message}</p>
      <p className="mt-2">
        <HomeLink />
      </p>
    </div>
  );
}

/**
 * The password form under the invitation's facts: the sign-up rules, typed twice. Accepting signs
 * the new member in; the security page comes next, to set up a second factor.
 */
function PasswordForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const translate = useServerMessage();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await accept.mutateAsync({ token, password });
      navigate(paths.adminSecurity, { replace: true, state: { welcome: true } });
    } catch (error) {
      const message = error instanceof ApiError ? error.fieldErrors.password : undefined;
      if (message) form.setError("password", { message }, { shouldFocus: true });
      else setFailure(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-dune-900">
        {t("staffInvitation.intro", {
          name: invitation.name,
          role: STAFF_ROLE_NAMES[invitation.role][language],
        })}
      </p>
      <p className="text-sm text-dune-800">
        {t("staffInvitation.email")}: <bdi dir="ltr">{invitation.email}</bdi>
        <br />
        {t("staffInvitation.expires", {
          time: formatResortInstant(invitation.expiresAt, language),
        })}
      </p>
      {FIELDS.map((field) => {
        const error = form.formState.errors[field.name]?.message;
        const hint = field.name === "password" ? "accept-password-hint" : null;
        const describedBy = [hint, error ? `accept-${field.name}-error` : null].filter(Boolean);
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
            {hint && (
              <p id={hint} className="mt-1 text-sm text-dune-800">
                {t("staffInvitation.passwordHint")}
              </p>
            )}
            {error && (
              <p id={`accept-${field.name}-error`} className={fieldErrorClass}>
                {translate(error)}
              </p>
            )}
          </div>
        );
      })}
      <p className="text-sm text-dune-800">{t("staffInvitation.nextStep")}</p>
      {failure && <FormError>{failure}</FormError>}
      <button type="submit" className={submitClass} disabled={accept.isPending || accept.isSuccess}>
        {accept.isPending ? t("staffInvitation.saving") : t("staffInvitation.submit")}
      </button>
    </form>
  );
}

/**
 * /staff/accept?token=...: opened from a staff invitation email. Shows who is invited and as what,
 * then the new account's password; a link that cannot be used says why, with a way home.
 */
export function AcceptInvitation() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const token = useSearchParams()[0].get("token") ?? "";
  const invitation = useInvitation(token);

  let content: ReactNode;
  if (!token) {
    content = (
      <>
        <p className="text-dune-900">{t("staffInvitation.missingToken")}</p>
        <p className="mt-4">
          <HomeLink />
        </p>
      </>
    );
  } else if (invitation.isPending) {
    content = <p role="status">{t("staffInvitation.loading")}</p>;
  } else if (invitation.isError) {
    content = <LinkRefused message={errorMessage(invitation.error)} />;
  } else {
    content = <PasswordForm token={token} invitation={invitation.data} />;
  }
  return <Card title={t("staffInvitation.title")}>{content}</Card>;
}
