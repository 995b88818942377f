import type { StaffRole } from "@camp/shared/auth/staff-permissions";
import { type StaffMember, staffRoleSchema } from "@camp/shared/auth/staff-schemas";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { FormDialog } from "../../../components/form-dialog";
import { useErrorMessage, useServerMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { useUpdateStaff } from "../api/update-staff";
import { StaffField } from "./staff-field";
import { useRoleName } from "./staff-words";

const roleFormSchema = z.object({ role: staffRoleSchema });

/** A member's new role, among those the signed-in member may give (LAST_OWNER refused in place). */
export function RoleDialog({
  member,
  roles,
  onClose,
}: {
  member: StaffMember;
  roles: StaffRole[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const roleName = useRoleName();
  const translate = useServerMessage();
  const errorMessage = useErrorMessage();
  const update = useUpdateStaff();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(roleFormSchema),
    defaultValues: { role: member.role },
  });
  const roleError = form.formState.errors.role?.message;

  const onSubmit = form.handleSubmit(async ({ role }) => {
    setFailure(null);
    try {
      await update.mutateAsync({ id: member.id, input: { role } });
      toast.success(t("adminStaff.roleDialog.done", { name: member.name, role: roleName(role) }));
      onClose();
    } catch (error) {
      const message = error instanceof ApiError ? error.fieldErrors.role : undefined;
      if (message) form.setError("role", { type: "server", message }, { shouldFocus: true });
      else setFailure(errorMessage(error));
    }
  });

  return (
    <FormDialog
      size="short"
      title={t("adminStaff.roleDialog.title", { name: member.name })}
      description={t("adminStaff.roleDialog.description")}
      error={failure}
      cancelLabel={t("adminStaff.cancel")}
      submitLabel={t("adminStaff.roleDialog.submit")}
      pendingLabel={t("adminStaff.roleDialog.pending")}
      isPending={update.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <StaffField
        id={`${id}-role`}
        label={t("adminStaff.roleDialog.role")}
        error={roleError ? translate(roleError) : undefined}
        registration={form.register("role")}
        options={roles.map((role) => ({ value: role, label: roleName(role) }))}
      />
    </FormDialog>
  );
}
