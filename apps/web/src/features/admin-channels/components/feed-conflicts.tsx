import { BOOKING_STATUSES, type BookingStatus } from "@camp/shared/booking/booking-limits";
import type { FeedConflict } from "@camp/shared/channels/calendar-feeds";
import { addDaysIso } from "@camp/shared/dates/stay-dates";
import { paths } from "@camp/shared/routes/site-paths";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatNightRange, formatNumber } from "../../../lib/format";
import { useResolveConflict } from "../api/resolve-conflict";
import { smallButton } from "./export-link";
import { FeedTime } from "./feed-time";

const isBookingStatus = (status: string): status is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(status);

/**
 * An imported listing's events that landed on nights already sold out here (decision 032): kept,
 * since the channel has the guest's money, and listed with the site's stays on those nights until
 * staff have moved one and mark it resolved.
 */
export function FeedConflicts({ conflicts }: { conflicts: FeedConflict[] }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const headingId = useId();
  const open = conflicts.filter((conflict) => conflict.resolvedAt === null).length;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-lg border p-2 sm:p-3 ${open > 0 ? "border-red-300 bg-red-50" : "border-sand-200 bg-sand-50"}`}
    >
      <h4 id={headingId} className="font-semibold text-dune-900">
        {t("adminChannels.conflicts.heading")}{" "}
        <span className="text-dune-800">
          ({t("adminChannels.conflicts.openCount", { open: formatNumber(open, language) })})
        </span>
      </h4>
      <p className="text-sm text-dune-800">{t("adminChannels.conflicts.help")}</p>
      <ul className="mt-2 grid gap-2">
        {conflicts.map((conflict) => (
          <ConflictItem key={conflict.eventId} conflict={conflict} />
        ))}
      </ul>
    </section>
  );
}

function ConflictItem({ conflict }: { conflict: FeedConflict }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const errorMessage = useErrorMessage();
  const resolve = useResolveConflict();
  // `to` is the morning the stay leaves: the nights run to the day before.
  const nights = formatNightRange(conflict.from, addDaysIso(conflict.to, -1), language);
  const isResolved = conflict.resolvedAt !== null;

  const markResolved = async () => {
    try {
      await resolve.mutateAsync(conflict.eventId);
      toast.success(t("adminChannels.conflicts.resolvedToast"));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <li className="rounded-lg bg-white p-2 text-sm sm:p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-dune-900">
          {t("adminChannels.conflicts.nights", { nights })}
        </p>
        {isResolved && conflict.resolvedAt ? (
          <p className="rounded-lg bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
            <span aria-hidden="true">✓ </span>
            {t("adminChannels.conflicts.resolvedAt")} <FeedTime at={conflict.resolvedAt} />
          </p>
        ) : (
          <button
            type="button"
            onClick={markResolved}
            disabled={resolve.isPending}
            className={smallButton}
            aria-label={t("adminChannels.conflicts.resolveLabel", { nights })}
          >
            {resolve.isPending
              ? t("adminChannels.conflicts.resolving")
              : t("adminChannels.conflicts.resolve")}
          </button>
        )}
      </div>
      {conflict.summary && (
        <p className="text-dune-900">
          {t("adminChannels.conflicts.summary")} <bdi>{conflict.summary}</bdi>
        </p>
      )}
      <p className="text-dune-800">
        {t("adminChannels.conflicts.detected")} <FeedTime at={conflict.detectedAt} />
      </p>
      {conflict.bookings.length > 0 && (
        <>
          <p className="mt-1 font-medium text-dune-900">{t("adminChannels.conflicts.soldHere")}</p>
          <ul className="grid gap-1">
            {conflict.bookings.map((booking) => (
              <li key={booking.id} className="flex flex-wrap gap-x-2">
                <Link
                  to={paths.adminBooking(booking.id)}
                  className="font-semibold text-dune-800 underline"
                  dir="ltr"
                >
                  {booking.reference}
                </Link>
                <span>
                  {t("adminChannels.conflicts.booking", {
                    dates: formatNightRange(booking.checkIn, booking.checkOut, language),
                    quantity: formatNumber(booking.quantity, language),
                    status: isBookingStatus(booking.status)
                      ? t(`adminBookings.status.${booking.status}`)
                      : t("adminChannels.conflicts.otherStatus"),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
