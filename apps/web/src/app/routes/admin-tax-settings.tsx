import { useTranslation } from "react-i18next";
import { AdminTaxSettingsPage } from "../../features/admin-tax-settings/components/admin-tax-settings-page";
import { usePageTitle } from "../page-title";

export default function AdminTaxSettingsPageRoute() {
  const { t } = useTranslation();
  usePageTitle(t("adminTaxSettings.title"));
  return <AdminTaxSettingsPage />;
}
