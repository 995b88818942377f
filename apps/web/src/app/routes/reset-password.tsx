import { useTranslation } from "react-i18next";
import { ResetPassword } from "../../features/auth/components/reset-password";
import { usePageTitle } from "../page-title";

/** /reset-password?token=...: opened from the emailed reset link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t("passwordReset.resetTitle"), t("passwordReset.resetSubtitle"));
  return <ResetPassword />;
}

export default ResetPasswordPage;
