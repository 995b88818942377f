import type { QuoteDetail } from "@camp/shared/booking/booking-api";
import { paths } from "@camp/shared/routes/site-paths";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PromoCodeField } from "../../../components/promo-code-field";
import { toLanguage } from "../../../i18n/i18n";
import { formatPrice } from "../../../lib/format";
import { useApplyQuotePromo } from "../api/apply-quote-promo";

/**
 * The payment page's promo code (decision 026): Apply or Remove asks for a new price of the same
 * stay, and the page moves to that quote (its hold is placed afresh; the old one is let go).
 */
export function QuotePromoCode({ quote, isDisabled }: { quote: QuoteDetail; isDisabled: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const apply = useApplyQuotePromo();
  const applied = quote.discount?.code ?? null;
  const ask = (promoCode: string | null) =>
    apply.mutate(
      { quoteId: quote.quoteId, promoCode },
      {
        onSuccess: (fresh) =>
          navigate(`${paths.payment}?quote=${fresh.quoteId}`, { replace: true }),
      },
    );
  return (
    <PromoCodeField
      applied={applied}
      appliedNote={
        quote.discount
          ? t("promoCode.saved", {
              amount: formatPrice(quote.discount.amount, toLanguage(i18n.language)),
            })
          : undefined
      }
      isBusy={apply.isPending}
      isDisabled={isDisabled}
      error={apply.error}
      onApply={ask}
      onRemove={() => ask(null)}
    />
  );
}
