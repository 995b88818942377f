import type { AdminBookingDetail } from "@camp/shared/admin/admin-bookings";
import { bookingReference } from "@camp/shared/booking/booking-reference";
import { moneyOutcomeOf } from "@camp/shared/booking/money-outcome";
import { nightRuns } from "@camp/shared/rates/night-runs";
import { paths } from "@camp/shared/routes/site-paths";
import { useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { BookedExtras } from "../../../components/booked-extras";
import { DeskActions } from "../../../components/desk-actions";
import { PhoneLink } from "../../../components/guest-contact";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import {
  formatDiscount,
  formatNightRange,
  formatNumber,
  formatPrice,
  formatResortInstant,
  formatStayDate,
} from "../../../lib/format";
import { useCan } from "../../../lib/use-can";
import { useAdminBooking } from "../api/get-admin-booking";
import { BookingActions } from "./booking-actions";
import { BookingDocuments } from "./booking-documents";
import { BookingStatusBadge, unitLabelKey, useMoneyLabel, useServiceLabel } from "./booking-labels";
import { BookingNotes } from "./booking-notes";
import { BookingPayments } from "./booking-payments";

const cardClass = "rounded-xl border border-sand-200 bg-white p-4";

type Language = ReturnType<typeof toLanguage>;
type PriceLine = AdminBookingDetail["priceLines"][number];

/** What the page hands the payment link's panel (drawn by the route: features stay apart). */
export type PaymentLinkSlotProps = {
  link: NonNullable<AdminBookingDetail["paymentLink"]>;
  guestPhone: string | null;
  onChanged: () => void;
};

/**
 * One booking for staff: guest, stay, price lines, payments, and the decisions left. A booking
 * paid through a payment link shows the link's panel, which the route file passes in
 * (`paymentLinkPanel`), as it belongs to the New booking feature.
 */
export function AdminBookingDetailPage({
  paymentLinkPanel,
}: {
  paymentLinkPanel?: (props: PaymentLinkSlotProps) => ReactNode;
} = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { id = "" } = useParams();
  const query = useAdminBooking(id);
  const errorMessage = useErrorMessage();

  const back = (
    <Link to={paths.adminBookings} className="text-dune-800 underline underline-offset-2">
      {t("adminBookings.backToList")}
    </Link>
  );
  if (query.isPending) {
    return (
      <p role="status" className="text-dune-800">
        {t("adminBookings.loading")}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div>
        {back}
        <p role="alert" className="mt-4 text-red-800">
          {errorMessage(query.error)}
        </p>
      </div>
    );
  }
  const booking = query.data;

  return (
    <article aria-labelledby="booking-title" className="grid grid-cols-1 gap-4">
      {back}
      <BookingHeading booking={booking} />

      <div className="grid gap-4 md:grid-cols-2">
        <GuestCard booking={booking} />
        <StayCard booking={booking} />
      </div>

      {/* Its own card, titled: the link's state, and while payable its copy, QR, WhatsApp, withdraw. */}
      {booking.paymentLink &&
        paymentLinkPanel?.({
          link: booking.paymentLink,
          guestPhone: booking.phone,
          onChanged: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
        })}

      {/* What is paid and due comes first after the stay: the desk takes the balance here. */}
      <BookingPayments bookingId={booking.id} status={booking.status} className={cardClass} />

      <PriceLinesCard booking={booking} />

      <BookingNotes bookingId={booking.id} className={cardClass} />

      <BookingDocuments bookingId={booking.id} className={cardClass} />
    </article>
  );
}

/** The title, the status, and the reference staff say on the phone (with the id beside it). */
function BookingHeading({ booking }: { booking: AdminBookingDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="booking-title" className="text-3xl font-bold text-dune-900">
          {t("adminBookings.detailTitle")}
        </h1>
        <BookingStatusBadge status={booking.status} />
      </div>
      <div>
        <p className="text-dune-900">
          {t("adminBookings.detail.reference")}:{" "}
          <span dir="ltr" className="font-mono text-lg font-bold">
            {bookingReference(booking.id)}
          </span>
        </p>
        <p className="text-sm text-dune-800">
          {t("adminBookings.detail.bookingId")}:{" "}
          <span dir="ltr" className="break-all">
            {booking.id}
          </span>
        </p>
      </div>
    </>
  );
}

/** Who booked, how to reach them, what they asked for, and the decisions left on the booking. */
function GuestCard({ booking }: { booking: AdminBookingDetail }) {
  const { t } = useTranslation();
  const mayManage = useCan()("bookings.manage");
  return (
    <section aria-labelledby="guest-heading" className={cardClass}>
      <h2 id="guest-heading" className="text-lg font-semibold text-dune-900">
        {t("adminBookings.detail.guest")}
      </h2>
      <p className="mt-2 font-semibold">{booking.guest.name}</p>
      {/* A guest recorded at the desk with a phone alone has no email. */}
      {booking.guest.email && (
        <p>
          <a href={`mailto:${booking.guest.email}`} className="text-dune-800 underline">
            {booking.guest.email}
          </a>
        </p>
      )}
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="text-dune-800">{t("guestDetails.staffPhone")}</dt>
          <dd className="font-medium">
            {booking.phone ? (
              <PhoneLink phone={booking.phone} name={booking.guest.name} />
            ) : (
              t("guestDetails.staffNoPhone")
            )}
          </dd>
        </div>
        <div>
          <dt className="text-dune-800">{t("guestDetails.staffArrival")}</dt>
          <dd className="font-medium">{booking.arrivalTime ?? t("guestDetails.staffNone")}</dd>
        </div>
        <div>
          <dt className="text-dune-800">{t("guestDetails.staffRequests")}</dt>
          <dd className="whitespace-pre-line font-medium" dir="auto">
            {booking.specialRequests ?? t("guestDetails.staffNone")}
          </dd>
        </div>
        <SaleFacts booking={booking} />
      </dl>
      {mayManage && (
        <div className="mt-4">
          <BookingActions booking={booking} />
        </div>
      )}
    </section>
  );
}

/** Where the booking came from, the agent's reference, and who took it (decision 055). */
function SaleFacts({ booking }: { booking: AdminBookingDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <dt className="text-dune-800">{t("adminBookings.sales.source")}</dt>
        <dd className="font-medium">{t(`adminBookings.source.${booking.source}`)}</dd>
      </div>
      {(booking.source === "agent" || booking.agentReference) && (
        <div>
          <dt className="text-dune-800">{t("adminBookings.sales.agentReference")}</dt>
          <dd className="font-medium">
            {booking.agentReference ? (
              <bdi dir="auto" className="break-all">
                {booking.agentReference}
              </bdi>
            ) : (
              t("adminBookings.sales.none")
            )}
          </dd>
        </div>
      )}
      <div>
        <dt className="text-dune-800">{t("adminBookings.sales.takenBy")}</dt>
        <dd className="font-medium">
          {booking.takenBy ? (
            <bdi dir="ltr" className="break-all">
              {booking.takenBy}
            </bdi>
          ) : (
            t("adminBookings.sales.byGuest")
          )}
        </dd>
      </div>
    </>
  );
}

/** The stay: the front desk's actions, then its facts (dates, guests, money, policy shown). */
function StayCard({ booking }: { booking: AdminBookingDetail }) {
  const { t } = useTranslation();
  const mayRunDesk = useCan()("front-desk.run");
  const facts = useBookingFacts(booking);
  return (
    <section aria-labelledby="stay-heading" className={cardClass}>
      {/* Takes the keyboard after a desk action that leaves no action (desk-actions.tsx). */}
      <h2 id="stay-heading" tabIndex={-1} className="text-lg font-semibold text-dune-900">
        {t("adminBookings.detail.stay")}
      </h2>
      {/* The front desk's actions, as on Today (decision 022), for the roles that run the desk. */}
      {mayRunDesk && (
        <DeskActions
          stay={{
            bookingId: booking.id,
            guestName: booking.guest.name,
            paidAmount: booking.paidAmount,
            tourismFeeRefundAmount: booking.tourismFeeRefundAmount,
            desk: booking.desk,
          }}
          fallbackFocus={() => document.getElementById("stay-heading")}
        />
      )}
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-dune-800">{label}</dt>
            <dd className="font-medium text-dune-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The stay's facts as label and value, in the page's language. */
function useBookingFacts(booking: AdminBookingDetail): [string, string][] {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const moneyLabel = useMoneyLabel();
  const serviceLabel = useServiceLabel();
  return [
    [
      t("adminBookings.detail.service"),
      `${serviceLabel(booking.serviceType, booking.roomType)} × ${booking.quantity}`,
    ],
    [t("adminBookings.detail.checkIn"), formatStayDate(booking.checkIn, language, "long")],
    [t("adminBookings.detail.checkOut"), formatStayDate(booking.checkOut, language, "long")],
    [t("adminBookings.detail.nights"), String(booking.nights)],
    [t("adminBookings.detail.guests"), String(booking.guests)],
    [t("adminBookings.detail.payment"), moneyLabel(moneyOutcomeOf(booking))],
    [t("adminBookings.detail.total"), formatPrice(booking.totalAmount, language)],
    [t("adminBookings.detail.paid"), formatPrice(booking.paidAmount, language)],
    [t("adminBookings.detail.refunded"), formatPrice(booking.refundedAmount, language)],
    [t("adminBookings.detail.created"), formatResortInstant(booking.createdAt, language)],
    // What the guest was shown before the card (decision 031): when, and in which language.
    [
      t("adminBookings.detail.policy"),
      booking.policyShown
        ? t("adminBookings.detail.policyShown", {
            time: formatResortInstant(booking.policyShown.shownAt, language),
            language: booking.policyShown.language,
          })
        : t("adminBookings.detail.policyNotRecorded"),
    ],
  ];
}

/** What was priced: a row per line (and per run of one nightly price), the discount, extras. */
function PriceLinesCard({ booking }: { booking: AdminBookingDetail }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <section aria-labelledby="lines-heading" className={cardClass}>
      <h2 id="lines-heading" className="text-lg font-semibold text-dune-900">
        {t("adminBookings.detail.priceLines")}
      </h2>
      <div className="relative overflow-x-auto">
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="text-start">
              <th scope="col" className="py-1 text-start">
                {t("adminBookings.detail.unit")}
              </th>
              <th scope="col" className="py-1 text-start">
                {t("adminBookings.detail.quantity")}
              </th>
              <th scope="col" className="py-1 text-start">
                {t("adminBookings.detail.perNight")}
              </th>
              <th scope="col" className="py-1 text-start">
                {t("adminBookings.detail.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {booking.priceLines.map((line) => priceLineRows(line, t, language))}
            {booking.discount ? (
              <tr className="border-t border-sand-200 text-green-800">
                <td className="py-1" colSpan={3}>
                  {t("prices.discount", { code: booking.discount.code })}
                </td>
                <td className="py-1">{formatDiscount(booking.discount.amount, language)}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <BookedExtras extras={booking.extras} className="mt-4" />
    </section>
  );
}

/** One price line's rows: the line, then (nights at different prices) a row per run of one price. */
function priceLineRows(line: PriceLine, t: TFunction, language: Language) {
  // Nights at different prices (seasons, weekends): a row per run of one price.
  const runs = nightRuns(line.nightly ?? []);
  return [
    <tr key={line.service} className="border-t border-sand-200">
      <td className="py-1">{t(`adminBookings.unit.${unitLabelKey(line.service)}`)}</td>
      <td className="py-1">{line.quantity}</td>
      <td className="py-1">{runs.length > 1 ? "" : formatPrice(line.perNight, language)}</td>
      <td className="py-1">{formatPrice(line.amount, language)}</td>
    </tr>,
    ...(runs.length > 1
      ? runs.map((run) => (
          <tr key={`${line.service}|${run.from}`} className="text-dune-800">
            <td className="py-1 ps-3">{formatNightRange(run.from, run.to, language)}</td>
            <td className="py-1">
              {t("prices.nights", {
                count: run.nights,
                formatted: formatNumber(run.nights, language),
              })}
            </td>
            <td className="py-1">{formatPrice(run.amount, language)}</td>
            <td className="py-1">{formatPrice(run.total, language)}</td>
          </tr>
        ))
      : []),
  ];
}
