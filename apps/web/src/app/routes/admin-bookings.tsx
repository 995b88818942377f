import { useTranslation } from "react-i18next";
import { AdminBookingsPage } from "../../features/admin-bookings/components/admin-bookings-page";
import { usePageTitle } from "../page-title";

export default function AdminBookingsPageRoute() {
  const { t } = useTranslation();
  usePageTitle(t("adminBookings.title"));
  return <AdminBookingsPage />;
}
