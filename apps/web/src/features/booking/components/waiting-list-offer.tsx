import { paths } from "@camp/shared/routes/site-paths";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { secondaryButtonClass } from "../../../components/form-classes";
import { useErrorMessage } from "../../../i18n/server-messages";
import { ApiError } from "../../../lib/api-client";
import type { CheckAvailabilityInput } from "../api/check-availability";
import { useJoinWaitingList } from "../api/join-waiting-list";

const linkClass = "font-semibold text-dune-900 underline underline-offset-2 hover:text-dune-700";

/**
 * Beside a short stay's request (decision 033): the guest may rather wait for a place to free up.
 * It sends the same request the check was made with; the server judges it again.
 */
export function WaitingListOffer({ input }: { input: CheckAvailabilityInput }) {
  const { t } = useTranslation();
  const headingId = useId();
  const errorMessage = useErrorMessage();
  const join = useJoinWaitingList();
  // Already on the list: the entry is in My bookings, as after joining.
  const isOnList =
    join.isSuccess ||
    (join.error instanceof ApiError && join.error.code === "WAITING_LIST_ALREADY_JOINED");

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-sand-200 p-3">
      <h3 id={headingId} className="font-semibold text-dune-900">
        {t("waitingList.join.heading")}
      </h3>
      <div aria-live="polite">
        {join.isSuccess ? (
          <p role="status" className="mt-1 text-sm text-green-800">
            {t("waitingList.join.joined")}
          </p>
        ) : (
          <p className="mt-1 text-sm text-dune-800">{t("waitingList.join.explained")}</p>
        )}
        {join.isError && (
          <p role="alert" className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-800">
            {errorMessage(join.error)}
          </p>
        )}
      </div>
      {isOnList ? (
        <p className="mt-2 text-sm">
          <Link to={paths.myBooking} className={linkClass}>
            {t("waitingList.join.seeInMyBookings")}
          </Link>
        </p>
      ) : (
        <button
          type="button"
          className={`${secondaryButtonClass} mt-3 sm:w-auto`}
          disabled={join.isPending}
          // Only a signed-in guest got this far; a session that ended meanwhile answers 401, which
          // sends them to sign-in and back to the form, its values kept (the app's one 401 path).
          onClick={() => join.mutate(input)}
        >
          {join.isPending ? t("waitingList.join.joining") : t("waitingList.join.button")}
        </button>
      )}
    </section>
  );
}
