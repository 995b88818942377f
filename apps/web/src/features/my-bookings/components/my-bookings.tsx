import type { StoredBooking } from "@camp/shared/booking/booking-api";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { paths } from "@camp/shared/routes/site-paths";
import * as Tabs from "@radix-ui/react-tabs";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { secondaryButtonClass } from "../../../components/form-classes";
import { toLanguage } from "../../../i18n/i18n";
import { ApiError } from "../../../lib/api-client";
import { formatNumber } from "../../../lib/format";
import { useSession } from "../../../lib/use-session";
import { type MyBookings as Bookings, useMyBookings } from "../api/get-my-bookings";
import {
  BOOKING_TABS,
  type BookingTab,
  bookingsInTab,
  countBookingsByTab,
  firstTabWithBookings,
  isBookingTab,
} from "../lib/booking-tabs";
import { BookingCard } from "./booking-card";
import { BookingSkeletons } from "./booking-skeletons";

function BookingGroup({
  heading,
  emptyText,
  bookings,
  today,
}: {
  heading: string;
  emptyText: string;
  bookings: StoredBooking[];
  today: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold text-dune-900">
        {heading}
      </h2>
      {bookings.length === 0 ? (
        <p className="rounded-xl border border-dashed border-sand-200 bg-white p-5 text-dune-800">
          {emptyText}
        </p>
      ) : (
        <ul className="space-y-4">
          {bookings.map((booking) => (
            <li key={booking._id}>
              <BookingCard booking={booking} today={today} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LoadError({
  error,
  onRetry,
  isRetrying,
}: {
  error: Error;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5">
      <p className="font-semibold text-red-700">{t("mybookings.fetchError")}</p>
      {error instanceof ApiError && error.status === 0 && (
        <p className="mt-1 text-sm text-red-800">{t("errors.network")}</p>
      )}
      <button
        type="button"
        onClick={onRetry}
        disabled={isRetrying}
        className={`${secondaryButtonClass} mt-4 bg-white`}
      >
        {isRetrying ? t("mybookings.retrying") : t("mybookings.tryAgain")}
      </button>
    </div>
  );
}

function BookingTabs({ bookings }: { bookings: Bookings }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const [searchParams, setSearchParams] = useSearchParams();
  // "Today" is the resort's: a stay in Dubai ends on Dubai's calendar, wherever the guest is.
  const today = resortToday();
  const counts = countBookingsByTab([...bookings.regular, ...bookings.packages], today);
  // The tab lives in the address too (replaced, not pushed), so a reload or a shared link keeps it;
  // local state makes the switch immediate, as a tab list must feel.
  const [chosen, setChosen] = useState(() => {
    const fromUrl = searchParams.get("tab");
    return isBookingTab(fromUrl) ? fromUrl : null;
  });
  const tab = chosen ?? firstTabWithBookings(counts);
  const selectTab = (value: string) => {
    if (!isBookingTab(value)) return;
    setChosen(value);
    setSearchParams(
      (params) => {
        params.set("tab", value);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Tabs.Root value={tab} onValueChange={selectTab} dir={lang === "ar" ? "rtl" : "ltr"}>
      <Tabs.List
        aria-label={t("mybookings.tabsLabel")}
        className="grid grid-cols-2 gap-2 rounded-2xl bg-sand-100 p-1.5 sm:flex"
      >
        {BOOKING_TABS.map((value: BookingTab) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="flex items-center justify-center gap-2 rounded-xl px-4 py-2.5 font-semibold text-dune-900 hover:bg-white/70 data-[state=active]:bg-dune-800 data-[state=active]:text-white sm:flex-1"
          >
            {t(`mybookings.tabs.${value}`)}
            <span className="min-w-6 rounded-full bg-white px-2 py-0.5 text-xs text-dune-900">
              {formatNumber(counts[value], lang)}
            </span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {BOOKING_TABS.map((value) => (
        <Tabs.Content
          key={value}
          value={value}
          className="mt-8 space-y-10 rounded-2xl outline-offset-8"
        >
          <BookingGroup
            heading={t("mybookings.regularHeading")}
            emptyText={t("mybookings.noRegular")}
            bookings={bookingsInTab(bookings.regular, value, today)}
            today={today}
          />
          <BookingGroup
            heading={t("mybookings.packageHeading")}
            emptyText={t("mybookings.noPackage")}
            bookings={bookingsInTab(bookings.packages, value, today)}
            today={today}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** /my-booking (spec section 4, "My bookings"): the signed-in guest's bookings by status. */
export function MyBookings() {
  const { t } = useTranslation();
  const { user } = useSession();
  const query = useMyBookings(user?.email ?? "");
  const hasNone =
    query.data !== undefined && query.data.regular.length === 0 && query.data.packages.length === 0;

  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold text-dune-900">{t("mybookings.title")}</h1>
      <p className="mt-2 text-dune-800">{t("mybookings.subtitle")}</p>
      <div className="mt-8">
        {query.data ? (
          <>
            {hasNone && (
              <div className="mb-8 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-sand-200 bg-white p-5">
                <p className="text-dune-900">{t("mybookings.noBookingsYet")}</p>
                <Link
                  to={paths.booking("room")}
                  className="rounded-full bg-dune-800 px-6 py-3 font-semibold text-white hover:bg-dune-700"
                >
                  {t("mybookings.bookNow")}
                </Link>
              </div>
            )}
            <BookingTabs bookings={query.data} />
          </>
        ) : query.isError ? (
          <LoadError
            error={query.error}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : (
          <BookingSkeletons />
        )}
      </div>
    </div>
  );
}
