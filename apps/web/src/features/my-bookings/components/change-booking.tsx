import type { StoredBooking } from "@camp/shared/booking/booking-api";
import type { ChangeCheck } from "@camp/shared/booking/booking-change";
import { toMinorUnits } from "@camp/shared/catalogue/money";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { STAY_RULE_CODES } from "@camp/shared/rates/stay-rules";
import { paths } from "@camp/shared/routes/site-paths";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { BookedExtras } from "../../../components/booked-extras";
import { secondaryButtonClass, submitClass } from "../../../components/form-classes";
import {
  PriceRowList,
  stayLineInFils,
  TotalAmount,
  usePriceRows,
} from "../../../components/price-rows";
import { StayPolicy } from "../../../components/stay-policy";
import { stayRuleField } from "../../../components/stay-range-field";
import { toLanguage } from "../../../i18n/i18n";
import { codedMessage, useErrorMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import { formatNumber, formatPercent, formatPrice, formatStayDate } from "../../../lib/format";
import { useSession } from "../../../lib/use-session";
import { useApplyChange } from "../api/apply-change";
import { useCheckChange } from "../api/check-change";
import { useChangeQuote } from "../api/get-change-quote";
import { useMyBookings } from "../api/get-my-bookings";
import { ChangeForm } from "./change-form";

/** The stay rule a refused change broke, if that is why it was refused. */
function stayRuleOf(error: unknown): StayRuleCode | undefined {
  return error instanceof ApiError && (STAY_RULE_CODES as readonly string[]).includes(error.code)
    ? (error.code as StayRuleCode)
    : undefined;
}
type StayRuleCode = (typeof STAY_RULE_CODES)[number];

/** A paid stay whose check-in day has not come: what the server lets a guest change. */
export const isChangeable = (booking: StoredBooking, today: string) =>
  booking.status === "confirmed" &&
  booking.paymentStatus === "completed" &&
  booking.checkIn > today;

/** The VAT an amount above holds, in small type under it. */
function SubLine({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1 text-sm">
      <dt className="text-dune-700">{label}</dt>
      <dd className="text-dune-700">{value}</dd>
    </div>
  );
}

function Line({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-dune-800">{label}</dt>
      <dd className={strong ? "text-xl font-bold text-dune-900" : "font-medium text-dune-900"}>
        {value}
      </dd>
    </div>
  );
}

/**
 * What the stay becomes (decision 049): "After the change: Wed, 9 Dec to Mon, 14 Dec, 5 nights,
 * 2 rooms" (a package names its units in its lines below).
 */
function NewStay({ check, serviceType }: { check: ChangeCheck; serviceType: string }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const values = {
    checkIn: formatStayDate(check.checkIn, lang, "long"),
    checkOut: formatStayDate(check.checkOut, lang, "long"),
    nights: t("prices.nights", {
      count: check.nights,
      formatted: formatNumber(check.nights, lang),
    }),
  };
  const isUnits = serviceType === "room" || serviceType === "camp" || serviceType === "parking";
  return (
    <p className="font-medium text-dune-900" data-testid="change-becomes">
      {isUnits
        ? t("changeBooking.becomes", {
            ...values,
            units: t(`changeBooking.units.${serviceType as "room"}`, {
              count: check.quantity,
              formatted: formatNumber(check.quantity, lang),
            }),
          })
        : t("changeBooking.becomesPackage", values)}
    </p>
  );
}

/** Which words say what a cheaper stay gives back (decision 049). */
const refundNoteKey = (check: ChangeCheck) =>
  check.kept <= 0
    ? "changeBooking.refundAll"
    : check.refund <= 0
      ? "changeBooking.refundNone"
      : // The Tourism Dirham fee of nights given up comes back in full, apart (decision 048).
        check.feeBack > 0
        ? check.refundPercent > 0
          ? "changeBooking.refundPartFee"
          : "changeBooking.refundFeeOnly"
        : "changeBooking.refundPart";

/** The priced change: new total, and what it costs or gives back, with the way to go on. */
function ChangePrice({
  bookingId,
  serviceType,
  check,
}: {
  bookingId: string;
  serviceType: string;
  check: ChangeCheck;
}) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const apply = useApplyChange(bookingId);
  const price = (amount: number) => formatPrice(amount, lang);
  const confirm = () =>
    apply.mutate(
      { quoteId: check.quoteId },
      {
        onSuccess: () => {
          toast.success(t("changeBooking.changed"));
          navigate(paths.myBooking);
        },
      },
    );
  return (
    <section
      aria-labelledby="change-price-heading"
      className="space-y-4 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm"
    >
      <h2 id="change-price-heading" className="text-xl font-bold text-dune-900">
        {t("changeBooking.priceHeading")}
      </h2>
      <NewStay check={check} serviceType={serviceType} />
      <NewStayPrice quoteId={check.quoteId} />
      {/* Each amount with the VAT it holds: the new total's, then that of what moves (decision 049). */}
      <ChangeAmounts check={check} />
      <ChangeMoneyNote check={check} />
      <StayPolicy terms={check.policy} isPayment={false} />
      <ChangePromoNote check={check} />
      {apply.isError && (
        <p role="alert" className="text-red-800">
          {errorMessage(apply.error)}
        </p>
      )}
      {check.toPay > 0 ? (
        <Link
          to={`${paths.payment}?quote=${check.quoteId}`}
          className={`${submitClass} inline-block text-center sm:w-auto`}
        >
          {t("changeBooking.pay", { amount: price(check.toPay) })}
        </Link>
      ) : (
        <button
          type="button"
          className={`${submitClass} sm:w-auto`}
          disabled={apply.isPending}
          onClick={confirm}
        >
          {apply.isPending ? t("changeBooking.working") : t("changeBooking.confirm")}
        </button>
      )}
    </section>
  );
}

