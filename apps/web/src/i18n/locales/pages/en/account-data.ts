export const accountData = {
  heading: "Your data",
  intro:
    "Download a copy of everything we keep about you, or delete your account. Our <privacy>Privacy notice</privacy> says what we keep and for how long.",
  download: "Download my data",
  preparing: "Preparing your file…",
  deleteTrigger: "Delete my account",
  deleteTitle: "Delete your account?",
  deleteExplained:
    "Your name, email, phone, messages and emails are removed and you are signed out everywhere; you cannot sign in again. Your past bookings and tax invoices stay, without your contact details, for the 5 years UAE tax law requires. This cannot be undone.",
  password: "Your password",
  passwordRequired: "Enter your password",
  passwordIncorrect: "That is not your password",
  keepAccount: "Keep my account",
  deleteYes: "Delete my account",
  deleting: "Deleting…",
  deleted: "Your account has been deleted.",
};
