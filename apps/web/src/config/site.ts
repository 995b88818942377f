/**
 * The resort's contact details and profiles, in one place for the footer, the contact section and
 * the social buttons. The resort edits these; nothing here is a placeholder.
 */
export const site = {
  email: "stay@desertcampresort.ae",
  phone: "+971 4 555 0142",
  phoneHref: "tel:+97145550142",
  whatsappHref: "https://wa.me/97145550142",
  instagramHandle: "@desertcampresort",
  instagramHref: "https://www.instagram.com/desertcampresort",
  address: {
    en: "Hatta Road, Al Faqa, Dubai, United Arab Emirates",
    ar: "طريق حتا، الفقع، دبي، الإمارات العربية المتحدة",
  },
  /** Where the map points: the camp in the desert between Dubai and the Hajar mountains. */
  map: { latitude: 24.7205, longitude: 55.6337 },
} as const;
