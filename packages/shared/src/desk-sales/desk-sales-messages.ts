/**
 * The messages of sales that start at the desk (decision 055): staff bookings, payment links and
 * payments taken at the desk, in English; the web app shows each in Arabic from its map of server
 * messages (apps/web/src/i18n/server-messages.ts).
 */
export const deskSalesMessages = {
  guestNameRequired: "Enter the guest's name",
  guestContactRequired: "Enter the guest's phone or email (at least one)",
  guestEmailInvalid: "Enter a valid email address",
  guestLanguageInvalid: "Choose the guest's language: English or Arabic",
  sourceInvalid: "Choose where the booking came from: phone, WhatsApp, email, walk-in or agent",
  agentReferenceTooLong: "The agent's reference can be at most 60 characters",
  noteTooLong: "The note can be at most 1000 characters",
  holdHoursInvalid: "Hold the units for 1 to 168 hours (whole hours)",
  serviceRequired:
    "Choose what the guest books: a service (room, tent or caravan spot) or the package",
  staffBookingShort:
    "These dates no longer fit: not enough left on some nights. Choose other dates or fewer units.",
  listSourceInvalid: "Choose a source of bookings from the list",
  listTakerInvalid: "Choose a member of staff from the list",
  listStateInvalid: "Choose the payment links' states from the list",
  paymentChoiceInvalid: "Choose how the guest pays: a payment link or at the desk",
  amountInvalid: "Enter an amount in AED, more than 0, with at most two decimals",
  methodInvalid: "Choose how the money was paid: cash, card terminal or bank transfer",
  paymentReferenceTooLong: "The payment reference can be at most 60 characters",
  paymentOverBalance: "That is more than the balance due on this booking.",
  paymentLinkExpired:
    "This payment link has expired or was withdrawn. Ask the resort for a new one.",
  paymentLinkPaid: "This payment link is already paid. Your booking is confirmed.",
  paymentLinkNotFound: "This payment link does not exist. Check the address you were sent.",
  balanceDueAtCheckOut: "Take the balance due before checking the guest out.",
  cancelAtDesk: "This booking was paid at the resort's desk: ask the resort to cancel it.",
  guestRecordClaim:
    "This email has bookings made with our team. We sent it a link to set your password and see them.",
  changeAtDesk: "This booking was paid at the resort's desk: ask the resort to change it.",
  promoNotOnStaffPrice:
    "This price was set by the resort's team: a promo code cannot be used on it. Ask the resort.",
  serviceOrServices: "Choose one service or several services, not both",
  paymentLinkBusy: "This payment link is being changed right now. Try again in a moment.",
} as const;
