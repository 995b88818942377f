import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ChangeBooking } from "../../features/my-bookings/components/change-booking";
import { usePageTitle } from "../page-title";
import { RequireAuth } from "../require-auth";

/** /my-booking/:id/change: a signed-in guest changes their own booking (decision 019). */
export default function ChangeBookingRoute() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  usePageTitle(t("changeBooking.title"), t("changeBooking.subtitle"));
  return (
    <div className="mx-auto min-h-[80vh] max-w-6xl px-4 py-12">
      <h1 className="mb-8 text-3xl font-bold text-dune-900">{t("changeBooking.title")}</h1>
      <RequireAuth>
        <ChangeBooking bookingId={id} />
      </RequireAuth>
    </div>
  );
}
