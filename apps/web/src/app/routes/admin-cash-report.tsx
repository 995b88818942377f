import { useTranslation } from "react-i18next";
import { AdminCashReportPage } from "../../features/admin-cash-report/components/admin-cash-report-page";
import { usePageTitle } from "../page-title";

export default function AdminCashReportPageRoute() {
  const { t } = useTranslation();
  usePageTitle(t("adminCashReport.title"));
  return <AdminCashReportPage />;
}
