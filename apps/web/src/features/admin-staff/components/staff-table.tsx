import type { PublicUser } from "@camp/shared/auth/auth-schemas";
import { can } from "@camp/shared/auth/staff-permissions";
import type { StaffMember } from "@camp/shared/auth/staff-schemas";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../../i18n/i18n";
import { formatNumber, formatResortInstant } from "../../../lib/format";
import type { MemberAction } from "./member-confirm-dialog";
import { mayManage, useRoleName } from "./staff-words";

/** What a row's buttons ask the page to open. */
export type StaffRowAction = MemberAction | "role";

const smallButton =
  "rounded-full border border-dune-800 px-3 py-1 text-sm font-semibold text-dune-800 hover:bg-sand-100";
const cell = "block px-3 py-1 text-sm text-dune-900 md:table-cell md:py-2 md:align-top";
const headerCell = "px-3 py-2 text-start text-xs font-semibold text-dune-800";

/** A cell, its column's name before it on a phone, where the rows are cards. */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className={cell}>
      <span className="me-1 font-semibold text-dune-800 md:hidden">{label}:</span>
      {children}
    </td>
  );
}

const badgeTones = {
  on: "bg-emerald-100 text-emerald-900",
  off: "bg-sand-200 text-dune-900",
  /** No second factor: the account signs in with a password alone. */
  warning: "bg-amber-100 text-amber-900",
};

function Badge(props: { isOn: boolean; offTone?: keyof typeof badgeTones; children: ReactNode }) {
  const { isOn, offTone = "off", children } = props;
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${badgeTones[isOn ? "on" : offTone]}`}
    >
      <span aria-hidden="true">{isOn ? "●" : "○"}</span>
      {children}
    </span>
  );
}

/** The buttons of one account: what the signed-in member's role may do to it. */
function RowActions(props: {
  member: StaffMember;
  user: PublicUser | null;
  onAction: (action: StaffRowAction, member: StaffMember) => void;
}) {
  const { t } = useTranslation();
  const { member, user, onAction } = props;
  const name = member.name;
  const buttons: { action: StaffRowAction; label: string; aria: string }[] = [];
  if (mayManage(user, member)) {
    buttons.push(
      {
        action: "role",
        label: t("adminStaff.changeRole"),
        aria: t("adminStaff.changeRoleOf", { name }),
      },
      member.disabled
        ? {
            action: "enable",
            label: t("adminStaff.enable"),
            aria: t("adminStaff.enableOf", { name }),
          }
        : {
            action: "disable",
            label: t("adminStaff.disable"),
            aria: t("adminStaff.disableOf", { name }),
          },
      {
        action: "signOut",
        label: t("adminStaff.signOut"),
        aria: t("adminStaff.signOutOf", { name }),
      },
    );
  }
  const mayReset = can(user?.role, "staff.reset-two-factor") && member.email !== user?.email;
  if (mayReset && member.twoFactor) {
    buttons.push({
      action: "reset",
      label: t("adminStaff.resetTwoFactor"),
      aria: t("adminStaff.resetTwoFactorOf", { name }),
    });
  }
  if (buttons.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {buttons.map((button) => (
        <button
          key={button.action}
          type="button"
          className={smallButton}
          aria-label={button.aria}
          onClick={() => onAction(button.action, member)}
        >
          {button.label}
        </button>
      ))}
    </div>
  );
}

/**
 * An email that wraps, when it must, before its "@" and after its dots rather than mid-word (a
 * long address would otherwise be cut wherever the column ends).
 */
function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=\.)/);
  return parts.map((part, index) => (
    // The parts of one address never change order: the index is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/**
 * The staff as a table on a laptop and as cards on a phone (the same rows, drawn as blocks below
 * the md width), so each account and its buttons are in the page once.
 */
export function StaffTable(props: {
  members: StaffMember[];
  user: PublicUser | null;
  onAction: (action: StaffRowAction, member: StaffMember) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const roleName = useRoleName();
  const columns = {
    member: t("adminStaff.columns.member"),
    role: t("adminStaff.columns.role"),
    secondFactor: t("adminStaff.columns.secondFactor"),
    lastSignIn: t("adminStaff.columns.lastSignIn"),
    status: t("adminStaff.columns.status"),
    actions: t("adminStaff.columns.actions"),
  };
  return (
    <table className="block w-full md:table md:rounded-xl md:border md:border-sand-200 md:bg-white">
      <caption className="sr-only">{t("adminStaff.title")}</caption>
      <thead className="hidden bg-sand-50 md:table-header-group">
        <tr>
          {Object.entries(columns).map(([key, label]) => (
            <th key={key} scope="col" className={headerCell}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="grid gap-3 md:table-row-group">
        {props.members.map((member) => (
          <tr
            key={member.id}
            className={`block rounded-xl border border-sand-200 py-2 md:table-row md:rounded-none md:border-0 md:border-t ${member.disabled ? "bg-sand-50" : "bg-white"}`}
          >
            <th scope="row" className={`${cell} text-start font-normal`}>
              <span className="font-semibold">{member.name}</span>
              {member.email === props.user?.email && (
                <span className="ms-2 text-xs text-dune-800">({t("adminStaff.you")})</span>
              )}
              <span className="block break-words text-dune-800">
                <bdi dir="ltr">
                  <BreakableEmail email={member.email} />
                </bdi>
              </span>
            </th>
            <Cell label={columns.role}>{roleName(member.role)}</Cell>
            <Cell label={columns.secondFactor}>
              <Badge isOn={member.twoFactor} offTone="warning">
                {member.twoFactor
                  ? t("adminStaff.secondFactorOn")
                  : t("adminStaff.secondFactorOff")}
              </Badge>
              {member.passkeys > 0 && (
                <span className="ms-2 whitespace-nowrap text-xs text-dune-800">
                  {t("adminStaff.passkeys", { number: formatNumber(member.passkeys, language) })}
                </span>
              )}
            </Cell>
            <Cell label={columns.lastSignIn}>
              {member.lastSignInAt
                ? formatResortInstant(member.lastSignInAt, language)
                : t("adminStaff.neverSignedIn")}
            </Cell>
            <Cell label={columns.status}>
              <Badge isOn={!member.disabled}>
                {member.disabled ? t("adminStaff.disabled") : t("adminStaff.active")}
              </Badge>
            </Cell>
            <td className={cell}>
              <RowActions member={member} user={props.user} onAction={props.onAction} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
