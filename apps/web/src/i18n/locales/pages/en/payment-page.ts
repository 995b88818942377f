import { unitTypeNames } from "@camp/shared/catalogue/unit-type-names";

export const paymentpage = {
  title: "Payment",
  description: "Pay for your stay by card and confirm your booking.",
  loading: "Loading your booking details…",
  retry: "Try again",
  bookAStay: "Book a stay",
  checkAgain: "Check availability again",
  viewBooking: "View Booking",
  noQuote: {
    heading: "Nothing to pay yet",
    text: "We could not find a booking to pay for. Choose your dates and check availability first.",
  },
  unknownQuote: {
    heading: "Booking request not found",
    text: "This booking request does not exist or belongs to another account. Please check availability again.",
  },
  loadFailed: "We could not load your booking details.",
  fulfilled: {
    heading: "Already booked",
    text: "This booking is already paid and made. You will not be charged again.",
  },
  expired: {
    heading: "This price has expired",
    text: "Prices are kept for a short time only. Check availability again to get the current price; you have not been charged.",
  },
  refundRequired: {
    heading: "Your payment is being refunded",
    text: "The dates sold out before your booking could be made, so no booking was made. Your payment is being refunded (or the authorisation on your card released).",
  },
  refunded: {
    heading: "Your payment was refunded",
    text: "The dates sold out before your booking could be made, so no booking was made. Your payment was refunded (or the authorisation on your card released).",
  },
  summary: {
    heading: "Your booking",
    service: "Service",
    checkIn: "Check-in",
    checkOut: "Check-out",
    nights: "Nights",
    guests: "Guests",
    pricePerNight: {
      room: "Price per room per night",
      camp: "Price per tent per night",
      parking: "Price per night",
      package: "Price per unit per night",
    },
    priceLines: "Price details",
    total: "Total",
    pendingNote:
      "Some nights are waiting for confirmation. Your card is only authorised now and charged when our team confirms.",
    units: { room: "Rooms", camp: "Tents", parking: "Parking slots", package: "Units" },
  },
  services: {
    roomMaster: unitTypeNames.en.master.one,
    roomKids: unitTypeNames.en.kids.one,
    room: "Deluxe Room",
    camp: unitTypeNames.en.camp.one,
    parking: unitTypeNames.en.parking.one,
    package: unitTypeNames.en.package.one,
  },
  hold: {
    placing: "Holding your booking for you…",
    heldOne: {
      room: "Your room is held for you for {{time}}",
      camp: "Your tent is held for you for {{time}}",
      parking: "Your parking slot is held for you for {{time}}",
      package: "Your package is held for you for {{time}}",
    },
    heldMany: {
      room: "Your rooms are held for you for {{time}}",
      camp: "Your tents are held for you for {{time}}",
      parking: "Your parking slots are held for you for {{time}}",
      package: "Your package units are held for you for {{time}}",
    },
    whenOver:
      "When the time runs out the units are released for other guests and you will need to hold them again; you are not charged.",
    oneMinute: "One minute left: your hold ends soon.",
    over: "Your hold has ended and the units were released for other guests. You were not charged. Hold them again to pay.",
    holdAgain: "Hold again",
    failedHeading: "We could not hold your booking",
  },
  provider: {
    loading: "Loading the payment form…",
    failed: "We could not load the payment form.",
  },
  testMode: {
    heading: "Test mode - no real charge",
    text: "Use one of these test cards, with any future expiry date and any CVC:",
    succeeds: "succeeds",
    declined: "declined",
    insufficient: "insufficient funds",
    expired: "expired card",
    incorrectCvc: "incorrect CVC",
  },
  /** The cancellation policy for this stay, before the card (decision 031). */
  policy: {
    heading: "If you cancel",
    timesNote: "Times are Dubai time.",
    full: "Full refund ({{amount}}) if you cancel by {{until}}.",
    partial: "{{percent}} back ({{amount}}) if you cancel by {{until}}.",
    noneAfter:
      "No refund if you cancel after {{from}}; from check-in, {{checkIn}}, the stay cannot be cancelled.",
    noneNow: "Check-in is {{checkIn}}: cancelling this stay now gives no refund.",
    /** A booking moved later keeps the deadlines of its first check-in (decision 023). */
    noneAfterFirst:
      "No refund if you cancel after {{from}}; from {{checkIn}}, your booking's first check-in, it cannot be cancelled.",
    noneNowFirst:
      "Your booking's first check-in was {{checkIn}}: cancelling it now gives no refund.",
    tourismFee:
      "The Tourism Dirham fee ({{amount}}) is due only for nights stayed: it comes back in full whenever you cancel, even after the last deadline above, and the amounts above include it.",
    firstCheckIn:
      "Your stay starts {{stayCheckIn}}. A changed booking keeps the refund deadlines of its first check-in, {{checkIn}}: they count from that day.",
    agree:
      "By paying you accept the <terms>Terms of booking</terms>. Our <privacy>Privacy notice</privacy> says what we keep about you and why.",
  },
  card: {
    heading: "Pay by card",
    number: "Card number",
    expiry: "Expiry (MM/YY)",
    cvc: "CVC",
    name: "Name on card",
    pay: "Pay {{amount}}",
    authorise: "Authorise {{amount}}",
    secure: "Your card details go only to the card processor; we never store them.",
    errors: {
      numberRequired: "Card number is required",
      numberLength: "Enter the 13 to 19 digits of your card number",
      expiryRequired: "Expiry date is required",
      expiryFormat: "Enter the expiry date as MM/YY",
      expiryPast: "This card has expired",
      cvcRequired: "CVC is required",
      cvcFormat: "Enter the 3 or 4 digits of your CVC",
      nameRequired: "Name on card is required",
      nameTooLong: "Name on card is too long",
    },
  },
  stripe: {
    card: "Card",
    loading: "Loading the secure card form…",
    loadFailed:
      "The secure card form could not load. Check your connection and reload the page; you have not been charged.",
    notReady: "The card form is not ready yet. Please wait a moment and try again.",
  },
  processing: {
    title: "Processing your payment…",
    text: "Please keep this page open. This takes a few seconds.",
  },
  failed: {
    title: "Payment Failed",
    text: "We couldn't process your payment. Please try again.",
    notCharged: "You have not been charged.",
    paidElsewhere:
      "This payment has already been made, perhaps in another tab. Press Try Again to finish your booking; you will not be charged twice.",
    tryAgain: "Try Again",
    reasons: {
      card_declined: "Your card was declined.",
      insufficient_funds: "Your card has insufficient funds.",
      expired_card: "Your card has expired.",
      incorrect_cvc: "Your card's security code (CVC) is incorrect.",
      incorrect_number: "Your card number is incorrect.",
    },
  },
  booking: {
    title: "Payment received — confirming your booking…",
    pendingTitle: "Card authorised — sending your request…",
    text: "Please keep this page open.",
  },
  confirmed: {
    title: "Booking Confirmed!",
    text: "Your booking is paid and confirmed. We look forward to welcoming you.",
    pendingTitle: "Request received",
    pendingText:
      "Your card is authorised, not charged. Our team confirms your request within {{hours}} hours; if we decline it, the authorisation on your card is released and nothing is charged.",
    confirmation: "Show the confirmation",
    reference: "Your booking reference: {{reference}}",
  },
  bookingFailed: {
    refundedTitle: "No booking was made",
    refundedText:
      "Sorry, these dates sold out while you were paying. Your payment has been refunded and no booking was made.",
    releasedText:
      "Sorry, these dates could no longer be held while you were paying. The authorisation on your card has been released and no booking was made.",
    notPaidTitle: "Payment not completed",
    notPaidText: "Your payment did not go through, so nothing was charged and no booking was made.",
    finishingTitle: "Your booking is being finished",
    finishingText:
      "Your payment went through and your booking is being finished. It will appear in My bookings within a few minutes. You will not be charged twice.",
    finishingPendingText:
      "Your card was authorised and your request is being finished. It will appear in My bookings within a few minutes. You will not be charged twice.",
    retry: "Retry",
    myBookings: "Go to My bookings",
  },
};
