import { useTranslation } from "react-i18next";
import { secondaryButtonClass } from "../../../components/form-classes";
import { useListings } from "../api/get-listings";
import { LISTING_PICTURE, ListingCard } from "./listing-card";

/** Cards in the first row on a laptop (three columns) load at once; the rest when scrolled near. */
const FIRST_ROW = 3;

function ListingSkeletons() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t("listings.loading")}
      </p>
      <div aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own
            key={index}
            className="overflow-hidden rounded-2xl border border-sand-200 bg-white motion-safe:animate-pulse"
          >
            <div
              className="w-full bg-sand-100"
              style={{ aspectRatio: `${LISTING_PICTURE.width} / ${LISTING_PICTURE.height}` }}
            />
            <div className="space-y-3 p-4">
              <div className="h-3 w-24 rounded bg-sand-100" />
              <div className="h-5 w-3/4 rounded bg-sand-200" />
              <div className="h-3 w-32 rounded bg-sand-100" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** /booking/airbnb: 'Book Your Stay Now', places to stay from the rental service (spec section 2). */
export function ListingsPage() {
  const { t } = useTranslation();
  const query = useListings();
  const listings = query.data?.data;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-dune-900">{t("listings.title")}</h1>
      <p className="mt-2 text-dune-800">{t("listings.subtitle")}</p>
      <p className="mt-1 text-sm text-dune-800">{t("listings.source")}</p>
      <div className="mt-8">
        {listings ? (
          listings.length === 0 ? (
            <p className="rounded-2xl border border-sand-200 bg-white p-5">{t("listings.empty")}</p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {listings.map((listing, index) => (
                <li key={listing.id}>
                  <ListingCard listing={listing} isEager={index < FIRST_ROW} />
                </li>
              ))}
            </ul>
          )
        ) : query.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5">
            <p className="text-red-800">{t("listings.loadError")}</p>
            <button
              type="button"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
              className={`${secondaryButtonClass} mt-4 bg-white`}
            >
              {query.isFetching ? t("listings.retrying") : t("listings.tryAgain")}
            </button>
          </div>
        ) : (
          <ListingSkeletons />
        )}
      </div>
    </div>
  );
}
