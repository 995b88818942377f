import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PayLinkPage } from "../../features/pay-link/components/pay-link-page";
import { usePageTitle } from "../page-title";

/**
 * /pay/:token: a payment link staff sent (decision 055). Open to anyone who has the link, no
 * sign-in; private, so search engines are told not to index it.
 */
export default function PayLinkRoute() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  usePageTitle(t("payLink.title"), t("payLink.description"));
  useNoIndex();
  return <PayLinkPage key={token} token={token} />;
}

/** `<meta name="robots" content="noindex">` while the page is shown (the server sends X-Robots-Tag too). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex, nofollow";
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
