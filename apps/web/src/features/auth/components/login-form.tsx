import {
  type LoginInput,
  loginInputSchema,
  type PublicUser,
  type UserResponse,
} from "@camp/shared/auth/auth-schemas";
import type { SecondFactorMethod } from "@camp/shared/auth/staff-schemas";
import { paths } from "@camp/shared/routes/site-paths";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
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
import { formatWait } from "../../../lib/format";
import { useLogin } from "../api/login";
import { AuthCard } from "./auth-card";
import { PasskeySignInButton } from "./passkey-sign-in-button";
import { SecondFactorStep, useSignInFailureText } from "./second-factor-step";

/** Spec section 9: the redirect after a successful sign-in waits 1.5 seconds. */
export const LOGIN_REDIRECT_MS = 1500;

/**
 * A sign-in the server slowed down (docs/decisions/002): how long to wait, and whether the limit
 * is the account's (then a known device or a reset link gets past it) or the address's.
 */
type Slowed = { seconds: number; isAccount: boolean };

function slowedBy(error: unknown): Slowed | undefined {
  if (!(error instanceof ApiError) || error.code !== "TOO_MANY_ATTEMPTS") return undefined;
  const seconds = error.params.retryAfterSeconds;
  if (typeof seconds !== "number") return undefined;
  return { seconds, isAccount: error.params.limit === "account" };
}

/**
 * What the page was sent with: the page to go back to, the email to fill in, or (from a password
 * reset on an account with a second factor) the second step to show at once.
 */
type LoginState = {
  from?: string;
  email?: string;
  secondFactor?: { methods: SecondFactorMethod[]; isAfterReset?: boolean };
} | null;

/**
 * Where a sign-in that no page sent lands: staff in the console they came to work in (/admin opens
 * their role's first page), or first on its security page when the resort requires a second step
 * they have not set up; guests on the home page.
 */
function landingOf(user: PublicUser): string {
  if (!user.isStaff) return paths.home;
  return user.mustEnrolSecondFactor ? paths.adminSecurity : paths.admin;
}

/** Signed in: say so, then go back where the guest came from after the spec's 1.5 seconds. */
function useFinishSignIn(from: string | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  return (body: UserResponse) => {
    toast.success(t("authpage.loginSuccess"));
    redirectTimer.current = setTimeout(
      () => navigate(from ?? landingOf(body.user), { replace: true }),
      LOGIN_REDIRECT_MS,
    );
  };
}

/** The account-wide wait, kept on the page with the ways past it (a toast is gone in 3 s). */
function AccountSlowedNote({ wait }: { wait: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mb-4 rounded-lg bg-sand-100 p-3 text-sm text-dune-900">
      <p>{t("authpage.accountSlowed", { wait })}</p>
      <Link
        to={paths.forgotPassword}
        className="mt-2 inline-block font-semibold text-dune-700 underline underline-offset-4"
      >
        {t("authpage.accountSlowedReset")}
      </Link>
    </div>
  );
}

/** "or": a passkey alone, with what went wrong with it said just above its button. */
function PasskeyAlternative({ onSignedIn }: { onSignedIn: (body: UserResponse) => void }) {
  const { t } = useTranslation();
  const failureText = useSignInFailureText();
  const [failure, setFailure] = useState<string>();
  return (
    <div className="mt-4 space-y-3">
      <p className="text-center text-sm text-dune-800">{t("authpage.secondStep.or")}</p>
      {failure && <FormError>{failure}</FormError>}
      <PasskeySignInButton
        onSignedIn={onSignedIn}
        onRefused={(error) => setFailure(failureText(error))}
        onUnsupported={() => setFailure(t("authpage.passkey.unsupported"))}
      />
    </div>
  );
}

/**
 * The sign-in card of /login (spec sections 2, 4, 5, 8): email and password, or a passkey alone;
 * then, for an account with a second factor, its second step in the same card (decision 054).
 */
