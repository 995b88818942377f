import type { AccountSession } from "@camp/shared/auth/staff-schemas";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  useAccountSessions,
  useEndSession,
  useSignOutOtherSessions,
} from "../../../api/account-sessions";
import { FormError } from "../../../components/form-error";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatNumber, formatResortInstant } from "../../../lib/format";

const smallButton =
  "rounded-full border border-dune-800 px-4 py-1.5 text-sm font-semibold text-dune-800 hover:bg-sand-100 disabled:opacity-60";

/** One signed-in browser: what it is, where from, since when; "sign out" unless it is this one. */
function SessionRow(props: {
  session: AccountSession;
  isEnding: boolean;
  onEnd: (session: AccountSession) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { session } = props;
  const device = session.device ?? t("authpage.sessions.unknownDevice");
  const lastSeen = formatResortInstant(session.lastSeenAt, language);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-sand-200 bg-white p-4">
      <div className="min-w-0">
        <p className="font-semibold text-dune-900">
          {device}
          {session.current && (
            <span className="ms-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
              {t("authpage.sessions.thisDevice")}
            </span>
          )}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-dune-800">
          <dt>{t("authpage.sessions.lastSeen")}</dt>
          <dd>{lastSeen}</dd>
          <dt>{t("authpage.sessions.signedIn")}</dt>
          <dd>{formatResortInstant(session.createdAt, language)}</dd>
          <dt>{t("authpage.sessions.address")}</dt>
          {/* An address reads left to right inside the page's direction (IPv6 has colons). */}
          <dd>
            {session.address ? (
              <bdi dir="ltr">{session.address}</bdi>
            ) : (
              t("authpage.sessions.unknownAddress")
            )}
          </dd>
        </dl>
      </div>
      {!session.current && (
        <button
          type="button"
          className={smallButton}
          disabled={props.isEnding}
          aria-label={t("authpage.sessions.signOutNamed", { device, lastSeen })}
          onClick={() => props.onEnd(session)}
        >
          {t("authpage.sessions.signOut")}
        </button>
      )}
    </li>
  );
}

/**
 * "Where you are signed in": the account's sessions with a way to end any other one, or all of
 * them at once (ASVS 7.4.3). On a guest's account page and a staff member's security page.
 */
export function SessionsSection({ className = "mx-auto mb-8 max-w-5xl px-4" }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const errorMessage = useErrorMessage();
  const sessions = useAccountSessions();
  const end = useEndSession();
  const endOthers = useSignOutOtherSessions();
  const [said, setSaid] = useState("");
  const failure = end.error ?? endOthers.error ?? (sessions.isError ? sessions.error : null);
  const hasOthers = sessions.data?.some((session) => !session.current) ?? false;

  const endOne = (session: AccountSession) => {
    setSaid("");
    endOthers.reset();
    end.mutate(session.id, { onSuccess: () => setSaid(t("authpage.sessions.signedOutOne")) });
  };
  const endAllOthers = () => {
    setSaid("");
    end.reset();
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) =>
        setSaid(
          t("authpage.sessions.signedOutOthers", {
            total: formatNumber(ended, toLanguage(i18n.language)),
          }),
        ),
    });
  };

  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-xl font-bold text-dune-900">
        {t("authpage.sessions.heading")}
      </h2>
      <p className="mt-1 text-dune-800">{t("authpage.sessions.intro")}</p>
      <p role="status" className="mt-2 text-sm text-dune-900">
        {sessions.isPending ? t("authpage.sessions.loading") : said}
      </p>
      {failure && <FormError className="mt-2">{errorMessage(failure)}</FormError>}
      {sessions.data && (
        <>
          <ul className="mt-3 grid gap-3">
            {sessions.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                isEnding={end.isPending && end.variables === session.id}
                onEnd={endOne}
              />
            ))}
          </ul>
          {hasOthers ? (
            <button
              type="button"
              className={`${smallButton} mt-4`}
              disabled={endOthers.isPending}
              onClick={endAllOthers}
            >
              {endOthers.isPending
                ? t("authpage.sessions.signingOut")
                : t("authpage.sessions.signOutOthers")}
            </button>
          ) : (
            <p className="mt-3 text-sm text-dune-800">{t("authpage.sessions.onlyHere")}</p>
          )}
        </>
      )}
    </section>
  );
}
