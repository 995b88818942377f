import { SERVICE_TYPES, type ServiceType } from "@camp/shared/booking/booking-limits";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { BookingPage } from "../../features/booking/components/booking-page";
import { NotFoundPage } from "../not-found-page";
import { usePageTitle } from "../page-title";

const isServiceType = (value: string | undefined): value is ServiceType =>
  (SERVICE_TYPES as readonly string[]).includes(value ?? "");

/** /booking/{serviceType}: serviceType is room, camp, parking or package (spec section 2). */
export function BookingRoute() {
  const { serviceType } = useParams();
  const { t } = useTranslation();
  usePageTitle(
    isServiceType(serviceType) ? t(`bookingpage.titles.${serviceType}`) : t("pages.notFound"),
    t("bookingpage.metaDescription"),
  );
  if (!isServiceType(serviceType)) return <NotFoundPage />;
  // A new form per service, so one service's values never leak into another's.
  return <BookingPage key={serviceType} serviceType={serviceType} />;
}

export default BookingRoute;
