import type {
  PaymentLinkSummary,
  StaffBookingDesk,
  StaffBookingLink,
  StaffBookingOptions,
} from "@camp/shared/desk-sales/desk-sales";
import { paths } from "@camp/shared/routes/site-paths";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { secondaryButtonClass, submitClass } from "../../../components/form-classes";
import { toLanguage } from "../../../i18n/i18n";
import { formatPrice } from "../../../lib/format";
import { isLinkResult } from "../api/create-staff-booking";
import { usePaymentLink } from "../api/payment-links";
import type { Booked } from "./new-booking-page";
import { PaymentLinkPanel } from "./payment-link-panel";

/** What was made: the link to send, or the desk booking; focus moves to its heading. */
export function StaffBookingResultView({
  booked,
  onAnother,
}: {
  booked: Booked;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { result, options } = booked;
  return (
    <div className="space-y-6">
      {isLinkResult(result) ? (
        <LinkResult link={result} options={options} headingRef={heading} />
      ) : (
        <DeskResult booking={result} options={options} headingRef={heading} />
      )}
      <button type="button" className={secondaryButtonClass} onClick={onAnother}>
        {t("adminNewBooking.another")}
      </button>
    </div>
  );
}

/** The token is the link's last segment (PUBLIC_URL/pay/<token>). */
const tokenOf = (paymentUrl: string) => paymentUrl.split("/").filter(Boolean).at(-1) ?? "";

/** The link as made, until the server's own summary of it is in (sent by email, opened...). */
function madeLink(link: StaffBookingLink, options: StaffBookingOptions): PaymentLinkSummary {
  return {
    token: tokenOf(link.paymentUrl),
    quoteId: link.quoteId,
    reference: link.reference,
    state: "open",
    paymentUrl: link.paymentUrl,
    total: link.total,
    language: options.guest.language,
    guestName: options.guest.name,
    guestPhone: options.guest.phone ?? null,
    guestEmail: options.guest.email ?? null,
    createdAt: new Date().toISOString(),
    createdBy: null,
    expiresAt: link.expiresAt,
    emailSentAt: null,
    firstOpenedAt: null,
    paidAt: null,
    cancelledAt: null,
    bookingId: null,
  };
}

function LinkResult({
  link,
  options,
  headingRef,
}: {
  link: StaffBookingLink;
  options: StaffBookingOptions;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  // Followed until paid, so the page says so (and links to the booking) while the guest pays.
  const summary = usePaymentLink(link.quoteId);
  return (
    <>
      <div className="rounded-xl border border-green-200 bg-green-50 p-4">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold text-dune-900 focus:outline-none"
        >
          {t("adminNewBooking.linkResult.heading")}
        </h2>
        <p className="mt-1 text-dune-900">
          {t("adminNewBooking.linkResult.intro", { name: options.guest.name })}
        </p>
      </div>
      <PaymentLinkPanel
        link={summary.data ?? madeLink(link, options)}
        guestPhone={options.guest.phone}
        onChanged={() => void summary.refetch()}
      />
    </>
  );
}

function DeskResult({
  booking,
  options,
  headingRef,
}: {
  booking: StaffBookingDesk;
  options: StaffBookingOptions;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <div className="space-y-4 rounded-xl border border-sand-200 bg-white p-4 sm:p-6">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-dune-900 focus:outline-none"
      >
        {t("adminNewBooking.deskResult.heading")}
      </h2>
      <p className="text-dune-900">
        {t("adminNewBooking.deskResult.intro", { name: options.guest.name })}
      </p>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-dune-800">{t("adminNewBooking.deskResult.reference")}</dt>
        <dd className="font-mono text-dune-900">
          {/* Left to right inside an Arabic line, at the start of it like the other values. */}
          <span dir="ltr" className="inline-block">
            {booking.reference}
          </span>
        </dd>
        <dt className="font-medium text-dune-800">{t("adminNewBooking.deskResult.total")}</dt>
        <dd className="text-dune-900">{formatPrice(booking.total, language)}</dd>
        <dt className="font-medium text-dune-800">{t("adminNewBooking.deskResult.balanceDue")}</dt>
        <dd className="text-lg font-semibold text-dune-900">
          {formatPrice(booking.balanceDue, language)}
        </dd>
      </dl>
      <Link
        to={paths.adminBooking(booking.bookingId)}
        className={`${submitClass} inline-block w-auto`}
      >
        {t("adminNewBooking.deskResult.openBooking")}
      </Link>
    </div>
  );
}
