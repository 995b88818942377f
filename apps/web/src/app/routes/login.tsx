import { useTranslation } from "react-i18next";
import { LoginForm } from "../../features/auth/components/login-form";
import { usePageTitle } from "../page-title";

export { LOGIN_REDIRECT_MS } from "../../features/auth/components/login-form";

/** /login and /Login (spec sections 2, 4, 5, 8). */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t("authpage.loginTitle"), t("authpage.loginSubtitle"));
  return <LoginForm />;
}

export default LoginPage;
