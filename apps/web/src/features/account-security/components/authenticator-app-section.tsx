import type { TwoFactorStatus } from "@camp/shared/auth/staff-schemas";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog, dangerButton, primaryButton } from "../../../components/confirm-dialog";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatNumber } from "../../../lib/format";
import { useMakeRecoveryCodes, useRemoveTotp } from "../api/totp";
import type { FactorChanged } from "./passkeys-section";
import { primaryAction, secondaryAction } from "./security-styles";
import { TotpSetupDialog } from "./totp-setup-dialog";

type Open = "setup" | "remove" | "new-codes" | null;
type NewCodes = { recoveryCodes: string[]; otherSessions: number };

function StatusBadge({ isOn }: { isOn: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${isOn ? "bg-emerald-100 text-emerald-900" : "bg-sand-200 text-dune-900"}`}
    >
      {isOn ? t("accountSecurity.on") : t("accountSecurity.off")}
    </span>
  );
}

/**
 * The authenticator app: set it up (QR code, then its first code), remove it, and its recovery
 * codes (how many are left; a new set). New codes go up to the page, which shows them once.
 */
export function AuthenticatorAppSection(props: {
  status: TwoFactorStatus;
  onChanged: FactorChanged;
  onNewCodes: (codes: NewCodes, said: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const errorMessage = useErrorMessage();
  const remove = useRemoveTotp();
  const makeCodes = useMakeRecoveryCodes();
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    remove.reset();
    makeCodes.reset();
    setOpen(null);
  };
  const isOn = props.status.totp;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-sand-200 bg-sand-50 p-5"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-xl font-bold text-dune-900">
          {t("accountSecurity.app.heading")}
        </h2>
        <StatusBadge isOn={isOn} />
      </div>
      <p className="mt-1 text-dune-800">
        {isOn ? t("accountSecurity.app.explainOn") : t("accountSecurity.app.explainOff")}
      </p>
      {isOn ? (
        <>
          <button
            type="button"
            className={`${secondaryAction} mt-4`}
            onClick={() => setOpen("remove")}
          >
            {t("accountSecurity.app.remove")}
          </button>
          <h3 className="mt-6 font-bold text-dune-900">{t("accountSecurity.recovery.heading")}</h3>
          <p className="mt-1 text-dune-800">{t("accountSecurity.recovery.explain")}</p>
          <p className="mt-1 font-medium text-dune-900">
            {t("accountSecurity.recovery.left", {
              total: formatNumber(props.status.recoveryCodesLeft, toLanguage(i18n.language)),
            })}
          </p>
          <button
            type="button"
            className={`${secondaryAction} mt-3`}
            onClick={() => setOpen("new-codes")}
          >
            {t("accountSecurity.recovery.make")}
          </button>
        </>
      ) : (
        <button type="button" className={`${primaryAction} mt-4`} onClick={() => setOpen("setup")}>
          {t("accountSecurity.app.setUp")}
        </button>
      )}
      {open === "setup" && (
        <TotpSetupDialog
          onClose={close}
          onTurnedOn={(answer) => {
            close();
            props.onNewCodes(answer, t("accountSecurity.app.turnedOn"));
          }}
        />
      )}
      {open === "remove" && (
        <ConfirmDialog
          title={t("accountSecurity.app.removeTitle")}
          description={t("accountSecurity.app.removeExplained")}
          cancelLabel={t("accountSecurity.cancel")}
          confirmLabel={t("accountSecurity.app.removeYes")}
          busyLabel={t("accountSecurity.app.removing")}
          confirmClassName={dangerButton}
          isOpen
          isBusy={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
          onOpenChange={(isOpen) => !isOpen && !remove.isPending && close()}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: ({ otherSessions }) => {
                close();
                props.onChanged(t("accountSecurity.app.removed"), otherSessions);
              },
            })
          }
        />
      )}
      {open === "new-codes" && (
        <ConfirmDialog
          title={t("accountSecurity.recovery.makeTitle")}
          description={t("accountSecurity.recovery.makeExplained")}
          cancelLabel={t("accountSecurity.cancel")}
          confirmLabel={t("accountSecurity.recovery.makeYes")}
          busyLabel={t("accountSecurity.recovery.making")}
          confirmClassName={primaryButton}
          isOpen
          isBusy={makeCodes.isPending}
          error={makeCodes.error ? errorMessage(makeCodes.error) : null}
          onOpenChange={(isOpen) => !isOpen && !makeCodes.isPending && close()}
          onConfirm={() =>
            makeCodes.mutate(undefined, {
              onSuccess: (answer) => {
                close();
                props.onNewCodes(answer, t("accountSecurity.recovery.made"));
              },
            })
          }
        />
      )}
    </section>
  );
}
