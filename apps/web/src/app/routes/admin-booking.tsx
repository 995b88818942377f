import { useTranslation } from "react-i18next";
import { AdminBookingDetailPage } from "../../features/admin-bookings/components/admin-booking-detail-page";
import { PaymentLinkPanel } from "../../features/admin-new-booking/components/payment-link-panel";
import { usePageTitle } from "../page-title";

export default function AdminBookingDetailPageRoute() {
  const { t } = useTranslation();
  usePageTitle(t("adminBookings.detailTitle"));
  // The payment link's panel belongs to New booking; the route joins the two features. On the
  // booking's own page the panel links to no booking: it is this one.
  return (
    <AdminBookingDetailPage
      paymentLinkPanel={(props) => <PaymentLinkPanel {...props} isOnItsBooking />}
    />
  );
}
