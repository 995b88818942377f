import { useTranslation } from "react-i18next";
import { AdminRatesPage } from "../../features/admin-rates/components/admin-rates-page";
import { usePageTitle } from "../page-title";

export default function AdminRatesPageRoute() {
  const { t } = useTranslation();
  usePageTitle(t("adminRates.title"));
  return <AdminRatesPage />;
}
