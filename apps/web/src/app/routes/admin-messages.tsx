import { useTranslation } from "react-i18next";
import { AdminMessagesPage } from "../../features/admin-messages/components/admin-messages-page";
import { usePageTitle } from "../page-title";

export default function AdminMessagesPageRoute() {
  const { t } = useTranslation();
  usePageTitle(t("adminMessages.title"));
  return <AdminMessagesPage />;
}
