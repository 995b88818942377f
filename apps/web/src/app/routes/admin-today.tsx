import { useTranslation } from "react-i18next";
import { AdminTodayPage } from "../../features/admin-today/components/admin-today-page";
import { usePageTitle } from "../page-title";

export default function AdminTodayPageRoute() {
  const { t } = useTranslation();
  usePageTitle(t("adminToday.title"));
  return <AdminTodayPage />;
}
