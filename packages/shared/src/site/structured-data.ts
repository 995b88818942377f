import { resortLocation } from "./resort-location";

/**
 * schema.org structured data for the marketing pages (decision 031): the resort as a
 * Campground (a LodgingBusiness) with its address, map pin, telephone, pictures and amenities, and,
 * on a page that shows prices, one Offer per bookable type at the price that page shows, with VAT
 * in it. Google's guidelines: https://developers.google.com/search/docs/appearance/structured-data/sd-policies
 * (mark up only what the page shows), https://schema.org/Campground, https://schema.org/Offer.
 */
type Language = "en" | "ar";

export type StartingOffer = {
  /** The type's one name, as the page shows it ("Master room", unit-type-names.ts). */
  name: string;
  /** What a guest pays for one unit for one night, VAT included (fils). */
  priceMinor: number;
  /** What is offered: a room, a tent, or a spot to park a caravan. */
  kind: "room" | "tent" | "caravan-spot";
};

const RESORT_NAME: Record<Language, string> = {
  en: "Desert Camp Resort",
  ar: "منتجع مخيم الصحراء",
};

/** What the site's pages say the resort has (home page facilities, rooms and parking pages). */
const AMENITIES: Record<Language, string[]> = {
  en: [
    "Deluxe rooms with private bathrooms",
    "Bedouin tents",
    "Caravan spots with power and water",
    "Kids play area",
    "Bonfires",
    "Stargazing",
    "Hiking and desert safaris",
  ],
  ar: [
    "غرف فاخرة بحمامات خاصة",
    "خيام بدوية",
    "مواقف كرفانات مزودة بالكهرباء والماء",
    "منطقة ألعاب للأطفال",
    "إشعال النار",
    "مراقبة النجوم",
    "المشي والرحلات الصحراوية",
  ],
};

const PICTURES = ["camp-at-dusk", "deluxe-room", "bonfire", "caravan-parking"];

const itemTypeOf: Record<StartingOffer["kind"], string> = {
  room: "HotelRoom",
  tent: "Accommodation",
  "caravan-spot": "Accommodation",
};

/** "1900.00": schema.org prices are plain numbers, with a dot, no grouping. */
const priceText = (minor: number) => (minor / 100).toFixed(2);

export function resortStructuredData(options: {
  /** The site's public address (PUBLIC_URL), no trailing slash. */
  origin: string;
  language: Language;
  /** This page's address, as its canonical link names it. */
  pageUrl: string;
  offers: StartingOffer[];
}) {
  const { origin, language, offers } = options;
  const { map } = resortLocation;
  return {
    "@context": "https://schema.org",
    "@type": "Campground",
    "@id": `${origin}/#resort`,
    name: RESORT_NAME[language],
    url: options.pageUrl,
    telephone: resortLocation.phone,
    email: resortLocation.email,
    image: PICTURES.map((name) => `${origin}/images/${name}-1280.webp`),
    address: {
      "@type": "PostalAddress",
      streetAddress: language === "ar" ? "طريق حتا، الفقع" : "Hatta Road, Al Faqa",
      addressLocality: language === "ar" ? "دبي" : "Dubai",
      addressRegion: language === "ar" ? "دبي" : "Dubai",
      addressCountry: "AE",
    },
    geo: { "@type": "GeoCoordinates", latitude: map.latitude, longitude: map.longitude },
    amenityFeature: AMENITIES[language].map((name) => ({
      "@type": "LocationFeatureSpecification",
      name,
      value: true,
    })),
    currenciesAccepted: "AED",
    paymentAccepted: "Credit card",
    ...(offers.length > 0
      ? {
          makesOffer: offers.map((offer) => ({
            "@type": "Offer",
            name: offer.name,
            url: options.pageUrl,
            price: priceText(offer.priceMinor),
            priceCurrency: "AED",
            itemOffered: { "@type": itemTypeOf[offer.kind], name: offer.name },
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: priceText(offer.priceMinor),
              priceCurrency: "AED",
              valueAddedTaxIncluded: true,
              unitCode: "DAY",
              unitText: language === "ar" ? "ليلة" : "night",
            },
          })),
        }
      : {}),
  };
}

/**
 * The data as a script element for a page's head. "<" is written as its escape, so no name staff
 * type into the catalogue can close the element early.
 */
export function structuredDataScript(data: object): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replaceAll("<", "\\u003c")}</script>`;
}