export function LoginForm() {
  const { t, i18n } = useTranslation();
  const translate = useServerMessage();
  const errorMessage = useErrorMessage();
  const location = useLocation();
  const login = useLogin();
  const [accountWait, setAccountWait] = useState<number>();
  const sentWith = location.state as LoginState;
  const [secondFactor, setSecondFactor] = useState(sentWith?.secondFactor);

  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: {
      email: sentWith?.email ?? "",
      password: "",
    },
  });
  const formError = form.formState.errors.email?.message ?? form.formState.errors.password?.message;
  // A page that sent the guest here (a protected page, or booking) is where they go back to.
  const from = sentWith?.from;
  const isContinuingBooking = from?.startsWith("/booking/") || from?.startsWith(paths.payment);

  const wait = (seconds: number) => formatWait(seconds, toLanguage(i18n.language));

  const finish = useFinishSignIn(from);

  const onSubmit = form.handleSubmit(async (values) => {
    setAccountWait(undefined);
    try {
      const body = await login.mutateAsync(values);
      if ("user" in body) finish(body);
      else setSecondFactor({ methods: body.data.methods });
    } catch (error) {
      const slowed = slowedBy(error);
      // The account-wide wait stays on the page with the ways past it; a toast is gone in 3 s.
      if (slowed?.isAccount) setAccountWait(slowed.seconds);
      const reason = slowed
        ? t("authpage.tryAgainIn", { wait: wait(slowed.seconds) })
        : error instanceof ApiError && error.status !== 0 && error.status < 500
          ? errorMessage(error)
          : t("authpage.checkCredentials");
      toast.error(t("authpage.loginFailed", { reason }));
    }
  });

  if (secondFactor) {
    return (
      <AuthCard title={t("authpage.loginTitle")}>
        <SecondFactorStep
          methods={secondFactor.methods}
          notice={secondFactor.isAfterReset ? t("authpage.secondStep.passwordChanged") : undefined}
          onSignedIn={finish}
          onStartOver={() => {
            login.reset();
            form.reset({ email: form.getValues("email"), password: "" });
            setSecondFactor(undefined);
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("authpage.loginTitle")}>
      {isContinuingBooking && (
        <p className="mb-4 rounded-lg bg-sand-100 p-3 text-sm text-dune-900">
          {t("bookingpage.signInToContinue")}
        </p>
      )}
      {accountWait !== undefined && <AccountSlowedNote wait={wait(accountWait)} />}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {formError && (
          <p role="alert" className={fieldErrorClass}>
            {translate(formError)}
          </p>
        )}
        <label className={labelClass}>
          {t("authpage.email")}
          <input
            type="email"
            autoComplete="email"
            dir="ltr"
            className={inputClass}
            aria-invalid={Boolean(form.formState.errors.email)}
            {...form.register("email")}
          />
        </label>
        <label className={labelClass}>
          {t("authpage.password")}
          <input
            type="password"
            autoComplete="current-password"
            dir="ltr"
            className={inputClass}
            aria-invalid={Boolean(form.formState.errors.password)}
            {...form.register("password")}
          />
        </label>
        <div className="text-end text-sm">
          <Link to={paths.forgotPassword} className="text-dune-700 underline underline-offset-4">
            {t("authpage.forgotPassword")}
          </Link>
        </div>
        <button type="submit" className={submitClass} disabled={login.isPending || login.isSuccess}>
          {t("authpage.loginButton")}
        </button>
      </form>
      <PasskeyAlternative onSignedIn={finish} />
      <p className="mt-6 text-center text-sm text-dune-800">
        {t("authpage.noAccount")}{" "}
        <Link
          to={paths.register}
          state={{ from }}
          className="font-semibold text-dune-700 underline underline-offset-4"
        >
          {t("authpage.registerLink")}
        </Link>
      </p>
    </AuthCard>
  );
}
