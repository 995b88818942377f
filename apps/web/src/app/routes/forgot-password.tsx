import { useTranslation } from "react-i18next";
import { ForgotPassword } from "../../features/auth/components/forgot-password";
import { usePageTitle } from "../page-title";

/** /forgot-password: linked from sign-in (spec section 2); emails a reset link. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t("forgotpage.title"), t("forgotpage.subtitle"));
  return <ForgotPassword />;
}

export default ForgotPasswordPage;
