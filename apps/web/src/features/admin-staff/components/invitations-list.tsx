import type { PublicUser } from "@camp/shared/auth/auth-schemas";
import type { PendingInvitation } from "@camp/shared/auth/staff-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog, dangerButton } from "../../../components/confirm-dialog";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatResortInstant } from "../../../lib/format";
import { useRevokeInvitation } from "../api/revoke-invitation";
import { mayManage, useRoleName } from "./staff-words";

const smallButton =
  "rounded-full border border-dune-800 px-3 py-1 text-sm font-semibold text-dune-800 hover:bg-sand-100";

/** Revoke one invitation, after saying its link stops working; a refusal shows in the dialog. */
function RevokeButton({ invitation }: { invitation: PendingInvitation }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const revoke = useRevokeInvitation();
  const [isOpen, setIsOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = invitation.name;
  const confirm = async () => {
    setFailure(null);
    try {
      await revoke.mutateAsync(invitation.id);
      toast.success(t("adminStaff.invitations.revoked", { name }));
      setIsOpen(false);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          className={smallButton}
          aria-label={t("adminStaff.invitations.revokeOf", { name })}
        >
          {t("adminStaff.invitations.revoke")}
        </button>
      }
      isOpen={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        setFailure(null);
      }}
      title={t("adminStaff.invitations.revokeTitle", { name })}
      description={t("adminStaff.invitations.revokeText")}
      cancelLabel={t("adminStaff.cancel")}
      confirmLabel={t("adminStaff.invitations.revoke")}
      busyLabel={t("adminStaff.invitations.revokeBusy")}
      confirmClassName={dangerButton}
      isBusy={revoke.isPending}
      error={failure}
      onConfirm={confirm}
    />
  );
}

/** The invitations not yet accepted: who, which role, until when the link works. */
export function InvitationsList({
  invitations,
  user,
}: {
  invitations: PendingInvitation[];
  user: PublicUser | null;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const roleName = useRoleName();
  if (invitations.length === 0) {
    return (
      <p className="rounded-xl bg-sand-50 p-4 text-dune-900">{t("adminStaff.invitations.empty")}</p>
    );
  }
  return (
    <ul className="grid gap-3">
      {invitations.map((invitation) => (
        <li
          key={invitation.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-sand-200 bg-white p-4 text-sm"
        >
          <div>
            <p>
              <span className="font-semibold text-dune-900">{invitation.name}</span>
              <span className="ms-2 text-dune-800">{roleName(invitation.role)}</span>
            </p>
            <p className="break-all text-dune-800">
              <bdi dir="ltr">{invitation.email}</bdi>
            </p>
            <p className="text-dune-800">
              {t("adminStaff.invitations.expires", {
                time: formatResortInstant(invitation.expiresAt, language),
              })}
            </p>
          </div>
          {mayManage(user, { role: invitation.role }) && <RevokeButton invitation={invitation} />}
        </li>
      ))}
    </ul>
  );
}
