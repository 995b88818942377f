export const roompage = {
  title: "Deluxe Room",
  subtitle: "Comfort for families, a step from the dunes",
  description:
    "Our deluxe rooms are built for families: a master room with a king-size bed and a terrace facing the mountains, and a kids room with bunk beds that connects to it. Both have air conditioning and their own bathroom.",
  featuresHeading: "In every deluxe room",
  features: [
    "King-size or bunk beds",
    "Private bathroom with rain shower",
    "Air conditioning",
    "Mountain-view terrace",
    "Free Wi-Fi",
    "Mini fridge",
    "Arabic coffee and tea set",
    "Daily housekeeping",
  ],
  galleryHeading: "Inside and around",
  priceLabel: "{{title}}: {{price}} per night",
  capacity: "Up to {{count}} guests per room",
  available: "{{free}} of {{total}} free tonight",
  bookNow: "Book Now",
};
