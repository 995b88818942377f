import { useTranslation } from "react-i18next";
import { AdminExtrasPage } from "../../features/admin-extras/components/admin-extras-page";
import { usePageTitle } from "../page-title";

export default function AdminExtrasPageRoute() {
  const { t } = useTranslation();
  usePageTitle(t("adminExtras.title"));
  return <AdminExtrasPage />;
}
