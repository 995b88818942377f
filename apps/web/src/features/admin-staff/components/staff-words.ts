import type { PublicUser } from "@camp/shared/auth/auth-schemas";
import {
  rolesManagedBy,
  STAFF_ROLE_NAMES,
  type StaffRole,
} from "@camp/shared/auth/staff-permissions";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../../i18n/i18n";

/** A role's name in the page's language ("Front desk", "الاستقبال"). */
export function useRoleName() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (role: StaffRole) => STAFF_ROLE_NAMES[role][language];
}

/**
 * Whether the signed-in member may change, disable or sign out an account of this role: the roles
 * the permission table lets them manage, never their own account (the API answers NOT_YOURSELF).
 */
export function mayManage(
  user: PublicUser | null,
  target: { role: StaffRole; email?: string },
): boolean {
  if (!user || target.email === user.email) return false;
  return rolesManagedBy(user.role).includes(target.role);
}
