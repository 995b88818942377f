import { useTranslation } from "react-i18next";
import { AdminWaitingListPage } from "../../features/admin-waiting-list/components/admin-waiting-list-page";
import { usePageTitle } from "../page-title";

export default function AdminWaitingListPageRoute() {
  const { t } = useTranslation();
  usePageTitle(t("adminWaitingList.title"));
  return <AdminWaitingListPage />;
}
