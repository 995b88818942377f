import { useTranslation } from "react-i18next";
import { AdminStaffPage } from "../../features/admin-staff/components/admin-staff-page";
import { usePageTitle } from "../page-title";

export default function AdminStaffPageRoute() {
  const { t } = useTranslation();
  usePageTitle(t("adminStaff.title"));
  return <AdminStaffPage />;
}
