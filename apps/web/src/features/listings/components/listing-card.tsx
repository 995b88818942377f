import type { Listing } from "@camp/shared/listings/listings-api";
import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../../i18n/i18n";
import { formatNumber } from "../../../lib/format";

/**
 * The rental service's room and property types we can name in Arabic too (matched whole, ignoring
 * case); any other type is shown as the service spells it.
 */
const ROOM_TYPES: Record<string, ParseKeys> = {
  "entire home": "listings.roomTypes.entireHome",
  "entire home/apt": "listings.roomTypes.entireHome",
  "entire cabin": "listings.roomTypes.entireCabin",
  "entire villa": "listings.roomTypes.entireVilla",
  "private room": "listings.roomTypes.privateRoom",
  "shared room": "listings.roomTypes.sharedRoom",
  "hotel room": "listings.roomTypes.hotelRoom",
  tent: "listings.roomTypes.tent",
  "camper/rv": "listings.roomTypes.camper",
};

function useRoomTypeLabel() {
  const { t } = useTranslation();
  return (roomType: string) => {
    const key = ROOM_TYPES[roomType.trim().toLowerCase()];
    return key ? t(key) : roomType;
  };
}

/** The picture's box is reserved (3:2), so the grid never shifts while pictures arrive. */
export const LISTING_PICTURE = { width: 640, height: 427 } as const;

/**
 * One listing as a card that opens it on the rental service in a new tab; `isEager` for the first
 * row, which is in view at once.
 */
export function ListingCard({ listing, isEager }: { listing: Listing; isEager: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const roomTypeLabel = useRoomTypeLabel();
  const rating =
    listing.ratingAverage === null
      ? null
      : formatNumber(Math.round(listing.ratingAverage * 100) / 100, lang);

  return (
    // The whole card is clickable through the heading's link stretched over it, so a screen reader
    // hears one link named after the listing instead of a link that reads the whole card.
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm transition-shadow focus-within:ring-3 focus-within:ring-dune-700 hover:shadow-md">
      <img
        src={listing.pictureUrl}
        alt={listing.name}
        width={LISTING_PICTURE.width}
        height={LISTING_PICTURE.height}
        loading={isEager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[3/2] w-full bg-sand-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <div className="flex items-center justify-between gap-3 text-sm text-dune-800">
          <span>{roomTypeLabel(listing.roomType)}</span>
          {rating === null ? (
            <span className="rounded-full bg-sand-100 px-2 py-0.5 font-semibold text-dune-900">
              <span aria-hidden="true">{t("listings.ratingNew")}</span>
              <span className="sr-only">{t("listings.ratingNewLabel")}</span>
            </span>
          ) : (
            <span className="font-semibold text-dune-900">
              <span aria-hidden="true">★ {rating}</span>
              <span className="sr-only">{t("listings.ratingLabel", { rating })}</span>
            </span>
          )}
        </div>
        <h2 className="text-lg font-bold text-dune-900">
          <a
            href={listing.url}
            target="_blank"
            rel="noopener noreferrer"
            className="after:absolute after:inset-0 group-hover:underline"
          >
            <span dir="auto">{listing.name}</span>
            <span className="sr-only"> {t("listings.opensInNewTab")}</span>
          </a>
          {/* Points "out and forward": mirrored in Arabic. */}
          <span aria-hidden="true" className="ms-1 inline-block text-dune-700 rtl:-scale-x-100">
            ↗
          </span>
        </h2>
        <p className="mt-auto pt-2 text-sm text-dune-800">
          <span>
            {t("listings.beds", {
              count: listing.beds,
              formatted: formatNumber(listing.beds, lang),
            })}
          </span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          <span>
            {t("listings.reviews", {
              count: listing.reviewCount,
              formatted: formatNumber(listing.reviewCount, lang),
            })}
          </span>
        </p>
      </div>
    </article>
  );
}
