import { useTranslation } from "react-i18next";
import { useSignOutOtherSessions } from "../../../api/account-sessions";
import { FormError } from "../../../components/form-error";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatNumber } from "../../../lib/format";
import { primaryAction, secondaryAction } from "./security-styles";

/**
 * After a change of how the account signs in, the other browsers still signed in are offered a
 * sign-out (ASVS 7.4.3): someone who stole a session should not keep it past the change.
 */
export function OtherSessionsOffer(props: {
  count: number;
  onDone: (said: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const errorMessage = useErrorMessage();
  const signOut = useSignOutOtherSessions();
  return (
    <section
      aria-label={t("accountSecurity.others.title")}
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5"
    >
      <p className="font-bold text-dune-900">{t("accountSecurity.others.title")}</p>
      <p className="mt-1 text-dune-900">
        {t("accountSecurity.others.explain", { total: formatNumber(props.count, language) })}
      </p>
      {signOut.error && <FormError className="mt-3">{errorMessage(signOut.error)}</FormError>}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className={primaryAction}
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, {
              onSuccess: ({ ended }) =>
                props.onDone(
                  t("authpage.sessions.signedOutOthers", { total: formatNumber(ended, language) }),
                ),
            })
          }
        >
          {signOut.isPending
            ? t("accountSecurity.others.signingOut")
            : t("accountSecurity.others.signOut")}
        </button>
        <button type="button" className={secondaryAction} onClick={() => props.onDone(null)}>
          {t("accountSecurity.others.later")}
        </button>
      </div>
    </section>
  );
}
