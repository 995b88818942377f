/** The payment link's page (/pay/:token, decision 055): a guest pays a stay staff booked, no account. */
export const payLink = {
  title: "Pay for your stay",
  description: "Pay by card for the stay the resort is holding for you. No account needed.",
  loading: "Loading your booking…",
  greeting: "Hello {{name}}, the resort is holding this stay for you.",
  greetingNoName: "The resort is holding this stay for you.",
  reference: "Booking reference",
  holdUntil: "Your dates are held until {{time}} (Dubai time).",
  holdLeft: "Time left: <time>{{time}}</time>",
  preparing: "Preparing the secure payment…",
  terms: "By paying you accept our <terms>terms and conditions</terms>.",
  noAccount: "You do not need an account to pay.",
  paid: {
    heading: "This link is already paid",
    text: "Your booking <ref>{{reference}}</ref> is confirmed.",
  },
  done: {
    heading: "Payment received: your booking is confirmed",
    reference: "Your booking reference is <ref>{{reference}}</ref>.",
    emailed: "We have emailed you the confirmation and your receipt.",
    keep: "Keep this reference: you may be asked for it on arrival. You do not need an account.",
  },
  confirming: "Payment accepted. Confirming your booking…",
  finishing:
    "Your payment went through. We are finishing your booking: it will be confirmed in a few minutes. Your reference is <ref>{{reference}}</ref>.",
  refunded:
    "Sorry, these dates were taken while you were paying. Your payment has been refunded and no booking was made. Please contact the resort.",
  notPaid: "The payment has not gone through, so no booking was made. Please try again.",
  stillHeld: "Your dates stay held until {{time}} (Dubai time).",
  holdOver:
    "The time to pay has ended, so your dates are no longer held. Contact the resort for a new payment link.",
  expired: {
    heading: "This payment link has expired",
    text: "The link has expired or was withdrawn by the resort. Contact the resort and they will send you a new one.",
  },
  notFound: {
    heading: "Payment link not found",
    text: "This payment link does not exist. Check the address you were sent, or contact the resort.",
  },
  tooMany: {
    heading: "Too many attempts",
    text: "Please wait a few minutes, then reload this page.",
  },
  loadFailed: "We could not load this payment link.",
  retry: "Retry",
  holdFailed: "We could not start the payment",
  contact: {
    heading: "Contact the resort",
    call: "Call",
    whatsapp: "WhatsApp",
    email: "Email",
  },
};
