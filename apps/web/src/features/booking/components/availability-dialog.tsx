import { isErrorCode } from "@camp/shared/api/error-codes";
import type { ShortNight } from "@camp/shared/booking/booking-api";
import { PENDING_DECISION_DAYS, PENDING_DECISION_HOURS } from "@camp/shared/booking/booking-limits";
import { bookingMessages } from "@camp/shared/booking/booking-messages";
import { isExtraLine, type PriceLine } from "@camp/shared/booking/pricing";
import { nightlyRateOf } from "@camp/shared/booking/unit-nights";
import { toMinorUnits } from "@camp/shared/catalogue/money";
import { paths } from "@camp/shared/routes/site-paths";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { secondaryButtonClass, submitClass } from "../../../components/form-classes";
import {
  nightsInFils,
  type PriceRow,
  TotalAmount,
  usePriceRows,
} from "../../../components/price-rows";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage, useServerMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { formatNumber, formatPrice, formatResortTime, formatStayDate } from "../../../lib/format";
import type { CheckAvailabilityInput, Quote } from "../api/check-availability";
import { PriceRowsOfList, usePriceLineRows } from "./price-lines";
import { WaitingListOffer } from "./waiting-list-offer";

export type RequestSummary = {
  checkIn: string;
  checkOut: string;
  /** e.g. "Rooms (Master)": what the units are. */
  unitsLabel: string;
  units: number;
  /** The form's own estimate of what the total is made of (the shared pricing code). */
  lines?: PriceLine[];
  /** The promo code sent with the request, if any (the answer says only what it took off). */
  promoCode?: string;
};

const sumOf = (amounts: { amount: number }[]) =>
  amounts.reduce((sum, line) => sum + line.amount, 0);

/**
 * What the server's total is made of, shown only when the rows add up to it: the estimate's lines
 * when they do (the same shared pricing), else the server's own nights and discount with the
 * estimate's activities (a promo code the estimate could not know of) and the server's Tourism
 * Dirham fee (set by the resort's tax settings). If the resort changed a
 * rate meanwhile, the guest sees the charged total, never a sum that does not match it.
 */
function useBreakdown(request: RequestSummary, quote: Quote): PriceRow[] | undefined {
  const lineRows = usePriceLineRows();
  const rows = usePriceRows();
  const total = toMinorUnits(quote.totalAmount);
  if (request.lines && sumOf(request.lines) === total) return lineRows(request.lines);
  const nights = nightsInFils(quote.nightly);
  const extras = request.lines?.filter(isExtraLine) ?? [];
  const discount = toMinorUnits(quote.discount);
  const fee = toMinorUnits(quote.tourismFee);
  if (nights.length === 0 || sumOf(nights) + sumOf(extras) - discount + fee !== total) {
    return undefined;
  }
  return [
    ...rows.runs(nights),
    ...lineRows(extras),
    ...(discount > 0 ? [rows.discount(request.promoCode, discount)] : []),
    ...rows.tourismFee(fee),
  ];
}

type AvailabilityDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isChecking: boolean;
  quote: Quote | undefined;
  error: Error | null;
  request: RequestSummary | undefined;
  /** What the check was sent: a short stay's waiting list is joined with the same. */
  checked: CheckAvailabilityInput | undefined;
  unitPriceLabel: string;
  onCloseAutoFocus: (event: Event) => void;
};

