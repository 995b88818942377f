import { useTranslation } from "react-i18next";
import { AcceptInvitation } from "../../features/staff-invitation/components/accept-invitation";
import { usePageTitle } from "../page-title";

/** /staff/accept?token=...: opened from a staff invitation email (not a console page). */
export function StaffAcceptPage() {
  const { t } = useTranslation();
  usePageTitle(t("staffInvitation.title"), t("staffInvitation.subtitle"));
  return <AcceptInvitation />;
}

export default StaffAcceptPage;
