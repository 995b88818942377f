import { paths } from "@camp/shared/routes/site-paths";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import {
  ClosedQuoteNotice,
  Notice,
  primaryLinkClass,
} from "../../../components/card-payment/quote-notice";
import { secondaryButtonClass } from "../../../components/form-classes";
import { ApiError } from "../../../lib/api-client";
import { useQuoteDetail } from "../api/get-quote-detail";
import { Checkout } from "./checkout";

const quoteIdSchema = z.uuid();

/**
 * /payment?quote=<quoteId> (spec section 2; decision 010). The quote id in the URL is all the
 * page needs: after a reload or in a second tab the server says where the payment stands.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const quoteId = searchParams.get("quote") ?? "";

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="mb-8 text-3xl font-bold text-dune-900">{t("paymentpage.title")}</h1>
      {quoteIdSchema.safeParse(quoteId).success ? (
        <QuotePayment key={quoteId} quoteId={quoteId} />
      ) : (
        <div className="max-w-2xl">
          <NoQuote which="noQuote" />
        </div>
      )}
    </div>
  );
}

function NoQuote({ which }: { which: "noQuote" | "unknownQuote" }) {
  const { t } = useTranslation();
  return (
    <Notice
      heading={t(`paymentpage.${which}.heading`)}
      actions={
        <Link to={paths.booking("room")} className={primaryLinkClass}>
          {t("paymentpage.bookAStay")}
        </Link>
      }
    >
      <p>{t(`paymentpage.${which}.text`)}</p>
    </Notice>
  );
}

function QuotePayment({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation();
  const detail = useQuoteDetail(quoteId);
  // Once the checkout has started it stays on screen: its own overlays report the booking, even
  // when the refreshed quote already says "fulfilled" or "refunded".
  const [hasCheckout, setHasCheckout] = useState(false);
  const quote = detail.data;
  const isPayable = quote?.state === "open" || quote?.state === "paying";
  if (isPayable && !hasCheckout) setHasCheckout(true);

  if (quote && (hasCheckout || isPayable)) return <Checkout quote={quote} />;
  if (quote) {
    return (
      <div className="max-w-2xl">
        <ClosedQuoteNotice quote={quote} />
      </div>
    );
  }
  if (detail.isPending) {
    return (
      <p role="status" className="text-dune-800">
        {t("paymentpage.loading")}
      </p>
    );
  }
  const error = detail.error;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return (
      <div className="max-w-2xl">
        <NoQuote which="unknownQuote" />
      </div>
    );
  }
  return (
    <Notice
      heading={t("paymentpage.loadFailed")}
      tone="error"
      actions={
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => void detail.refetch()}
        >
          {t("paymentpage.retry")}
        </button>
      }
    >
      <p role="alert">{t("errors.network")}</p>
    </Notice>
  );
}
