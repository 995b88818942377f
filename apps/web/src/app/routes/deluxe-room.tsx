import { paths } from "@camp/shared/routes/site-paths";
import { useTranslation } from "react-i18next";
import { useRooms } from "../../api/get-catalogue";
import { InclVatNote } from "../../components/price-rows";
import { ServicePage } from "../../features/catalogue/components/service-page";
import { toLanguage } from "../../i18n/i18n";
import { Island } from "../../islands/island";
import { formatNumber, formatPrice } from "../../lib/format";
import { usePageTitle } from "../page-title";

/** Each room's price, capacity and rooms free tonight: live from the catalogue, so an island. */
export function RoomFacts() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { data: rooms } = useRooms();
  return (
    <div className="space-y-3">
      {rooms ? (
        rooms.map((room) => (
          <div key={room._id} className="border-b border-sand-100 pb-3 last:border-0">
            <p className="font-bold">
              {t("roompage.priceLabel", {
                // The type's one name (decision 050), as the booking form and emails say it.
                title: t(`prices.services.room_${room.roomType}`),
                price: formatPrice(room.pricing, language),
              })}
              <InclVatNote />
            </p>
            <p className="text-sm">{t("roompage.capacity", { count: room.capacity })}</p>
            <p className="text-sm text-dune-700">
              {t("roompage.available", {
                free: formatNumber(room.availableRooms, language),
                total: formatNumber(room.totalRooms, language),
              })}
            </p>
          </div>
        ))
      ) : (
        <p className="h-24 animate-pulse rounded bg-sand-100" aria-busy="true" />
      )}
    </div>
  );
}

export function DeluxeRoomPage() {
  const { t } = useTranslation();
  usePageTitle(t("roompage.title"), t("roompage.description"));
  return (
    <ServicePage
      title={t("roompage.title")}
      subtitle={t("roompage.subtitle")}
      description={t("roompage.description")}
      featuresHeading={t("roompage.featuresHeading")}
      features={t("roompage.features", { returnObjects: true })}
      heroScene="deluxe-room"
      galleryHeading={t("roompage.galleryHeading")}
      gallery={["deluxe-room", "kids-play-area", "hajar-mountains"]}
      bookNowLabel={t("roompage.bookNow")}
      bookNowTo={paths.booking("room")}
      facts={
        // Below the first screen on a phone, with the catalogue's schemas (22 KB): loaded near
        // the viewport, so they do not share the first paint's bandwidth.
        <Island
          name="room-facts"
          load="visible"
          component={RoomFacts}
          props={{}}
          texts={[
            "roompage.priceLabel",
            "prices.services.room_master",
            "prices.services.room_kids",
            "roompage.capacity",
            "roompage.available",
            "prices.inclVat",
          ]}
        />
      }
    />
  );
}

export default DeluxeRoomPage;
