import { paths } from "@camp/shared/routes/site-paths";
import { useTranslation } from "react-i18next";
import { useParking } from "../../api/get-catalogue";
import { InclVatNote } from "../../components/price-rows";
import { ServicePage } from "../../features/catalogue/components/service-page";
import { toLanguage } from "../../i18n/i18n";
import { Island } from "../../islands/island";
import { formatNumber, formatPrice } from "../../lib/format";
import { formatWeekDays } from "../../lib/week-days";
import { usePageTitle } from "../page-title";

/** The spot's size, prices and spots free tonight: live from the catalogue, so an island. */
export function ParkingFacts() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { data: parking, isPending } = useParking();
  const na = t("parkingpage.notAvailable");

  const facts = isPending ? (
    <p className="h-24 animate-pulse rounded bg-sand-100" aria-busy="true" />
  ) : parking ? (
    <>
      <p className="text-sm font-semibold text-dune-700">{parking.subtitle}</p>
      <p>
        {t("parkingpage.dimensions", {
          size: t("parkingpage.size", {
            width: formatNumber(parking.dimension.width, language),
            length: formatNumber(parking.dimension.length, language),
          }),
        })}
      </p>
      <p className="font-bold">
        {t("parkingpage.weekday", { price: formatPrice(parking.pricing.weekday, language) })}
        <InclVatNote />
      </p>
      <p className="font-bold">
        {t("parkingpage.weekend", {
          days: formatWeekDays(parking.weekendDays, language, "disjunction"),
          price: formatPrice(parking.pricing.weekend, language),
        })}
        <InclVatNote />
      </p>
      <p className="text-sm text-dune-700">
        {t("parkingpage.available", {
          count: parking.totalSlots,
          free: formatNumber(parking.availableSlots, language),
          total: formatNumber(parking.totalSlots, language),
        })}
      </p>
    </>
  ) : (
    // Spec section 8: parking details missing -> 'Details currently unavailable' with N/A values.
    <>
      <p className="font-semibold">{t("parkingpage.unavailable")}</p>
      <p>{t("parkingpage.dimensions", { size: na })}</p>
      <p>{t("parkingpage.weekday", { price: na })}</p>
      <p>{t("parkingpage.weekendUnknown", { price: na })}</p>
    </>
  );
  return <div className="space-y-3">{facts}</div>;
}

export function ParkingPage() {
  const { t } = useTranslation();
  usePageTitle(t("parkingpage.title"), t("parkingpage.description"));
  return (
    <ServicePage
      title={t("parkingpage.title")}
      subtitle={t("parkingpage.subtitle")}
      description={t("parkingpage.description")}
      featuresHeading={t("parkingpage.featuresHeading")}
      features={t("parkingpage.features", { returnObjects: true })}
      heroScene="caravan-parking"
      galleryHeading={t("parkingpage.galleryHeading")}
      gallery={["caravan-parking", "hajar-mountains", "desert-sunset"]}
      bookNowLabel={t("parkingpage.bookNow")}
      bookNowTo={paths.booking("parking")}
      facts={
        // Below the first screen on a phone, with the catalogue's schemas (22 KB): loaded near
        // the viewport, so they do not share the first paint's bandwidth.
        <Island
          name="parking-facts"
          load="visible"
          component={ParkingFacts}
          props={{}}
          texts={["parkingpage", "prices.inclVat"]}
        />
      }
    />
  );
}

export default ParkingPage;
