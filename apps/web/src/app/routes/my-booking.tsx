import { useTranslation } from "react-i18next";
import { MyBookings } from "../../features/my-bookings/components/my-bookings";
import { usePageTitle } from "../page-title";
import { RequireAuth } from "../require-auth";

/** /my-booking: signed-in guests only (spec section 2); visitors go to sign-in and come back. */
export function MyBookingPage() {
  const { t } = useTranslation();
  usePageTitle(t("mybookings.title"), t("mybookings.subtitle"));
  return (
    <RequireAuth>
      <MyBookings />
    </RequireAuth>
  );
}

export default MyBookingPage;
