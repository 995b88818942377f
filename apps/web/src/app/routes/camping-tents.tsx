import { paths } from "@camp/shared/routes/site-paths";
import { useTranslation } from "react-i18next";
import { useCamps } from "../../api/get-catalogue";
import { InclVatNote } from "../../components/price-rows";
import { ServicePage } from "../../features/catalogue/components/service-page";
import { toLanguage } from "../../i18n/i18n";
import { Island } from "../../islands/island";
import { formatNumber, formatPrice } from "../../lib/format";
import { usePageTitle } from "../page-title";

/** The tent's price, size and tents free tonight: live from the catalogue, so an island. */
export function CampFacts() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { data: camps } = useCamps();
  const camp = camps?.[0];
  return (
    <div className="space-y-3">
      {camp ? (
        <>
          <p className="text-2xl font-bold">
            {t("camppage.priceLabel", { price: formatPrice(camp.pricing, language) })}
            <InclVatNote />
          </p>
          <p>{t("camppage.maxGuests", { count: camp.maxGuests })}</p>
          <p className="text-sm text-dune-700">
            {t("camppage.available", {
              count: camp.totalCamps,
              free: formatNumber(camp.availableCamps, language),
              total: formatNumber(camp.totalCamps, language),
            })}
          </p>
        </>
      ) : (
        <p className="h-20 animate-pulse rounded bg-sand-100" aria-busy="true" />
      )}
    </div>
  );
}

export function CampingTentsPage() {
  const { t } = useTranslation();
  usePageTitle(t("camppage.title"), t("camppage.description"));
  return (
    <ServicePage
      title={t("camppage.title")}
      subtitle={t("camppage.subtitle")}
      description={t("camppage.description")}
      featuresHeading={t("camppage.featuresHeading")}
      features={t("camppage.features", { returnObjects: true })}
      heroScene="camp-at-dusk"
      galleryHeading={t("camppage.galleryHeading")}
      gallery={["camp-at-dusk", "bonfire", "starry-night"]}
      bookNowLabel={t("camppage.bookNow")}
      bookNowTo={paths.booking("camp")}
      facts={
        // Below the first screen on a phone, with the catalogue's schemas (22 KB): loaded near
        // the viewport, so they do not share the first paint's bandwidth.
        <Island
          name="camp-facts"
          load="visible"
          component={CampFacts}
          props={{}}
          texts={[
            "camppage.priceLabel",
            "camppage.maxGuests",
            "camppage.available",
            "prices.inclVat",
          ]}
        />
      }
    />
  );
}

export default CampingTentsPage;
