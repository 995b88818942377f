import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useTwoFactorStatus } from "../../../api/two-factor-status";
import { FormError } from "../../../components/form-error";
import { useErrorMessage } from "../../../i18n/server-messages";
import { useSession } from "../../../lib/use-session";
import { AuthenticatorAppSection } from "./authenticator-app-section";
import { OtherSessionsOffer } from "./other-sessions-offer";
import { PasskeysSection } from "./passkeys-section";
import { RecoveryCodesDialog } from "./recovery-codes-dialog";

/**
 * /admin/security (decision 054): a member of staff's own ways to sign in (passkeys, the
 * authenticator app and its recovery codes), and, below it, where they are signed in (the route
 * adds that list). When the resort requires a second factor and the account has none, it says so
 * first: this is the one console page open until then.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const status = useTwoFactorStatus();
  // A member who just accepted their invitation is welcomed here, on the page, not in a toast
  // that would sit over the set-up dialog they open next.
  const welcomed = (useLocation().state as { welcome?: boolean } | null)?.welcome === true;
  const [said, setSaid] = useState(() => (welcomed ? t("accountSecurity.welcome") : ""));
  const [otherSessions, setOtherSessions] = useState(0);
  const [codes, setCodes] = useState<string[] | null>(null);
  const hasFactor = Boolean(status.data && (status.data.totp || status.data.passkeys.length > 0));
  // The account's own status is the latest word; the session's flag until it has come.
  const mustEnrol = status.data
    ? status.data.required && !hasFactor
    : user?.mustEnrolSecondFactor === true;

  const changed = (message: string, others = 0) => {
    setSaid(message);
    setOtherSessions(others);
  };

  return (
    <section aria-labelledby={headingId} className="grid max-w-3xl gap-6">
      <div>
        <h1 id={headingId} className="text-2xl font-bold text-dune-900">
          {t("accountSecurity.title")}
        </h1>
        <p className="mt-1 text-dune-800">{t("accountSecurity.intro")}</p>
      </div>
      {mustEnrol && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 font-medium text-dune-900">
          {t("accountSecurity.required")}
        </p>
      )}
      <p role="status" className="empty:hidden font-medium text-emerald-900">
        {said}
      </p>
      {otherSessions > 0 && codes === null && (
        <OtherSessionsOffer
          count={otherSessions}
          onDone={(message) => {
            setOtherSessions(0);
            if (message) setSaid(message);
          }}
        />
      )}
      {status.isPending && <p role="status">{t("accountSecurity.loading")}</p>}
      {status.isError && <FormError>{errorMessage(status.error)}</FormError>}
      {status.data && (
        <>
          <PasskeysSection passkeys={status.data.passkeys} onChanged={changed} />
          <AuthenticatorAppSection
            status={status.data}
            onChanged={changed}
            onNewCodes={(answer, message) => {
              setCodes(answer.recoveryCodes);
              changed(message, answer.otherSessions);
            }}
          />
        </>
      )}
      {codes && (
        <RecoveryCodesDialog
          codes={codes}
          email={user?.email ?? ""}
          onDone={() => setCodes(null)}
        />
      )}
    </section>
  );
}
