import { useTranslation } from "react-i18next";
import { AdminInventoryPage } from "../../features/admin-inventory/components/admin-inventory-page";
import { usePageTitle } from "../page-title";

export default function AdminInventoryPageRoute() {
  const { t } = useTranslation();
  usePageTitle(t("adminInventory.title"));
  return <AdminInventoryPage />;
}
