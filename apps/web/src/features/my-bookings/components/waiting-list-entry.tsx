import { resortDateOf } from "@camp/shared/dates/resort-dates";
import { paths } from "@camp/shared/routes/site-paths";
import type { WaitingListEntry, WaitingListStatus } from "@camp/shared/waiting-list/waiting-list";
import * as Dialog from "@radix-ui/react-dialog";
import type { ParseKeys } from "i18next";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { primaryButton } from "../../../components/confirm-dialog";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { formatNumber, formatResortInstant, formatStayDate } from "../../../lib/format";
import { useLeaveWaitingList } from "../api/leave-waiting-list";
import { GuestDialog } from "./guest-dialog";

/** What is waited for, in the words the bookings use ("Deluxe room — Master", "Camp tents"...). */
function serviceKey(entry: WaitingListEntry): ParseKeys {
  if (entry.serviceType === "room") {
    return entry.roomType === "kids"
      ? "mybookings.services.roomKids"
      : "mybookings.services.roomMaster";
  }
  return `mybookings.services.${entry.serviceType}`;
}

/** Colour pairs of at least 4.5:1 contrast (as the booking badges); the words carry the meaning. */
const STATUS_CLASSES: Record<Exclude<WaitingListStatus, "offered">, string> = {
  waiting: "bg-amber-100 text-amber-900",
  booked: "bg-green-100 text-green-900",
  lapsed: "bg-slate-200 text-slate-900",
  expired: "bg-slate-200 text-slate-900",
  left: "bg-sand-100 text-dune-900",
};

/** Only an entry still on the list can leave it; the others are what happened to it. */
const isOnList = (entry: WaitingListEntry) =>
  entry.status === "waiting" || entry.status === "offered";

/** One waiting-list entry of My bookings: the stay, where it stands, and what the guest can do. */
export function WaitingListEntryCard({ entry }: { entry: WaitingListEntry }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const titleId = useId();
  const offer =
    entry.status === "offered" && entry.offerQuoteId && entry.offerExpiresAt
      ? { quoteId: entry.offerQuoteId, until: entry.offerExpiresAt }
      : null;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg font-bold text-dune-900">
          {t(serviceKey(entry))}
        </h3>
        {entry.status !== "offered" && (
          <span
            className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ${STATUS_CLASSES[entry.status]}`}
          >
            {t(`waitingList.mine.status.${entry.status}`)}
          </span>
        )}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
        <Fact label={t("mybookings.checkIn")}>{formatStayDate(entry.checkIn, lang)}</Fact>
        <Fact label={t("mybookings.checkOut")}>{formatStayDate(entry.checkOut, lang)}</Fact>
        <Fact label={t(`mybookings.units.${entry.serviceType}`)}>
          {formatNumber(entry.quantity, lang)}
        </Fact>
        <Fact label={t("waitingList.mine.joined")}>
          {formatStayDate(resortDateOf(new Date(entry.createdAt)), lang)}
        </Fact>
      </dl>
      {offer && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-green-50 p-4">
          <p className="font-semibold text-green-900">
            {t("waitingList.mine.status.offered", {
              until: formatResortInstant(offer.until, lang),
            })}
          </p>
          <Link
            to={`${paths.payment}?quote=${encodeURIComponent(offer.quoteId)}`}
            className={primaryButton}
          >
            {t("waitingList.mine.bookNow")}
          </Link>
        </div>
      )}
      {isOnList(entry) && (
        <div className="mt-4 flex justify-end">
          <LeaveWaitingListDialog entry={entry} />
        </div>
      )}
    </article>
  );
}

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-dune-800">{label}</dt>
      <dd className="mt-0.5 font-semibold text-dune-900">{children}</dd>
    </div>
  );
}

/** "Leave the list", confirmed first: an offered entry's hold goes back on sale. */
function LeaveWaitingListDialog({ entry }: { entry: WaitingListEntry }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [isOpen, setOpen] = useState(false);
  const leave = useLeaveWaitingList(entry.id);
  return (
    <GuestDialog
      trigger={t("waitingList.mine.leave")}
      title={t("waitingList.mine.leaveTitle")}
      keepLabel={t("waitingList.mine.keep")}
      confirmLabel={t("waitingList.mine.leave")}
      busyLabel={t("waitingList.mine.leaving")}
      isOpen={isOpen}
      isBusy={leave.isPending}
      canConfirm
      error={leave.isError ? errorMessage(leave.error) : null}
      onOpenChange={(open) => {
        if (leave.isPending) return;
        leave.reset();
        setOpen(open);
      }}
      onConfirm={() =>
        // Awaited: the entry's actions go once the list is read again.
        void leave.mutateAsync().then(
          () => {
            setOpen(false);
            toast.success(t("waitingList.mine.left"));
          },
          () => undefined,
        )
      }
    >
      <Dialog.Description className="mt-3 text-dune-900">
        {entry.status === "offered"
          ? t("waitingList.mine.leaveOffered")
          : t("waitingList.mine.leaveWaiting")}
      </Dialog.Description>
    </GuestDialog>
  );
}
