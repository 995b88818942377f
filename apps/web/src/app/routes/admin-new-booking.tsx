import { useTranslation } from "react-i18next";
import { NewBookingPage } from "../../features/admin-new-booking/components/new-booking-page";
import { StaffStayForm } from "../../features/booking/components/staff-stay-form";
import { usePageTitle } from "../page-title";

export default function AdminNewBookingPageRoute() {
  const { t } = useTranslation();
  usePageTitle(t("adminNewBooking.title"));
  // The stay is chosen with the booking feature's forms; the route joins the two features.
  return <NewBookingPage StayForm={StaffStayForm} />;
}