/** The current and new totals, then what the change costs or gives back, each with its VAT. */
function ChangeAmounts({ check }: { check: ChangeCheck }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const price = (amount: number) => formatPrice(amount, lang);
  const rate = formatPercent(check.vatRate, lang);
  const hasVat = check.vatRate > 0;
  return (
    <dl className="divide-y divide-sand-100">
      <Line label={t("changeBooking.currentTotal")} value={price(check.currentAmount)} />
      <Line
        label={t("changeBooking.newTotal")}
        value={<TotalAmount amount={check.totalAmount} vatRate={check.vatRate} />}
      />
      {hasVat && (
        <SubLine label={t("changeBooking.newTotalVat", { rate })} value={price(check.vatAmount)} />
      )}
      {check.toPay > 0 ? (
        <>
          <Line label={t("changeBooking.toPay")} value={price(check.toPay)} strong />
          {hasVat && (
            <SubLine label={t("changeBooking.toPayVat", { rate })} value={price(check.toPayVat)} />
          )}
        </>
      ) : check.givenUp > 0 ? (
        <>
          <Line label={t("changeBooking.refund")} value={price(check.refund)} strong />
          {hasVat && check.refund > 0 && (
            <SubLine
              label={t("changeBooking.refundVat", { rate })}
              value={price(check.refundVat)}
            />
          )}
          {check.kept > 0 && <Line label={t("changeBooking.kept")} value={price(check.kept)} />}
        </>
      ) : null}
    </dl>
  );
}

/** In words: what is paid, or what a cheaper stay gives back and keeps, or that nothing moves. */
function ChangeMoneyNote({ check }: { check: ChangeCheck }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const price = (amount: number) => formatPrice(amount, lang);
  return (
    <p className="text-sm text-dune-800" data-testid="change-money">
      {check.toPay > 0
        ? t("changeBooking.payNote", { amount: price(check.toPay) })
        : check.givenUp > 0
          ? t(refundNoteKey(check), {
              givenUp: price(check.givenUp),
              refund: price(check.refund),
              kept: price(check.kept),
              percent: formatPercent(check.refundPercent, lang),
              fee: price(check.feeBack),
              rest: price(check.givenUpRest),
            })
          : t("changeBooking.sameNote")}
    </p>
  );
}

/** The booking's promo code goes with the change when it still fits (decision 026). */
function ChangePromoNote({ check }: { check: ChangeCheck }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const price = (amount: number) => formatPrice(amount, lang);
  return check.droppedPromoCode ? (
    <p className="text-sm text-dune-800">
      {t("changeBooking.promoDropped", { code: `\u2068${check.droppedPromoCode}\u2069` })}
    </p>
  ) : check.discount ? (
    <p className="text-sm text-dune-800">
      {t("changeBooking.promoKept", {
        code: `\u2068${check.discount.code}\u2069`,
        amount: price(check.discount.amount),
      })}
    </p>
  ) : null;
}

