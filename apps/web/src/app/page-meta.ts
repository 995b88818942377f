import { paths } from "@camp/shared/routes/site-paths";
import type { ParseKeys } from "i18next";

/**
 * The marketing routes rendered to HTML at build time in both languages, with the title and
 * description each page sets (spec section 2). The pages read the same keys.
 */
export const prerenderedPages: { path: string; title: ParseKeys; description: ParseKeys }[] = [
  { path: paths.home, title: "pages.home", description: "homepage.heroSubtitle" },
  { path: paths.about, title: "aboutpage.heroTitle", description: "aboutpage.heroSubtitle" },
  { path: paths.campingTents, title: "camppage.title", description: "camppage.description" },
  { path: paths.deluxeRoom, title: "roompage.title", description: "roompage.description" },
  { path: paths.parking, title: "parkingpage.title", description: "parkingpage.description" },
  { path: paths.gallery, title: "gallerypage.title", description: "gallerypage.subtitle" },
  { path: paths.activities, title: "activitypage.heading", description: "activitypage.subheading" },
  {
    path: paths.corporateEvents,
    title: "eventspage.corporateTitle",
    description: "eventspage.corporateSubtitle",
  },
  {
    path: paths.privateEvents,
    title: "eventspage.privateTitle",
    description: "eventspage.privateSubtitle",
  },
];
