import { resortLocation } from "@camp/shared/site/resort-location";

/**
 * The resort's contact details and profiles, in one place for the footer, the contact section and
 * the social buttons. The resort edits these; nothing here is a placeholder. Address, map pin,
 * email and phone are shared with the emails (packages/shared/src/site/resort-location.ts).
 */
export const site = {
  ...resortLocation,
  whatsappHref: "https://wa.me/97145550142",
  instagramHandle: "@desertcampresort",
  instagramHref: "https://www.instagram.com/desertcampresort",
} as const;