/**
 * What the changed stay's total is made of, as the server priced it: its nights (runs of one
 * price), activities, promo code (the booking's own, if it still fits the new stay) and the Tourism
 * Dirham fee. Nothing
 * while it loads: the totals below are the answer.
 */
function NewStayPrice({ quoteId }: { quoteId: string }) {
  const quote = useChangeQuote(quoteId).data;
  const rows = usePriceRows();
  if (!quote) return null;
  return (
    <div data-testid="change-lines" className="space-y-2">
      <PriceRowList rows={quote.lines.flatMap((line) => rows.stayLine(stayLineInFils(line)))} />
      <BookedExtras extras={quote.extras} />
      <PriceRowList
        rows={[
          ...(quote.discount
            ? [rows.discount(quote.discount.code, toMinorUnits(quote.discount.amount))]
            : []),
          ...rows.tourismFee(toMinorUnits(quote.tourismFee)),
        ]}
      />
    </div>
  );
}

/**
 * /my-booking/:id/change: the guest's own booking, its form prefilled (activities included), then
 * the price check. `?add=activity` (My bookings' "Add an activity") opens it with a new activity row.
 */
export function ChangeBooking({ bookingId }: { bookingId: string }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const { user } = useSession();
  const bookings = useMyBookings(user?.email ?? "");
  const check = useCheckChange(bookingId);
  const errorMessage = useErrorMessage();
  const [checked, setChecked] = useState<ChangeCheck | null>(null);
  const [searchParams] = useSearchParams();
  const onEdit = useCallback(() => setChecked(null), []);
  const stayRule = stayRuleOf(check.error);
  const problems = useMemo(() => {
    const error = check.error;
    if (!(error instanceof ApiError) || error.status !== 400) return [];
    // A stay rule (decision 025) goes on its date field, in the same words as the booking form's.
    const rule = stayRuleOf(error);
    if (rule) return [{ name: stayRuleField(rule), message: codedMessage(rule, error.params) }];
    return Object.entries(error.fieldErrors).map(([name, message]) => ({ name, message }));
  }, [check.error]);
  const today = resortToday();
  const booking = [...(bookings.data?.regular ?? []), ...(bookings.data?.packages ?? [])].find(
    (candidate) => candidate._id === bookingId,
  );

  if (bookings.isPending) return <p role="status">{t("changeBooking.loading")}</p>;
  if (!booking || !isChangeable(booking, today)) {
    return (
      <div className="space-y-4">
        <p role="alert" className="rounded-xl bg-sand-50 p-4 text-dune-900">
          {t(booking ? "errors.BOOKING_NOT_CHANGEABLE" : "errors.NOT_FOUND")}
        </p>
        <Link to={paths.myBooking} className={secondaryButtonClass}>
          {t("changeBooking.back")}
        </Link>
      </div>
    );
  }
  return (
    <div className="grid items-start gap-8 lg:grid-cols-2">
      <div className="space-y-4">
        <p className="text-dune-800">
          {t("changeBooking.now", {
            checkIn: formatStayDate(booking.checkIn, lang),
            checkOut: formatStayDate(booking.checkOut, lang),
            total: formatPrice(booking.totalAmount, lang),
          })}
        </p>
        <ChangeForm
          booking={booking}
          today={today}
          isChecking={check.isPending}
          addActivity={searchParams.get("add") === "activity"}
          problems={problems}
          onEdit={onEdit}
          onCheck={(request) =>
            check.mutate(request, { onSuccess: setChecked, onError: () => setChecked(null) })
          }
        />
        {check.isError && !stayRule && (
          <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
            {errorMessage(check.error)}
          </p>
        )}
        <Link to={paths.myBooking} className={`${secondaryButtonClass} inline-block`}>
          {t("changeBooking.back")}
        </Link>
      </div>
      {checked && (
        <ChangePrice
          key={checked.quoteId}
          bookingId={bookingId}
          serviceType={booking.serviceType}
          check={checked}
        />
      )}
    </div>
  );
}
