import { useTranslation } from "react-i18next";
import { AdminChannelsPage } from "../../features/admin-channels/components/admin-channels-page";
import { usePageTitle } from "../page-title";

export default function AdminChannelsPageRoute() {
  const { t } = useTranslation();
  usePageTitle(t("adminChannels.title"));
  return <AdminChannelsPage />;
}
