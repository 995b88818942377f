import type { StoredBooking } from "@camp/shared/booking/booking-api";
import { bookingReference } from "@camp/shared/booking/booking-reference";
import { type MoneyOutcome, moneyOutcomeOf } from "@camp/shared/booking/money-outcome";
import { toMinorUnits } from "@camp/shared/catalogue/money";
import { resortDateOf } from "@camp/shared/dates/resort-dates";
import { paths } from "@camp/shared/routes/site-paths";
import type { ParseKeys } from "i18next";
import type { ReactNode } from "react";
import { useId } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BookedExtras } from "../../../components/booked-extras";
import { secondaryButtonClass } from "../../../components/form-classes";
import {
  nightsInFils,
  PriceRowList,
  TotalAmount,
  usePriceRows,
} from "../../../components/price-rows";
import { site } from "../../../config/site";
import { toLanguage } from "../../../i18n/i18n";
import { formatNumber, formatPrice, formatStayDate } from "../../../lib/format";
import { shownStatus } from "../lib/booking-tabs";
import { PaymentBadge, StatusBadge } from "./booking-badges";
import { BookingDocuments } from "./booking-documents";
import { CancelBookingDialog } from "./cancel-booking-dialog";
import { isChangeable } from "./change-booking";
import { WithdrawRequestDialog } from "./withdraw-request-dialog";

/** What was booked, in words: "Deluxe room — Master", "Camp tents", "Caravan parking", "Package". */
function serviceKey(booking: StoredBooking): ParseKeys {
  if (booking.bookingType === "package" || booking.serviceType === "package") {
    return "mybookings.services.package";
  }
  if (booking.serviceType === "room") {
    return booking.roomType === "kids"
      ? "mybookings.services.roomKids"
      : "mybookings.services.roomMaster";
  }
  return `mybookings.services.${booking.serviceType}`;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-dune-800">{label}</dt>
      <dd className="mt-0.5 font-semibold text-dune-900">{children}</dd>
    </div>
  );
}

