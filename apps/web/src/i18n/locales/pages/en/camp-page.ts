export const camppage = {
  title: "Camping Tents",
  subtitle: "Traditional Bedouin tents under the stars",
  description:
    "Our tents are made for groups and friends: a majlis to sit together, camp beds with fresh linen, lanterns and a fire pit outside the door. Each tent sleeps up to sixteen guests.",
  featuresHeading: "What every tent has",
  features: [
    "Traditional majlis seating",
    "Camp beds with fresh linen",
    "Carpets and cushions",
    "Lanterns and solar lights",
    "Bonfire pit outside",
    "BBQ setup",
    "Shared showers and toilets nearby",
    "Breakfast included",
  ],
  galleryHeading: "Around the camp",
  priceLabel: "From {{price}} per night",
  // The tent's capacity (the catalogue's guests per tent); a booking's limit is on the form.
  maxGuests_zero: "Each tent sleeps up to {{count}} guests",
  maxGuests_one: "Each tent sleeps up to {{count}} guest",
  maxGuests_two: "Each tent sleeps up to {{count}} guests",
  maxGuests_few: "Each tent sleeps up to {{count}} guests",
  maxGuests_many: "Each tent sleeps up to {{count}} guests",
  maxGuests_other: "Each tent sleeps up to {{count}} guests",
  // By the number of tents (count: the total), in each language's plural forms.
  available_zero: "No tents free tonight",
  available_one: "{{free}} of {{total}} tent free tonight",
  available_two: "{{free}} of {{total}} tents free tonight",
  available_few: "{{free}} of {{total}} tents free tonight",
  available_many: "{{free}} of {{total}} tents free tonight",
  available_other: "{{free}} of {{total}} tents free tonight",
  bookNow: "Book Now",
};
