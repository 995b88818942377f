import { useId } from "react";
import { useTranslation } from "react-i18next";
import { quietButton } from "../../../components/confirm-dialog";
import { useSession } from "../../../lib/use-session";
import { useMyWaitingList } from "../api/get-my-waiting-list";
import { WaitingListEntryCard } from "./waiting-list-entry";

/**
 * My bookings' "Waiting list" (decision 033): the stays the guest waits for and what became of
 * them. A guest who never joined sees nothing of it.
 */
export function WaitingListSection() {
  const { t } = useTranslation();
  const { user } = useSession();
  const query = useMyWaitingList(user?.email ?? "");
  const headingId = useId();
  // Nothing while it loads or when empty; a list that cannot be read says so.
  if (query.data ? query.data.length === 0 : !query.isError) return null;
  return (
    <section aria-labelledby={headingId} className="mx-auto mb-12 max-w-5xl space-y-4 px-4">
      <h2 id={headingId} className="text-xl font-bold text-dune-900">
        {t("waitingList.mine.heading")}
      </h2>
      {query.data ? (
        <>
          <p className="max-w-2xl text-dune-800">{t("waitingList.mine.intro")}</p>
          <ul className="space-y-4">
            {query.data.map((entry) => (
              <li key={entry.id}>
                <WaitingListEntryCard entry={entry} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-4"
        >
          <p className="text-red-800">{t("waitingList.mine.loadFailed")}</p>
          <button
            type="button"
            className={`${quietButton} bg-white`}
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {query.isFetching ? t("mybookings.retrying") : t("mybookings.tryAgain")}
          </button>
        </div>
      )}
    </section>
  );
}
