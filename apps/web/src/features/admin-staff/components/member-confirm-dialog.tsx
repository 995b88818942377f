import type { StaffMember } from "@camp/shared/auth/staff-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog, dangerButton, primaryButton } from "../../../components/confirm-dialog";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatNumber } from "../../../lib/format";
import { useResetStaffTwoFactor } from "../api/reset-staff-two-factor";
import { useSignOutStaff } from "../api/sign-out-staff";
import { useUpdateStaff } from "../api/update-staff";

/** The Staff page's confirmed actions on one account. */
export type MemberAction = "disable" | "enable" | "signOut" | "reset";

const dialogKeys = {
  disable: "disableDialog",
  enable: "enableDialog",
  signOut: "signOutDialog",
  reset: "resetDialog",
} as const;

/** Runs an action and answers the toast that says it is done. */
function useMemberAction() {
  const { t, i18n } = useTranslation();
  const update = useUpdateStaff();
  const signOut = useSignOutStaff();
  const reset = useResetStaffTwoFactor();
  const run = async (action: MemberAction, member: StaffMember): Promise<string> => {
    const name = member.name;
    if (action === "signOut") {
      const { ended } = await signOut.mutateAsync(member.id);
      const number = formatNumber(ended, toLanguage(i18n.language));
      return t("adminStaff.signOutDialog.done", { name, number });
    }
    if (action === "reset") await reset.mutateAsync(member.id);
    else await update.mutateAsync({ id: member.id, input: { disabled: action === "disable" } });
    return t(`adminStaff.${dialogKeys[action]}.done`, { name });
  };
  return { run, isPending: update.isPending || signOut.isPending || reset.isPending };
}

/**
 * Disable or enable an account, end its sessions, or (owners) reset its second factor: each says
 * what will happen first, and a refusal (LAST_OWNER, FORBIDDEN_FOR_ROLE...) shows in the dialog.
 * Resetting asks for a fresh second factor; the API client's re-authentication dialog handles it.
 */
export function MemberConfirmDialog({
  action,
  member,
  onClose,
}: {
  action: MemberAction;
  member: StaffMember;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { run, isPending } = useMemberAction();
  const [failure, setFailure] = useState<string | null>(null);
  const key = dialogKeys[action];
  const confirm = async () => {
    setFailure(null);
    try {
      toast.success(await run(action, member));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t(`adminStaff.${key}.title`, { name: member.name })}
      description={t(`adminStaff.${key}.description`)}
      cancelLabel={t("adminStaff.cancel")}
      confirmLabel={t(`adminStaff.${key}.confirm`)}
      busyLabel={t(`adminStaff.${key}.busy`)}
      confirmClassName={action === "enable" ? primaryButton : dangerButton}
      isBusy={isPending}
      error={failure}
      onConfirm={confirm}
    />
  );
}
