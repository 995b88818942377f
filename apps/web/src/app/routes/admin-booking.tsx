import { useTranslation } from "react-i18next";
import { AdminBookingDetailPage } from "../../features/admin-bookings/components/admin-booking-detail-page";
import { usePageTitle } from "../page-title";

export default function AdminBookingDetailPageRoute() {
  const { t } = useTranslation();
  usePageTitle(t("adminBookings.detailTitle"));
  return <AdminBookingDetailPage />;
}
