import { useTranslation } from "react-i18next";
import { ListingsPage } from "../../features/listings/components/listings-page";
import { usePageTitle } from "../page-title";

/** /booking/airbnb: places to stay from the short-term-rental service (spec sections 1 and 2). */
export function RentalListingsPage() {
  const { t } = useTranslation();
  usePageTitle(t("listings.title"), t("listings.subtitle"));
  return <ListingsPage />;
}

export default RentalListingsPage;
