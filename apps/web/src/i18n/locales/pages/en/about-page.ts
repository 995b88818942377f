export const aboutpage = {
  heroTitle: "About us",
  heroSubtitle: "A family-run camp where the desert meets the mountains.",
  storyHeading: "Our story",
  story:
    "We grew up spending winter weekends in the dunes of Al Faqa with our families. In 2019 we turned our favourite spot into a small camp: a few tents, a fire pit and a lot of stars. Guests asked for more comfort, so we added deluxe rooms for families, a play area for children and serviced spots for caravans. We are still small on purpose, so that every guest is known by name.",
  whyHeading: "Why choose us",
  why: [
    {
      title: "Between dunes and mountains",
      text: "Red sand at the door and the Hajar mountains on the horizon, an hour from Dubai.",
    },
    {
      title: "For every kind of stay",
      text: "Rooms for families, tents for groups and spots for caravans, all in one place.",
    },
    {
      title: "Safe for children",
      text: "Connecting kids rooms, a shaded play area and staff on site day and night.",
    },
    {
      title: "Clear prices",
      text: "The price you see is the price you pay: VAT included, any Tourism Dirham fee shown before you pay, confirmed the moment you book.",
    },
  ],
  valuesHeading: "Our values",
  values: [
    {
      title: "Hospitality",
      text: "Arabic coffee on arrival and a welcome that feels like family.",
    },
    {
      title: "Respect for the land",
      text: "Solar lights, little plastic and tracks that leave the dunes as we found them.",
    },
    {
      title: "Safety",
      text: "Trained guides, checked vehicles and first aid on every activity.",
    },
    {
      title: "Honesty",
      text: "We say what is included, and we answer every message within a day.",
    },
  ],
};
