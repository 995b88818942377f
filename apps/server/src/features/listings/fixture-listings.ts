import type { Listing } from "@camp/shared/listings/listings-api";
import type { ListingsSource } from "./listings-source";

/** A search for stays in one area on the rental service: the fixture's places are illustrations. */
const searchUrl = (area: string) =>
  `https://www.airbnb.com/s/${encodeURIComponent(area)}--United-Arab-Emirates/homes`;

const picture = (scene: string) => `/images/${scene}-640.webp`;

/**
 * Ten places near the desert and the Hajar mountains, shown when no listings service is configured
 * (offline, development, tests). Pictures are the web app's own; links open the area's search on
 * the service, so a guest never lands on a stranger's real listing by a made-up id.
 */
export const FIXTURE_LISTINGS: readonly Listing[] = [
  {
    id: "fixture-hatta-dam-lodge",
    name: "Hatta Mountain Lodge with Dam Views",
    pictureUrl: picture("hajar-mountains"),
    ratingAverage: 4.92,
    reviewCount: 128,
    roomType: "Entire home",
    beds: 4,
    url: searchUrl("Hatta"),
  },
  {
    id: "fixture-al-qudra-glamping",
    name: "Al Qudra Lakes Glamping Tent",
    pictureUrl: picture("camp-at-dusk"),
    ratingAverage: 4.85,
    reviewCount: 64,
    roomType: "Tent",
    beds: 2,
    url: searchUrl("Al-Qudra"),
  },
  {
    id: "fixture-marmoom-star-dome",
    name: "Starlit Dome in Al Marmoom Reserve",
    pictureUrl: picture("starry-night"),
    ratingAverage: 4.97,
    reviewCount: 211,
    roomType: "Tent",
    beds: 1,
    url: searchUrl("Al-Marmoom"),
  },
  {
    id: "fixture-lisaili-farmhouse",
    name: "Bonfire Farmhouse in Al Lisaili",
    pictureUrl: picture("bonfire"),
    ratingAverage: 4.78,
    reviewCount: 43,
    roomType: "Entire home",
    beds: 5,
    url: searchUrl("Al-Lisaili"),
  },
  {
    id: "fixture-margham-majlis-room",
    name: "Majlis-Style Guest Room in Margham",
    pictureUrl: picture("deluxe-room"),
    ratingAverage: 4.66,
    reviewCount: 19,
    roomType: "Private room",
    beds: 1,
    url: searchUrl("Margham"),
  },
  {
    id: "fixture-al-awir-family-villa",
    name: "Family Desert Villa with Play Garden, Al Awir",
    pictureUrl: picture("kids-play-area"),
    ratingAverage: 4.89,
    reviewCount: 87,
    roomType: "Entire home",
    beds: 6,
    url: searchUrl("Al-Awir"),
  },
  {
    id: "fixture-al-faqa-camper-pitch",
    name: "Campervan Pitch by the Dunes, Al Faqa",
    pictureUrl: picture("caravan-parking"),
    ratingAverage: 4.71,
    reviewCount: 35,
    roomType: "Camper/RV",
    beds: 2,
    url: searchUrl("Al-Faqa"),
  },
  {
    id: "fixture-lahbab-dune-cabin",
    name: "Sunset Cabin on the Lahbab Red Dunes",
    pictureUrl: picture("desert-sunset"),
    ratingAverage: 4.94,
    reviewCount: 156,
    roomType: "Entire cabin",
    beds: 3,
    url: searchUrl("Lahbab"),
  },
  {
    id: "fixture-hatta-foothills-suite",
    name: "Hajar Foothills Guest Suite, Hatta",
    pictureUrl: picture("hajar-mountains"),
    ratingAverage: 4.81,
    reviewCount: 52,
    roomType: "Private room",
    beds: 2,
    url: searchUrl("Hatta"),
  },
  {
    id: "fixture-wadi-shawka-stone-house",
    name: "New: Stone House at Wadi Shawka",
    pictureUrl: picture("starry-night"),
    // No guest has stayed yet: no average to show.
    ratingAverage: null,
    reviewCount: 0,
    roomType: "Entire home",
    beds: 3,
    url: searchUrl("Wadi-Shawka"),
  },
];

export const fixtureListings: ListingsSource = {
  kind: "fixture",
  getListings: async () => ({ listings: [...FIXTURE_LISTINGS] }),
};
