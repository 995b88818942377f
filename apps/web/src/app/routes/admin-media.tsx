import { useTranslation } from "react-i18next";
import { AdminMediaPage } from "../../features/admin-media/components/admin-media-page";
import { usePageTitle } from "../page-title";

export default function AdminMediaPageRoute() {
  const { t } = useTranslation();
  usePageTitle(t("adminMedia.title"));
  return <AdminMediaPage />;
}
