import { useTranslation } from "react-i18next";
import { AccountDataSection } from "../../features/account/components/account-data-section";
import { EmailLanguageSection } from "../../features/account/components/email-language-section";
import { SessionsSection } from "../../features/account/components/sessions-section";
import { MyBookings } from "../../features/my-bookings/components/my-bookings";
import { WaitingListSection } from "../../features/my-bookings/components/waiting-list-section";
import { usePageTitle } from "../page-title";
import { RequireAuth } from "../require-auth";

/**
 * /my-booking: signed-in guests only (spec section 2); visitors go to sign-in and come back. The
 * guest's own page: their bookings, the stays they wait for (decision 033), the language of their
 * emails, where they are signed in (decision 054), then their data (a copy, deleting the account;
 * decision 031).
 */
export function MyBookingPage() {
  const { t } = useTranslation();
  usePageTitle(t("mybookings.title"), t("mybookings.subtitle"));
  // The space is held while the session and the bookings load, so the footer does not jump down.
  return (
    <div className="min-h-[80vh]">
      <RequireAuth>
        <MyBookings />
        <WaitingListSection />
        <EmailLanguageSection />
        <SessionsSection />
        <AccountDataSection />
      </RequireAuth>
    </div>
  );
}

export default MyBookingPage;
