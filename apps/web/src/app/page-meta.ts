import { SERVICE_TYPES } from "@camp/shared/booking/booking-limits";
import { paths } from "@camp/shared/routes/site-paths";
import type { ParseKeys } from "i18next";

type PrerenderedPage = {
  path: string;
  title: ParseKeys;
  description: ParseKeys;
  /**
   * A marketing page: sent as HTML whose interactive parts alone hydrate, as islands, without the
   * booking app (docs/decisions/034). The others start the booking app on their HTML.
   */
  isIslands?: boolean;
};

/**
 * The marketing routes and the booking forms, rendered to HTML at build time in both languages,
 * with the title and description each page sets (spec section 2). The pages read the same keys.
 */
export const prerenderedPages: PrerenderedPage[] = [
  { path: paths.home, title: "pages.home", description: "homepage.heroSubtitle", isIslands: true },
  {
    path: paths.about,
    title: "aboutpage.heroTitle",
    description: "aboutpage.heroSubtitle",
    isIslands: true,
  },
  {
    path: paths.campingTents,
    title: "camppage.title",
    description: "camppage.description",
    isIslands: true,
  },
  {
    path: paths.deluxeRoom,
    title: "roompage.title",
    description: "roompage.description",
    isIslands: true,
  },
  {
    path: paths.parking,
    title: "parkingpage.title",
    description: "parkingpage.description",
    isIslands: true,
  },
  {
    path: paths.gallery,
    title: "gallerypage.title",
    description: "gallerypage.subtitle",
    isIslands: true,
  },
  {
    path: paths.activities,
    title: "activitypage.heading",
    description: "activitypage.subheading",
    isIslands: true,
  },
  {
    path: paths.corporateEvents,
    title: "eventspage.corporateTitle",
    description: "eventspage.corporateSubtitle",
    isIslands: true,
  },
  {
    path: paths.privateEvents,
    title: "eventspage.privateTitle",
    description: "eventspage.privateSubtitle",
    isIslands: true,
  },
  { path: paths.terms, title: "footer.terms", description: "legal.termsSummary" },
  { path: paths.privacy, title: "footer.privacy", description: "legal.privacySummary" },
  // The booking forms: their heading, introduction and service links are in the HTML, the form's
  // room kept by its placeholders until the catalogue arrives (nobody needs to be signed in to look).
  ...SERVICE_TYPES.map((serviceType) => ({
    path: paths.booking(serviceType),
    title: `bookingpage.titles.${serviceType}` as const,
    description: "bookingpage.metaDescription" as const,
  })),
];

type ShellPage = { path: string; title: ParseKeys; description?: ParseKeys };

/**
 * The routes the browser draws (sign-in forms, payment, the guest's bookings, the console): the server sends
 * them the app's empty page, already in the visitor's language, direction and title, so nothing
 * shown before JavaScript runs is in the wrong language. The pages set the same titles.
 */
export const shellPages: ShellPage[] = [
  { path: paths.login, title: "authpage.loginTitle", description: "authpage.loginSubtitle" },
  { path: paths.loginAlias, title: "authpage.loginTitle", description: "authpage.loginSubtitle" },
  {
    path: paths.register,
    title: "authpage.registerTitle",
    description: "authpage.registerSubtitle",
  },
  { path: paths.forgotPassword, title: "forgotpage.title", description: "forgotpage.subtitle" },
  {
    path: paths.resetPassword,
    title: "passwordReset.resetTitle",
    description: "passwordReset.resetSubtitle",
  },
  {
    path: paths.staffAccept,
    title: "staffInvitation.title",
    description: "staffInvitation.subtitle",
  },
  { path: paths.booking("airbnb"), title: "listings.title", description: "listings.subtitle" },
  { path: paths.myBooking, title: "mybookings.title", description: "mybookings.subtitle" },
  { path: paths.payment, title: "paymentpage.title", description: "paymentpage.description" },
  {
    path: paths.confirmation,
    title: "confirmationpage.title",
    description: "confirmationpage.text",
  },
  // Every section of the console (/admin/...) starts from this one.
  { path: paths.admin, title: "adminConsole.title" },
];

/** What the server sends, with a 404, for a path that is none of the site's pages. */
export const notFoundShell: ShellPage = {
  path: "*",
  title: "pages.notFound",
  description: "pages.notFoundText",
};
