import { useTranslation } from "react-i18next";
import { AdminReportsPage } from "../../features/admin-reports/components/admin-reports-page";
import { usePageTitle } from "../page-title";

export default function AdminReportsPageRoute() {
  const { t } = useTranslation();
  usePageTitle(t("adminReports.title"));
  return <AdminReportsPage />;
}
