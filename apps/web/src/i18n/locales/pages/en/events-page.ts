export const eventspage = {
  corporateTitle: "Corporate Events",
  corporateSubtitle: "Team retreats, offsites and company dinners in the desert.",
  corporateText:
    "Take your team out of the office for a day or a weekend: a majlis for workshops, activities that build trust and a dinner around the fire. We take care of the set-up, the food and the transport from Dubai.",
  corporateFeatures: [
    "Majlis or tent for up to 80 guests",
    "Projector and sound system",
    "Team activities and safaris",
    "Catering and BBQ dinner",
    "Transport from Dubai on request",
    "Overnight stays in tents and rooms",
  ],
  privateTitle: "Private Events",
  privateSubtitle: "Birthdays, engagements and family gatherings under the stars.",
  privateText:
    "Celebrate with the people you love in a place they will remember: decorated tents, lanterns, a bonfire and a dinner made for your guests. Book the whole camp for a night of your own.",
  privateFeatures: [
    "The whole camp for your group",
    "Decoration and lighting",
    "Dinner and cake to your taste",
    "Music and bonfire",
    "Kids play area and activities",
    "Rooms and tents for your guests",
  ],
  includesHeading: "What we arrange",
  enquiryHeading: "Plan your event with us",
  enquiryText:
    "Tell us the date, the number of guests and what you have in mind; we answer within a day with a proposal.",
  enquiryButton: "Send an enquiry",
};
