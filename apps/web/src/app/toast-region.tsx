import { useTranslation } from "react-i18next";
import { Toaster } from "sonner";

/** Where toasts show (3 seconds, spec 9), at the top, in the page's direction, named in its language. */
export function ToastRegion() {
  const { t, i18n } = useTranslation();
  return (
    <Toaster
      position="top-center"
      duration={3000}
      dir={i18n.dir()}
      containerAriaLabel={t("nav.notifications")}
      richColors
    />
  );
}
