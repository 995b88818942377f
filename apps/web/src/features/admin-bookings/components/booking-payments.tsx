import type { BookingStatus } from "@camp/shared/booking/booking-limits";
import type { BookingPayment } from "@camp/shared/desk-sales/desk-sales";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatPrice, formatResortInstant } from "../../../lib/format";
import { useCan } from "../../../lib/use-can";
import { useBookingDocuments } from "../api/booking-documents";
import { useBookingPayments } from "../api/booking-payments";
import { TakePaymentDialog } from "./take-payment-dialog";

/** Money given back reads as a minus; money taken, authorised or released as it is. */
const signedAmount = (payment: BookingPayment) =>
  payment.kind === "refunded" ? -payment.amount : payment.amount;

/**
 * The booking's money (decision 055): every movement (the guest's card online, and what the desk
 * took or gave back, by which method, by whom, with its receipt or invoice), the total, what is
 * paid and the balance due; "Take a payment" while something is due, for the roles that may.
 */
export function BookingPayments({
  bookingId,
  status,
  className,
}: {
  bookingId: string;
  status: BookingStatus;
  className: string;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const errorMessage = useErrorMessage();
  const payments = useBookingPayments(bookingId);
  const mayTake = useCan()("payments.take");
  const data = payments.data;
  const mayTakeNow = Boolean(data && mayTake && data.balanceDue > 0 && status !== "cancelled");
  const heading = useRef<HTMLHeadingElement>(null);
  const offeredTake = useRef(mayTakeNow);
  // A payment that cleared the balance takes "Take a payment" away, and the focus it came back to
  // with it: it goes to the section's heading instead of the page's start.
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (offeredTake.current && !mayTakeNow && focusLost) heading.current?.focus();
    offeredTake.current = mayTakeNow;
  }, [mayTakeNow]);

  return (
    <section aria-labelledby="payments-heading" className={className}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="payments-heading"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-dune-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-dune-800"
        >
          {t("adminBookings.deskPayments.title")}
        </h2>
        {data && mayTakeNow && (
          <TakePaymentDialog bookingId={bookingId} balanceDue={data.balanceDue} />
        )}
      </div>
      {payments.isPending ? (
        <p role="status" className="mt-2 text-dune-800">
          {t("adminBookings.deskPayments.loading")}
        </p>
      ) : payments.isError ? (
        <p role="alert" className="mt-2 text-red-800">
          {errorMessage(payments.error)}
        </p>
      ) : (
        <>
          <dl className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-3">
            <div className="rounded-lg bg-sand-50 p-3">
              <dt className="text-sm text-dune-800">{t("adminBookings.deskPayments.total")}</dt>
              <dd className="text-lg font-semibold tabular-nums text-dune-900">
                {formatPrice(payments.data.total, language)}
              </dd>
            </div>
            <div className="rounded-lg bg-sand-50 p-3">
              <dt className="text-sm text-dune-800">{t("adminBookings.deskPayments.paid")}</dt>
              <dd className="text-lg font-semibold tabular-nums text-dune-900">
                {formatPrice(payments.data.paid, language)}
              </dd>
            </div>
            <div
              className={
                payments.data.balanceDue > 0
                  ? "rounded-lg border-2 border-amber-700 bg-amber-50 p-3"
                  : "rounded-lg bg-sand-50 p-3"
              }
            >
              <dt className="text-sm text-dune-800">
                {t("adminBookings.deskPayments.balanceDue")}
              </dt>
              <dd
                className={`text-lg font-bold tabular-nums ${payments.data.balanceDue > 0 ? "text-amber-900" : "text-dune-900"}`}
              >
                {formatPrice(payments.data.balanceDue, language)}
              </dd>
            </div>
          </dl>
          {payments.data.payments.length === 0 ? (
            <p className="mt-3 text-dune-800">{t("adminBookings.deskPayments.none")}</p>
          ) : (
            <PaymentList bookingId={bookingId} payments={payments.data.payments} />
          )}
        </>
      )}
    </section>
  );
}

/** Each movement as a small card: stacked on a phone, in one line of columns from a tablet up. */
function PaymentList({ bookingId, payments }: { bookingId: string; payments: BookingPayment[] }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  // The page lists the documents already: their links download the PDFs, so a payment's own
  // receipt or invoice links to the same place.
  const documents = useBookingDocuments(bookingId).data ?? [];
  const urlOf = (documentId: string | null) =>
    documents.find((document) => document.id === documentId)?.url;

  return (
    <ol aria-label={t("adminBookings.deskPayments.listLabel")} className="mt-3 grid gap-2 text-sm">
      {payments.map((payment) => {
        const url = urlOf(payment.documentId);
        return (
          <li
            key={payment.id}
            className="grid gap-x-4 gap-y-1 border-t border-sand-200 pt-2 md:grid-cols-[11rem_minmax(0,1fr)_8rem_minmax(0,1fr)_9rem] md:items-baseline"
          >
            <time dateTime={payment.createdAt} className="text-dune-800">
              {formatResortInstant(payment.createdAt, language)}
            </time>
            <p>
              <span className="font-semibold text-dune-900">
                {t(`adminBookings.deskPayments.kind.${payment.kind}`)}
              </span>
              {" · "}
              {t(`deskMoney.method.${payment.method}`)}
              {payment.reference && (
                <span className="block text-dune-800">
                  {t("adminBookings.deskPayments.reference")}:{" "}
                  <bdi dir="auto" className="break-all">
                    {payment.reference}
                  </bdi>
                </span>
              )}
            </p>
            <p
              className={`font-semibold tabular-nums md:text-end ${payment.kind === "refunded" ? "text-red-800" : "text-dune-900"}`}
            >
              <bdi>{formatPrice(signedAmount(payment), language)}</bdi>
            </p>
            <p className="text-dune-800">
              {payment.takenBy ? (
                <>
                  <span className="sr-only">{t("adminBookings.deskPayments.takenBy")}: </span>
                  <bdi dir="ltr" className="break-all">
                    {payment.takenBy}
                  </bdi>
                </>
              ) : (
                t("adminBookings.deskPayments.byGuestOnline")
              )}
            </p>
            <p>
              {payment.documentNumber &&
                (url ? (
                  <a
                    href={url}
                    download={`${payment.documentNumber}.pdf`}
                    className="font-mono font-semibold text-dune-800 underline underline-offset-2"
                    aria-label={t("adminBookings.documents.downloadNumber", {
                      number: payment.documentNumber,
                    })}
                  >
                    <bdi dir="ltr">{payment.documentNumber}</bdi>
                  </a>
                ) : (
                  <bdi dir="ltr" className="font-mono">
                    {payment.documentNumber}
                  </bdi>
                ))}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
