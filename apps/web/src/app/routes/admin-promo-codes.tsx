import { useTranslation } from "react-i18next";
import { AdminPromoCodesPage } from "../../features/admin-promo-codes/components/admin-promo-codes-page";
import { usePageTitle } from "../page-title";

export default function AdminPromoCodesPageRoute() {
  const { t } = useTranslation();
  usePageTitle(t("adminPromoCodes.title"));
  return <AdminPromoCodesPage />;
}