/** The services of a package with their quantity and price; a service not taken is left out. */
function PackageServices({ booking }: { booking: StoredBooking }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const headingId = useId();
  if (!booking.services) return null;
  const lines = [
    { key: "master", line: booking.services.room.master },
    { key: "kids", line: booking.services.room.kids },
    { key: "camp", line: booking.services.camp },
    { key: "parking", line: booking.services.parking },
  ] as const;
  return (
    <div className="mt-4 rounded-xl bg-sand-50 p-4">
      <h4 id={headingId} className="text-sm font-semibold text-dune-900">
        {t("mybookings.packageIncludes")}
      </h4>
      <ul aria-labelledby={headingId} className="mt-2 space-y-1 text-sm text-dune-900">
        {lines
          .filter(({ line }) => line.quantity > 0)
          .map(({ key, line }) => (
            <li key={key} className="flex justify-between gap-4">
              <span>
                {t(`mybookings.packageLines.${key}`)} × {formatNumber(line.quantity, lang)}
              </span>
              <span className="font-semibold">{formatPrice(line.price, lang)}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}

/**
 * The stay's nights as sold, in runs of one price ("1 – 4 Dec: 4 nights × 2 × AED 950", units
 * times their unit price as sold; parking's one price for its spots): a rate changed later never
 * changes them (decision 025).
 */
function StayNights({ booking }: { booking: StoredBooking }) {
  const { t } = useTranslation();
  const headingId = useId();
  const rows = usePriceRows();
  if (booking.nightly.length === 0) return null;
  return (
    <div className="mt-4">
      <h4 id={headingId} className="text-sm font-semibold text-dune-900">
        {t("prices.nightsHeading")}
      </h4>
      <PriceRowList
        className="mt-2"
        rows={rows.runs(
          nightsInFils(booking.nightly),
          booking.bookingType === "package" ? 1 : booking.quantity,
          booking.bookingType !== "package" && booking.serviceType === "parking",
        )}
      />
    </div>
  );
}

/** What a cancellation did with the money: released (a request), refunded in full or in part. */
function CancelledMoneyNote({
  booking,
  outcome,
}: {
  booking: StoredBooking;
  outcome: MoneyOutcome;
}): string {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  switch (outcome.kind) {
    case "released":
      return booking.cancelledBy === "guest"
        ? t("guestCancellation.withdrawnNote")
        : t("guestCancellation.declined");
    case "releasing":
    case "authorised":
      return t("guestCancellation.releasing");
    case "refundedInFull":
      return t("guestCancellation.refunded", { amount: formatPrice(outcome.refunded, lang) });
    case "refundedInPart":
      return t("guestCancellation.refundedInPart", {
        refunded: formatPrice(outcome.refunded, lang),
        charged: formatPrice(outcome.charged, lang),
      });
    case "refundOnItsWay":
      return t("guestCancellation.refundOnItsWay", {
        amount: formatPrice(outcome.refunded, lang),
      });
    case "paid":
    case "unpaid":
      return t("guestCancellation.noRefund");
  }
}

/** One booking of the list (spec section 3, "Stored booking"), regular or package. */
export function BookingCard({ booking, today }: { booking: StoredBooking; today: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const stored = moneyOutcomeOf(booking);
  // Paid at the resort's desk (decision 055): what is still due there, or paid once nothing is.
  const dueAtResort = booking.isPaidAtDesk ? (booking.balanceDue ?? 0) : 0;
  const outcome: MoneyOutcome =
    booking.isPaidAtDesk && stored.kind === "unpaid" && dueAtResort <= 0
      ? { kind: "paid", charged: booking.chargedAmount }
      : stored;
  const rows = usePriceRows();
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg font-bold text-dune-900">
          {t(serviceKey(booking))}
        </h3>
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={shownStatus(booking, today)} />
          <PaymentBadge outcome={outcome} dueAtResort={dueAtResort} />
        </div>
      </div>
      <BookingFacts booking={booking} />
      <StayNights booking={booking} />
      <PackageServices booking={booking} />
      <BookedExtras extras={booking.extras} headingLevel="h4" className="mt-4" />
      <PriceRowList
        className="mt-4"
        rows={[
          ...(booking.discount
            ? [rows.discount(booking.discount.code, toMinorUnits(booking.discount.amount))]
            : []),
          ...rows.tourismFee(toMinorUnits(booking.tourismFee)),
          ...rows.vatIncluded(booking),
        ]}
      />
      <BookingDocuments booking={booking} />
      {(booking.arrivalTime || booking.specialRequests) && <GuestNotes booking={booking} />}
      {booking.status === "pending" && booking.paymentStatus === "authorised" && (
        <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {t("mybookings.authorisedNote")}
        </p>
      )}
      {booking.status === "cancelled" && (
        <p className="mt-4 rounded-xl bg-sand-50 p-3 text-sm text-dune-900">
          <CancelledMoneyNote booking={booking} outcome={outcome} />
        </p>
      )}
      {/* A booking paid at the resort's desk is cancelled or changed by the resort (decision 055). */}
      {booking.isPaidAtDesk && booking.status !== "cancelled" && <DeskBookingNote />}
      {shownStatus(booking, today) === "confirmed" &&
        booking.checkIn >= today &&
        !booking.isPaidAtDesk && <ChangeAndCancel booking={booking} today={today} />}
      {booking.status === "pending" && (
        <div className="mt-4 flex justify-end">
          <WithdrawRequestDialog booking={booking} />
        </div>
      )}
    </article>
  );
}

/** Changes and cancellations of a booking made at the resort's desk are made with the resort. */
function DeskBookingNote() {
  return (
    <p className="mt-4 rounded-xl bg-sand-50 p-3 text-sm text-dune-900">
      <Trans
        i18nKey="mybookings.deskNote"
        values={{ phone: site.phone }}
        components={{
          phone: (
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the phone number inside.
            <a href={site.phoneHref} dir="ltr" className="font-semibold underline" />
          ),
          whatsapp: (
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated word inside.
            <a
              href={site.whatsappHref}
              target="_blank"
              rel="noopener"
              className="font-semibold underline"
            />
          ),
        }}
      />
    </p>
  );
}

/** Dates, nights, units, guests, the total, the reference and the day it was booked. */
function BookingFacts({ booking }: { booking: StoredBooking }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const bookedOn = resortDateOf(new Date(booking.createdAt));
  return (
    <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
      <Fact label={t("mybookings.checkIn")}>{formatStayDate(booking.checkIn, lang)}</Fact>
      <Fact label={t("mybookings.checkOut")}>{formatStayDate(booking.checkOut, lang)}</Fact>
      <Fact label={t("mybookings.nights")}>{formatNumber(booking.nights, lang)}</Fact>
      <Fact label={t(`mybookings.units.${booking.serviceType}`)}>
        {formatNumber(booking.quantity, lang)}
      </Fact>
      {/* A caravan slot is booked without a head count (spec section 5): no guests to show. */}
      {booking.serviceType !== "parking" && (
        <Fact label={t("mybookings.guests")}>{formatNumber(booking.guests, lang)}</Fact>
      )}
      <Fact label={t("mybookings.total")}>
        <TotalAmount
          className="items-start"
          amount={booking.totalAmount}
          vatRate={booking.vatRate}
        />
      </Fact>
      <Fact label={t("mybookings.reference")}>
        <span dir="ltr" className="font-mono">
          {bookingReference(booking._id)}
        </span>
      </Fact>
      <Fact label={t("mybookings.bookedOn")}>{formatStayDate(bookedOn, lang)}</Fact>
    </dl>
  );
}

/** The arrival time and requests the guest gave, as they gave them. */
function GuestNotes({ booking }: { booking: StoredBooking }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 space-y-1 rounded-xl bg-sand-50 p-3 text-sm text-dune-900">
      {booking.arrivalTime && <p>{t("guestDetails.yourArrival", { time: booking.arrivalTime })}</p>}
      {booking.specialRequests && (
        <p className="whitespace-pre-line">
          <span className="font-semibold">{t("guestDetails.yourRequests")}: </span>
          {/* In the guest's own words and direction, whatever the page's language. */}
          <bdi>{booking.specialRequests}</bdi>
        </p>
      )}
    </div>
  );
}

/** A confirmed stay still to come: add an activity or change it (while changeable), or cancel. */
function ChangeAndCancel({ booking, today }: { booking: StoredBooking; today: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex flex-wrap justify-end gap-3">
      {isChangeable(booking, today) && (
        <>
          <Link
            to={`${paths.changeBooking(booking._id)}?add=activity`}
            className={secondaryButtonClass}
          >
            {t("changeBooking.addActivity")}
          </Link>
          <Link to={paths.changeBooking(booking._id)} className={secondaryButtonClass}>
            {t("changeBooking.trigger")}
          </Link>
        </>
      )}
      <CancelBookingDialog booking={booking} />
    </div>
  );
}
