import type { TwoFactorStatus } from "@camp/shared/auth/staff-schemas";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog, dangerButton } from "../../../components/confirm-dialog";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatResortInstant } from "../../../lib/format";
import { browserHasPasskeys, isPasskeyPromptClosed } from "../../../lib/passkeys";
import { useAddPasskey, useRemovePasskey, useRenamePasskey } from "../api/passkeys";
import { PasskeyNameDialog } from "./passkey-name-dialog";
import { primaryAction, secondaryAction } from "./security-styles";

type Passkey = TwoFactorStatus["passkeys"][number];
type Open = { action: "add" } | { action: "rename" | "remove"; passkey: Passkey } | null;

/** A change's answer: what to say, and how many other sessions could now be signed out. */
export type FactorChanged = (said: string, otherSessions?: number) => void;

function PasskeyRow(props: { passkey: Passkey; onOpen: (open: Open) => void }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { passkey } = props;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-sand-200 bg-white p-4">
      <div className="min-w-0">
        <p className="break-words font-semibold text-dune-900">{passkey.name}</p>
        <p className="text-sm text-dune-800">
          {t("accountSecurity.passkeys.addedOn", {
            date: formatResortInstant(passkey.createdAt, language),
          })}
          {" · "}
          {passkey.lastUsedAt
            ? t("accountSecurity.passkeys.lastUsed", {
                date: formatResortInstant(passkey.lastUsedAt, language),
              })
            : t("accountSecurity.passkeys.neverUsed")}
        </p>
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          className={secondaryAction}
          aria-label={t("accountSecurity.passkeys.renameNamed", { name: passkey.name })}
          onClick={() => props.onOpen({ action: "rename", passkey })}
        >
          {t("accountSecurity.passkeys.rename")}
        </button>
        <button
          type="button"
          className={secondaryAction}
          aria-label={t("accountSecurity.passkeys.removeNamed", { name: passkey.name })}
          onClick={() => props.onOpen({ action: "remove", passkey })}
        >
          {t("accountSecurity.passkeys.remove")}
        </button>
      </div>
    </li>
  );
}

/** The account's passkeys: add one (the browser makes it), rename one, remove one. */
export function PasskeysSection(props: { passkeys: Passkey[]; onChanged: FactorChanged }) {
  const { t } = useTranslation();
  const headingId = useId();
  const errorMessage = useErrorMessage();
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    add.reset();
    rename.reset();
    remove.reset();
    setOpen(null);
  };
  const addFailure = !add.error
    ? null
    : isPasskeyPromptClosed(add.error)
      ? t("accountSecurity.passkeys.closed")
      : errorMessage(add.error);

  const addPasskey = async (name: string) => {
    if (!browserHasPasskeys()) throw new Error("no WebAuthn");
    const added = await add.mutateAsync(name);
    close();
    props.onChanged(t("accountSecurity.passkeys.added", { name: added.name }), added.otherSessions);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-sand-200 bg-sand-50 p-5"
    >
      <h2 id={headingId} className="text-xl font-bold text-dune-900">
        {t("accountSecurity.passkeys.heading")}
      </h2>
      <p className="mt-1 text-dune-800">{t("accountSecurity.passkeys.explain")}</p>
      {props.passkeys.length === 0 ? (
        <p className="mt-3 text-dune-900">{t("accountSecurity.passkeys.none")}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {props.passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} onOpen={setOpen} />
          ))}
        </ul>
      )}
      <button
        type="button"
        className={`${primaryAction} mt-4`}
        onClick={() => setOpen({ action: "add" })}
      >
        {t("accountSecurity.passkeys.add")}
      </button>
      {open?.action === "add" && (
        <PasskeyNameDialog
          title={t("accountSecurity.passkeys.add")}
          description={
            browserHasPasskeys()
              ? t("accountSecurity.passkeys.addExplained")
              : t("authpage.passkey.unsupported")
          }
          submitLabel={t("accountSecurity.passkeys.create")}
          pendingLabel={t("accountSecurity.passkeys.creating")}
          initialName=""
          isPending={add.isPending}
          error={addFailure}
          onSubmit={addPasskey}
          onClose={close}
        />
      )}
      {open?.action === "rename" && (
        <PasskeyNameDialog
          title={t("accountSecurity.passkeys.renameTitle")}
          description={open.passkey.name}
          submitLabel={t("accountSecurity.passkeys.save")}
          pendingLabel={t("accountSecurity.passkeys.saving")}
          initialName={open.passkey.name}
          isPending={rename.isPending}
          error={rename.error ? errorMessage(rename.error) : null}
          onSubmit={async (name) => {
            await rename.mutateAsync({ id: open.passkey.id, name });
            close();
            props.onChanged(t("accountSecurity.passkeys.renamed"));
          }}
          onClose={close}
        />
      )}
      {open?.action === "remove" && (
        <ConfirmDialog
          title={t("accountSecurity.passkeys.removeTitle", { name: open.passkey.name })}
          description={t("accountSecurity.passkeys.removeExplained")}
          cancelLabel={t("accountSecurity.cancel")}
          confirmLabel={t("accountSecurity.passkeys.remove")}
          busyLabel={t("accountSecurity.passkeys.removing")}
          confirmClassName={dangerButton}
          isOpen
          isBusy={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
          onOpenChange={(isOpen) => !isOpen && !remove.isPending && close()}
          onConfirm={() =>
            remove.mutate(open.passkey.id, {
              onSuccess: ({ otherSessions }) => {
                close();
                props.onChanged(t("accountSecurity.passkeys.removed"), otherSessions);
              },
            })
          }
        />
      )}
    </section>
  );
}
