/**
 * Every route of the site, spelled exactly as spec section 2 spells them (they are case-sensitive).
 * Links and redirects use these, never string literals.
 */
export const paths = {
  home: "/",
  about: "/Aboutus",
  campingTents: "/CampingTents",
  deluxeRoom: "/DeluxeRoom",
  parking: "/parking",
  gallery: "/Gallery",
  activities: "/Activites",
  corporateEvents: "/Corporate-Events",
  privateEvents: "/Private-Events",
  login: "/login",
  loginAlias: "/Login",
  forgotPassword: "/forgot-password",
  register: "/register",
  booking: (serviceType: "room" | "camp" | "parking" | "package" | "airbnb") =>
    `/booking/${serviceType}`,
  bookingPattern: "/booking/:serviceType",
  myBooking: "/my-booking",
  payment: "/payment",
  confirmation: "/confirmation",
  contactAnchor: "/#Contact",
} as const;
