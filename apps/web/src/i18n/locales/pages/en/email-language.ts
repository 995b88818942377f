export const emailLanguage = {
  heading: "Language of your emails",
  intro:
    "Booking confirmations, changes, refunds, password resets and waiting-list offers are written in this language, whichever language the site shows when they are sent.",
  save: "Save language",
  saving: "Saving…",
  saved: "Saved: your emails will be written in {{language}}.",
  names: { en: "English", ar: "Arabic" },
};
