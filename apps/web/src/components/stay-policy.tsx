import type { StayPolicyTerms } from "@camp/shared/booking/policy-shown";
import { paths } from "@camp/shared/routes/site-paths";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toLanguage } from "../i18n/i18n";
import { formatPercent, formatPrice, formatResortInstant, formatStayDate } from "../lib/format";

const linkClass =
  "rounded font-semibold text-dune-900 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dune-800";

/**
 * The cancellation policy as it reads for this stay, before the card (decision 031): its own
 * deadlines on the resort's clock and the amounts they give back, from the server's terms (the
 * same the server records as shown). A deadline already past is left out; the links open the
 * Terms of booking and the Privacy notice in a new tab, so the payment is not lost. A changed
 * stay (the payment page of a change, the change screen) states its own policy: a stay moved
 * later counts from its first check-in (decision 023), and says so (decision 049).
 */
export function StayPolicy({
  terms,
  now = new Date(),
  isPayment = true,
}: {
  terms: StayPolicyTerms;
  now?: Date;
  /** On the payment page: with the paragraph that paying accepts the terms. */
  isPayment?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const at = (iso: string) => formatResortInstant(iso, lang);
  const isAhead = (iso: string) => new Date(iso).getTime() >= now.getTime();
  const hasPartial = terms.partialRefundPercent > 0 && isAhead(terms.partialRefundUntil);
  const isFirstCheckIn = terms.stayCheckIn !== undefined;
  return (
    <section
      aria-labelledby="stay-policy-heading"
      className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm"
    >
      <h2 id="stay-policy-heading" className="text-xl font-bold text-dune-900">
        {t("paymentpage.policy.heading")}
      </h2>
      <p className="mt-1 text-sm text-dune-800">{t("paymentpage.policy.timesNote")}</p>
      {terms.stayCheckIn && (
        <p className="mt-2 text-sm text-dune-900" data-testid="policy-first-check-in">
          {t("paymentpage.policy.firstCheckIn", {
            stayCheckIn: formatStayDate(terms.stayCheckIn, lang, "long"),
            checkIn: at(terms.checkInAt),
          })}
        </p>
      )}
      <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-dune-900">
        {isAhead(terms.fullRefundUntil) && (
          <li>
            {t("paymentpage.policy.full", {
              until: at(terms.fullRefundUntil),
              amount: formatPrice(terms.totalAmount, lang),
            })}
          </li>
        )}
        {hasPartial && (
          <li>
            {t("paymentpage.policy.partial", {
              percent: formatPercent(terms.partialRefundPercent, lang),
              amount: formatPrice(terms.partialRefundAmount, lang),
              until: at(terms.partialRefundUntil),
            })}
          </li>
        )}
        <li>
          {t(
            hasPartial
              ? isFirstCheckIn
                ? "paymentpage.policy.noneAfterFirst"
                : "paymentpage.policy.noneAfter"
              : isFirstCheckIn
                ? "paymentpage.policy.noneNowFirst"
                : "paymentpage.policy.noneNow",
            {
              from: at(hasPartial ? terms.partialRefundUntil : terms.checkInAt),
              checkIn: at(terms.checkInAt),
            },
          )}
        </li>
        {(terms.tourismFeeRefundAmount ?? 0) > 0 && (
          <li data-testid="policy-tourism-fee">
            {t("paymentpage.policy.tourismFee", {
              amount: formatPrice(terms.tourismFeeRefundAmount ?? 0, lang),
            })}
          </li>
        )}
      </ul>
      {isPayment && (
        <p className="mt-3 text-sm text-dune-800">
          <Trans
            i18nKey="paymentpage.policy.agree"
            components={{
              terms: <Link to={paths.terms} target="_blank" rel="noopener" className={linkClass} />,
              privacy: (
                <Link to={paths.privacy} target="_blank" rel="noopener" className={linkClass} />
              ),
            }}
          />
        </p>
      )}
    </section>
  );
}
