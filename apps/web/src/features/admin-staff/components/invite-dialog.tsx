import type { StaffRole } from "@camp/shared/auth/staff-permissions";
import type { StaffInvitationInput } from "@camp/shared/auth/staff-schemas";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { FormDialog } from "../../../components/form-dialog";
import { toLanguage } from "../../../i18n/i18n";
import { codedMessage, useErrorMessage, useServerMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { inviteStaffInputSchema, useInviteStaff } from "../api/invite-staff";
import { StaffField } from "./staff-field";
import { useRoleName } from "./staff-words";

type InviteForm = z.input<typeof inviteStaffInputSchema>;
const FIELDS = ["name", "email", "role", "language"] as const;

/** The email is taken (a guest's account is never made staff): said on the email field. */
const EMAIL_TAKEN = new Set(["GUEST_ACCOUNT_EXISTS", "STAFF_ACCOUNT_EXISTS"]);

/**
 * Invite a member of staff: name, email, one of the roles the inviter may give, and the language
 * of the email (the console's by default). Checked with the schema the server checks with; the
 * server's refusals show on their fields in the page's language.
 */
export function InviteDialog({ roles, onClose }: { roles: StaffRole[]; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const roleName = useRoleName();
  const translate = useServerMessage();
  const errorMessage = useErrorMessage();
  const invite = useInviteStaff();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InviteForm, unknown, StaffInvitationInput>({
    resolver: zodResolver(inviteStaffInputSchema),
    defaultValues: {
      name: "",
      email: "",
      role: roles.includes("front_desk") ? "front_desk" : roles[0],
      language: toLanguage(i18n.language),
    },
  });
  const errors = form.formState.errors;
  const errorOf = (name: keyof InviteForm) => {
    const message = errors[name]?.message;
    return typeof message === "string" ? translate(message) : undefined;
  };

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await invite.mutateAsync(body);
      toast.success(t("adminStaff.inviteDialog.sent", { email: body.email }));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && EMAIL_TAKEN.has(error.code)) {
        const message = codedMessage(error.code as "GUEST_ACCOUNT_EXISTS");
        form.setError("email", { type: "server", message }, { shouldFocus: true });
        return;
      }
      const fields = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
      const known = fields.filter(([name]) => (FIELDS as readonly string[]).includes(name));
      if (known.length > 0) {
        for (const [name, message] of known) {
          form.setError(name as keyof InviteForm, { type: "server", message });
        }
        return;
      }
      setFailure(errorMessage(error));
    }
  });

  return (
    <FormDialog
      size="short"
      title={t("adminStaff.inviteDialog.title")}
      description={t("adminStaff.inviteDialog.description")}
      error={failure}
      cancelLabel={t("adminStaff.cancel")}
      submitLabel={t("adminStaff.inviteDialog.submit")}
      pendingLabel={t("adminStaff.inviteDialog.pending")}
      isPending={invite.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <StaffField
        id={`${id}-name`}
        label={t("adminStaff.inviteDialog.name")}
        error={errorOf("name")}
        registration={form.register("name")}
        input={{ type: "text", autoComplete: "off" }}
      />
      <StaffField
        id={`${id}-email`}
        label={t("adminStaff.inviteDialog.email")}
        error={errorOf("email")}
        registration={form.register("email")}
        input={{ type: "email", autoComplete: "off" }}
      />
      <StaffField
        id={`${id}-role`}
        label={t("adminStaff.inviteDialog.role")}
        error={errorOf("role")}
        registration={form.register("role")}
        options={roles.map((role) => ({ value: role, label: roleName(role) }))}
      />
      <StaffField
        id={`${id}-language`}
        label={t("adminStaff.inviteDialog.language")}
        error={errorOf("language")}
        registration={form.register("language")}
        options={(["en", "ar"] as const).map((language) => ({
          value: language,
          label: t(`adminStaff.inviteDialog.languages.${language}`),
        }))}
      />
    </FormDialog>
  );
}