/** The availability popup of spec section 4, step 3: the server's answer and 'Pay Now'. */
export function AvailabilityDialog(props: AvailabilityDialogProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <Dialog.Root open={props.isOpen} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          dir={language === "ar" ? "rtl" : "ltr"}
          onCloseAutoFocus={props.onCloseAutoFocus}
          className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[90vh] max-w-lg -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-bold text-dune-900">
            {t("bookingpage.dialogTitle")}
          </Dialog.Title>
          <Dialog.Description className="sr-only">
            {t("bookingpage.dialogDescription")}
          </Dialog.Description>
          <div aria-live="polite" className="mt-4">
            {props.isChecking ? (
              <p role="status">{t("bookingpage.checking")}</p>
            ) : props.error ? (
              <FailedCheck error={props.error} />
            ) : props.quote && props.request ? (
              <QuoteDetails
                quote={props.quote}
                request={props.request}
                checked={props.checked}
                unitPriceLabel={props.unitPriceLabel}
              />
            ) : null}
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close className={secondaryButtonClass}>
              {t("bookingpage.changeRequest")}
            </Dialog.Close>
            {props.quote && !props.isChecking && !props.error && (
              <PayNowButton quoteId={props.quote.quoteId} />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PayNowButton({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={`${submitClass} sm:w-auto`}
      onClick={() => navigate(`${paths.payment}?quote=${encodeURIComponent(quoteId)}`)}
    >
      {t("bookingpage.payNow")}
    </button>
  );
}

function FailedCheck({ error }: { error: Error }) {
  const translate = useServerMessage();
  const errorMessage = useErrorMessage();
  // A code of the server's list (or no connection) says why; anything else is spec 5's fallback.
  const message =
    error instanceof ApiError && (error.status === 0 || isErrorCode(error.code))
      ? errorMessage(error)
      : translate(bookingMessages.bookingFailed);
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
      {message}
    </p>
  );
}

function QuoteDetails({
  quote,
  request,
  checked,
  unitPriceLabel,
}: {
  quote: Quote;
  request: RequestSummary;
  checked: CheckAvailabilityInput | undefined;
  unitPriceLabel: string;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const isConfirmed = quote.status === "confirmed";
  const breakdown = useBreakdown(request, quote);
  const rows = usePriceRows();
  return (
    <div className="space-y-4">
      <p
        className={`rounded-lg p-3 font-semibold ${isConfirmed ? "bg-green-50 text-green-800" : "bg-amber-50 text-amber-900"}`}
      >
        {isConfirmed ? t("bookingpage.statusConfirmed") : t("bookingpage.statusPending")}
      </p>
      {!isConfirmed && quote.shortNights.length > 0 && (
        // An alert: a screen reader hears, as the answer comes, that the stay is short and a request.
        <div role="alert" className="rounded-lg border border-amber-300 p-3 text-amber-900">
          <ShortNights nights={quote.shortNights} />
        </div>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-dune-800">{t("bookingpage.checkIn")}</dt>
        <dd className="text-end">{formatStayDate(request.checkIn, language, "long")}</dd>
        <dt className="text-dune-800">{t("bookingpage.checkOut")}</dt>
        <dd className="text-end">{formatStayDate(request.checkOut, language, "long")}</dd>
        <dt className="text-dune-800">{t("bookingpage.nights")}</dt>
        <dd className="text-end">{formatNumber(quote.nights, language)}</dd>
        <dt className="text-dune-800">{request.unitsLabel}</dt>
        <dd className="text-end">{formatNumber(request.units, language)}</dd>
        <UnitRateRow label={unitPriceLabel} quote={quote} />
        {breakdown && <PriceRowsOfList rows={breakdown} />}
        <dt className="font-semibold">{t("prices.totalCharged")}</dt>
        <dd className="text-end text-lg font-bold">
          <TotalAmount amount={quote.totalAmount} vatRate={quote.vatRate} />
        </dd>
        <PriceRowsOfList rows={rows.vatIncluded(quote)} />
      </dl>
      {/* A request's units are not held for it: the guest chooses between its two ways on. */}
      {!isConfirmed && <RequestChoice quote={quote} />}
      {!isConfirmed && checked && <WaitingListOffer input={checked} />}
      <p className="text-xs text-dune-800">
        {isConfirmed
          ? t("bookingpage.holdNote", {
              minutes: formatNumber(quote.holdMinutes, language),
              until: formatResortTime(quote.expiresAt, language),
            })
          : t("bookingpage.requestPriceNote", {
              until: formatResortTime(quote.expiresAt, language),
            })}
      </p>
    </div>
  );
}

/**
 * One unit's price a night as it is: one amount when every night costs the same, else its lowest
 * and highest (each night is in the breakdown below), never the first night's rate for all
 * (decision 025). A server answer without the nights says nothing rather than a wrong rate.
 */
function UnitRateRow({ label, quote }: { label: string; quote: Quote }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const rate = nightlyRateOf(quote.unitNightly);
  if (!rate) return null;
  return (
    <>
      <dt className="text-dune-800">{label}</dt>
      <dd className="text-end">
        {rate.kind === "same"
          ? formatPrice(rate.amount, language)
          : t("bookingpage.rateRange", {
              lowest: formatPrice(rate.lowest, language),
              highest: formatPrice(rate.highest, language),
            })}
      </dd>
    </>
  );
}

/**
 * What Pay Now does for a request (decision 047): the card is authorised for the total, staff
 * capture exactly that when they confirm, or the authorisation is released when they decline or
 * do not decide in time. The amount never changes after Pay Now.
 */
function RequestChoice({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const total = formatPrice(quote.totalAmount, language);
  return (
    <section className="rounded-lg border border-sand-200 p-3">
      <h3 className="font-semibold text-dune-900">{t("bookingpage.requestChoice.heading")}</h3>
      <p className="mt-1 text-sm text-dune-800">
        {t("bookingpage.requestChoice.text", {
          total,
          hours: formatNumber(PENDING_DECISION_HOURS, language),
          days: formatNumber(PENDING_DECISION_DAYS, language),
        })}
      </p>
    </section>
  );
}

function ShortNights({ nights }: { nights: ShortNight[] }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <>
      <p className="font-semibold">{t("bookingpage.shortNightsTitle")}</p>
      <ul className="mt-1 list-disc space-y-1 ps-5 text-sm">
        {nights.map((night) => (
          <li key={`${night.date}-${night.unit}`}>
            {t(night.remaining > 0 ? "bookingpage.shortNightSome" : "bookingpage.shortNightNone", {
              date: formatStayDate(night.date, language),
              unit: t(`bookingpage.unitNames.${night.unit.replace(":", "_") as "camp"}`),
              remaining: formatNumber(night.remaining, language),
              requested: formatNumber(night.requested, language),
            })}
          </li>
        ))}
      </ul>
    </>
  );
}
