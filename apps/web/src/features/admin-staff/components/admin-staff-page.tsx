import { can, rolesManagedBy } from "@camp/shared/auth/staff-permissions";
import type { StaffMember } from "@camp/shared/auth/staff-schemas";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import { useErrorMessage } from "../../../i18n/server-messages";
import { useSession } from "../../../lib/use-session";
import { useInvitations, useStaff } from "../api/get-staff";
import { InvitationsList } from "./invitations-list";
import { InviteDialog } from "./invite-dialog";
import { MemberConfirmDialog } from "./member-confirm-dialog";
import { RoleDialog } from "./role-dialog";
import { type StaffRowAction, StaffTable } from "./staff-table";

/** A query's loading line or refusal, else its content. */
function Loaded<T>(props: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: T };
  loading: string;
  children: (data: T) => ReactNode;
}) {
  const errorMessage = useErrorMessage();
  if (props.query.isPending) return <p role="status">{props.loading}</p>;
  if (props.query.isError || props.query.data === undefined) {
    return <FormError>{errorMessage(props.query.error)}</FormError>;
  }
  return props.children(props.query.data);
}

/**
 * /admin/staff (decision 054): who works in the console, their roles and second factors, and the
 * invitations not yet accepted. What the signed-in member's role may do (staff.manage, and
 * staff.manage-senior for owners and managers) decides which buttons show; the API checks again.
 */
export function AdminStaffPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const invitationsId = useId();
  const { user } = useSession();
  const staff = useStaff();
  const invitations = useInvitations();
  const roles = rolesManagedBy(user?.role);
  const [isInviting, setIsInviting] = useState(false);
  const [open, setOpen] = useState<{ action: StaffRowAction; member: StaffMember } | null>(null);
  const close = () => setOpen(null);

  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id={headingId} className="text-2xl font-bold text-dune-900">
            {t("adminStaff.title")}
          </h1>
          <p className="mt-1 max-w-2xl text-dune-800">{t("adminStaff.intro")}</p>
        </div>
        {can(user?.role, "staff.manage") && roles.length > 0 && (
          <button
            type="button"
            onClick={() => setIsInviting(true)}
            className="rounded-full bg-dune-800 px-5 py-2 font-semibold text-white hover:bg-dune-700"
          >
            {t("adminStaff.invite")}
          </button>
        )}
      </div>
      <Loaded query={staff} loading={t("adminStaff.loading")}>
        {(members) =>
          members.length === 0 ? (
            <p className="rounded-xl bg-sand-50 p-4 text-dune-900">{t("adminStaff.empty")}</p>
          ) : (
            <StaffTable
              members={members}
              user={user}
              onAction={(action, member) => setOpen({ action, member })}
            />
          )
        }
      </Loaded>
      <section aria-labelledby={invitationsId} className="grid gap-3">
        <h2 id={invitationsId} className="text-xl font-bold text-dune-900">
          {t("adminStaff.invitations.heading")}
        </h2>
        <Loaded query={invitations} loading={t("adminStaff.loading")}>
          {(pending) => <InvitationsList invitations={pending} user={user} />}
        </Loaded>
      </section>
      {isInviting && <InviteDialog roles={roles} onClose={() => setIsInviting(false)} />}
      {open?.action === "role" && <RoleDialog member={open.member} roles={roles} onClose={close} />}
      {open && open.action !== "role" && (
        <MemberConfirmDialog action={open.action} member={open.member} onClose={close} />
      )}
    </section>
  );
}
