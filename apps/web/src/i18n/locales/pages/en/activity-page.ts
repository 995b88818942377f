export const activitypage = {
  heading: "Things to do",
  subheading: "Days in the mountains, evenings by the fire.",
  pickerLabel: "Activities",
  activities: [
    {
      key: "hiking",
      actName: "Mountain hiking",
      actimg: "hiking",
      actdetails:
        "Guided walks of two to four hours on the trails of the Hajar mountains, with views over the wadis and a tea stop at the top. Suitable for beginners; sturdy shoes recommended.",
    },
    {
      key: "horseriding",
      actName: "Horse riding",
      actimg: "horseriding",
      actdetails:
        "Ride along the dunes at sunrise or sunset with our experienced handlers. Gentle horses for beginners and longer rides for confident riders.",
    },
    {
      key: "carsafari",
      actName: "Car safari",
      actimg: "carsafari",
      actdetails:
        "Dune bashing in a 4x4 with a professional driver, a stop for sandboarding and photos at the top of the highest dune.",
    },
    {
      key: "bonefire",
      actName: "Bonfire",
      actimg: "bonefire",
      actdetails:
        "Every evening we light the fire in the middle of the camp: Arabic coffee, dates, stories and music until late.",
    },
    {
      key: "starwatching",
      actName: "Stargazing",
      actimg: "starwatching",
      actdetails:
        "Far from the city lights, the Milky Way is bright on clear nights. Our guide brings a telescope and tells the stories of the stars.",
    },
    {
      key: "camping",
      actName: "Camping",
      actimg: "camping",
      actdetails:
        "Spend a night in a Bedouin tent with your family or friends: dinner around the fire, a night under the stars and breakfast at sunrise.",
    },
  ],
};
