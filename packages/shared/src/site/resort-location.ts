/**
 * Where the resort is and how to reach it: one source for the site (footer, contact section and its
 * map) and the emails (the confirmation's map link and contact lines). The resort edits these.
 */
export const resortLocation = {
  email: "stay@desertcampresort.ae",
  phone: "+971 4 555 0142",
  phoneHref: "tel:+97145550142",
  address: {
    en: "Hatta Road, Al Faqa, Dubai, United Arab Emirates",
    ar: "طريق حتا، الفقع، دبي، الإمارات العربية المتحدة",
  },
  /** Where the map points: the camp in the desert between Dubai and the Hajar mountains. */
  map: { latitude: 24.7205, longitude: 55.6337 },
} as const;

/** The resort's pin on OpenStreetMap, zoomed to show the roads around it. */
export function resortMapLink(): string {
  const { latitude, longitude } = resortLocation.map;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=12/${latitude}/${longitude}`;
}
