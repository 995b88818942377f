import type { ErrorCode } from "@camp/shared/api/error-codes";

/**
 * What a guest reads for each code the server sends (`errors.<code>`, shown by `useErrorMessage`);
 * `satisfies` makes a code without its text, or a text without its code, a compile error.
 */
const serverErrors = {
  VALIDATION_ERROR: "Some details are not valid. Please check them and try again.",
  BAD_REQUEST: "The request could not be processed. Please reload the page and try again.",
  INVALID_JSON: "The request could not be read. Please reload the page and try again.",
  INVALID_IMAGE: "The file is not a picture we can read (use JPEG, PNG or WebP).",
  INVALID_SIGNATURE: "The request's signature could not be verified.",
  WRONG_BOOKING_KIND:
    "This price was given for another kind of stay. Please check availability again.",
  AMOUNT_MISMATCH:
    "The payment amount does not match the price of this booking. Please check availability again.",
  PAYMENT_INTENT_UNEXPECTED_STATE:
    "This payment cannot go ahead in its current state. Please reload the page.",
  UNAUTHENTICATED: "Please sign in to continue",
  INVALID_CREDENTIALS: "Invalid email or password",
  PAYMENT_NOT_COMPLETED: "The payment has not gone through, so no booking was made.",
  FORBIDDEN: "You do not have permission to do that",
  NOT_FOUND: "We could not find what you asked for. It may have been removed.",
  PAYMENT_INTENT_NOT_FOUND: "We could not find this payment.",
  EMAIL_TAKEN: "An account with this email already exists",
  ROOM_TYPE_EXISTS: "This room type already exists.",
  QUOTE_MISMATCH:
    "This booking does not match the price you were given. Please check availability again.",
  PAYMENT_MISMATCH: "This payment does not belong to this booking.",
  NOT_ENOUGH_UNITS: "We have only {{total}} of these in total. Please choose fewer.",
  NO_LONGER_AVAILABLE:
    "Those dates were just booked by someone else. Please check availability again.",
  HOLD_LIMIT_REACHED:
    "You are already holding as many rooms and nights as one account may. Pay for or let go of a stay you started before holding more.",
  QUOTE_CLOSED: "This booking request is already closed. Please check availability again.",
  ALREADY_PAID: "This booking is already paid. Open My Bookings to see it.",
  SOLD_OUT:
    "Sorry, these dates sold out while you were paying. Your payment has been refunded and no booking was made.",
  EXTRA_SOLD_OUT:
    "{{activity}} is sold out on {{date}} ({{remaining}} left). Choose another day or fewer people.",
  BOOKING_NOT_PENDING: "This booking is no longer waiting for a decision.",
  BOOKING_COMPLETED: "A completed stay cannot be cancelled.",
  BOOKING_CANCELLED: "This booking is already cancelled.",
  BOOKING_NOT_CONFIRMED:
    "Only a confirmed booking can be cancelled. A request still waiting for us can be withdrawn.",
  BOOKING_STARTED: "This stay has already begun, so it can no longer be cancelled online.",
  BOOKING_CHANGED:
    "This booking changed while you were looking at it. Please open it again and retry.",
  BOOKING_NOT_CHANGEABLE:
    "Only a paid booking can be changed, and only before its check-in day. A request still waiting for us can be withdrawn and asked again.",
  CHANGE_NOT_AVAILABLE:
    "This change does not fit: not enough left on {{nights}}. Your booking stays as it is.",
  CHANGE_SAME_AS_BOOKING: "This is your booking as it is. Change the dates, units or guests first.",
  // {{date}} arrives as YYYY-MM-DD and is shown as a day and month ("31 December": server-messages.ts).
  STAY_TOO_SHORT: "Stays that include {{date}} need at least {{nights}} nights.",
  STAY_TOO_LONG:
    "Stays that include {{date}} are limited to a maximum number of nights: {{nights}}.",
  CLOSED_TO_ARRIVAL: "Stays cannot start on {{date}}. Please choose another check-in day.",
  CLOSED_TO_DEPARTURE: "Stays cannot end on {{date}}. Please choose another check-out day.",
  REPORT_RANGE_TOO_LONG: "A report covers at most {{maxDays}} days. Choose a shorter range.",
  EXPORT_TOO_LARGE:
    "The export would hold more than {{maxRows}} bookings. Narrow the filters and try again.",
  PROMO_UNKNOWN: "We do not know this promo code. Check it and try again.",
  PROMO_NOT_YET_VALID: "This promo code can be used from {{validFrom}}.",
  PROMO_EXPIRED: "This promo code expired on {{validTo}}.",
  PROMO_MIN_NIGHTS: "This promo code needs a stay of at least {{nights}} nights.",
  PROMO_NOT_FOR_STAY: "This promo code does not cover the dates or rooms of this stay.",
  PROMO_TOTAL_TOO_LOW:
    "This promo code would take this stay below AED {{minimum}}, the least a card can be charged.",
  PROMO_USED_UP: "This promo code has been used up.",
  PROMO_USED_BY_YOU:
    "You have already used this promo code as many times as one guest may ({{maxUsesPerGuest}}).",
  PROMO_CODE_EXISTS: "The code {{code}} already exists. Choose another.",
  ACCOUNT_HAS_UPCOMING_BOOKINGS:
    "You have a stay still to come. Cancel it first, then delete your account.",
  DOCUMENT_NOT_REISSUABLE:
    "Only an invoice or receipt in force can be reissued: not a credit note, a voided one or one refunded in full.",
  REFUND_CHANGED:
    "The refund has changed since you opened this window (now AED {{refundAmount}}). Please check it and confirm again.",
  REFUND_OUT_OF_RANGE: "The refund must be between AED 0 and AED {{maxAmount}}.",
  TOTAL_BELOW_TAKEN:
    "The total cannot be lower than what is already sold, held or closed on {{nights}}.",
  UNITS_NOT_FREE: "Not enough units are free to close on {{nights}}.",
  IMAGE_ORDER_MISMATCH:
    "The list of pictures changed while you were sorting it. Reload the page and try again.",
  CHECK_IN_NOT_ALLOWED: "Only a confirmed, paid stay can be checked in.",
  CHECK_IN_NOT_TODAY:
    "A guest can be checked in from the arrival day ({{checkIn}}) to {{lastDay}}.",
  CHECK_OUT_NOT_ALLOWED: "Only a guest who is checked in can be checked out.",
  NO_SHOW_NOT_ALLOWED:
    "Only a confirmed, paid stay that nobody checked in can be marked as a no-show.",
  NO_SHOW_TOO_EARLY: "A no-show can be marked from the day after the arrival day ({{fromDay}}).",
  NOTHING_TO_UNDO: "There is no check-in, check-out or no-show on this booking to undo.",
  UNDO_TOO_LATE: "This can only be undone on the day it was done.",
  UNDO_AFTER_REFUND: "A no-show with a refund cannot be undone: the money has already gone back.",
  NIGHTS_RESOLD:
    "The nights this no-show gave back were sold meanwhile ({{nights}}), so it cannot be undone.",
  CALENDAR_FEED_HOST_REFUSED:
    "This address is on a private or local network, which the site does not fetch calendars from.",
  CALENDAR_FEED_EXISTS: "This calendar address is already added for this unit type.",
  WAITING_LIST_NOT_NEEDED: "These dates have room: you can book them now.",
  WAITING_LIST_ALREADY_JOINED: "You are already on the waiting list for these dates.",
  WAITING_LIST_ENTRY_CLOSED: "This waiting-list entry is already closed.",
  WAITING_LIST_LIMIT_REACHED:
    "You can wait for at most {{limit}} stays at once. Leave one in My bookings first.",
  REQUEST_TIMEOUT:
    "The request took too long to arrive. Please check your connection and try again.",
  QUOTE_EXPIRED: "This price has expired. Please check availability again.",
  RESET_LINK_INVALID: "This reset link is not valid or was already used. Ask for a new one.",
  RESET_LINK_EXPIRED: "This reset link has expired. Ask for a new one.",
  INVITATION_INVALID: "This invitation link is not valid or was already used. Ask for a new one.",
  INVITATION_EXPIRED: "This invitation has expired. Ask for a new one.",
  PASSKEY_INVALID: "That passkey could not be checked. Try again, or use another sign-in step.",
  INVALID_CODE: "That code is not right. Check it and try again.",
  REAUTH_REQUIRED: "Confirm it is you to continue.",
  SECOND_FACTOR_NOT_STARTED: "Sign in with your email and password first.",
  FORBIDDEN_FOR_ROLE: "Your role does not allow this. Ask an owner or a manager.",
  TWO_FACTOR_REQUIRED:
    "Set up a second sign-in step (a passkey or an authenticator app) to use the console.",
  ACCOUNT_DISABLED: "This account is disabled. Ask an owner or a manager.",
  GUEST_ACCOUNT_EXISTS:
    "A guest account already uses this email. Invite another email; a guest account is never made staff.",
  STAFF_ACCOUNT_EXISTS: "A staff account already uses this email.",
  PAYMENT_OVER_BALANCE: "That is more than the balance due on this booking.",
  PAYMENT_LINK_PAID: "This payment link is already paid. Your booking is confirmed.",
  BALANCE_DUE: "Take the balance due before checking the guest out.",
  CANCEL_AT_DESK: "This booking was paid at the resort's desk: ask the resort to cancel it.",
  PAYMENT_LINK_EXPIRED:
    "This payment link has expired or was withdrawn. Ask the resort for a new one.",
  LAST_OWNER: "The resort must keep at least one owner who can sign in.",
  NOT_YOURSELF: "You cannot disable or change your own account here.",
  TOTP_NOT_STARTED: "Start setting up the authenticator app again.",
  TOTP_ALREADY_ON:
    "This account already has an authenticator app. Remove it first to set up another.",
  PAYLOAD_TOO_LARGE: "What was sent is too large.",
  IMAGE_TOO_LARGE: "The picture has too many pixels (40 megapixels at most).",
  IMAGE_FILE_TOO_LARGE: "The picture's file is too large ({{maxMegabytes}} MB at most).",
  URI_TOO_LONG: "The address is too long.",
  UNSUPPORTED_MEDIA_TYPE: "This kind of content is not accepted here.",
  TOO_MANY_ATTEMPTS: "Too many attempts. Please wait a few minutes and try again.",
  HEADERS_TOO_LARGE:
    "The request's address or cookies are too large. Clear this site's cookies and try again.",
  TOO_MANY_QUOTES: "Too many price checks in a short time. Please wait a minute and try again.",
  INTERNAL_ERROR: "Something went wrong on our side. Please try again in a moment.",
  PAYMENT_PROVIDER_ERROR: "We could not reach the card processor. Please try again in a moment.",
  LISTINGS_UNAVAILABLE: "The listings service is not answering right now. Please try again later.",
  CATALOGUE_INCOMPLETE: "Booking is not available right now. Please try again later.",
  NOT_READY: "The site is starting or under maintenance. Please try again in a moment.",
} satisfies Record<ErrorCode, string>;

/**
 * The English texts every page needs from its first paint: the header and footer, the home page
 * and its contact form, the test-mode banner and the error messages. The home page loads only
 * these; any other page loads ./en-pages as well (i18n.ts, `loadPageTexts`).
 */
export const enSite = {
  lang: "en",
  site: {
    name: "Desert Camp Resort",
    tagline: "Desert and mountain camping in Dubai",
  },
  nav: {
    notifications: "Notifications",
    home: "Home",
    about: "About us",
    rooms: "Rooms",
    campingTents: "Camping Tents",
    deluxeRoom: "Deluxe Room",
    caravanParking: "Caravan parking",
    bookPackage: "Book package",
    other: "Other",
    gallery: "Gallery",
    activities: "Activities",
    contact: "Contact",
    login: "Log in",
    logout: "Logout",
    myBooking: "My Booking",
    welcome: "Welcome, {{name}}",
    language: "Language",
    switchTo: "العربية",
    menu: "Menu",
    main: "Main",
    skip: "Skip to content",
    logoutDone: "Logout successfully",
    logoutFailed: "Logout failed: {{message}}",
  },
  pages: {
    home: "Home",
    about: "About us",
    campingTents: "Camping Tents",
    deluxeRoom: "Deluxe Room",
    parking: "Caravan Parking",
    gallery: "Photo Gallery",
    activities: "Things to do",
    corporateEvents: "Corporate Events",
    privateEvents: "Private Events",
    login: "Sign in",
    register: "Create an account",
    notFound: "Page not found",
    notFoundText: "The page you are looking for does not exist or has moved.",
    backHome: "Back to home",
  },
  footer: {
    about:
      "A desert and mountain camp between the dunes of Al Faqa and the Hajar mountains, an hour from Dubai.",
    followUs: "Follow us",
    contact: "Contact",
    stay: "Stay",
    explore: "Explore",
    whatsapp: "WhatsApp",
    instagram: "Instagram",
    email: "Email",
    phone: "Phone",
    copyright: "© {{year}} Desert Camp Resort. All rights reserved.",
    terms: "Terms of booking",
    privacy: "Privacy notice",
  },
  contactSection: {
    heading: "Contact us",
    subheading:
      "Questions about a stay, a group or an event? Write to us and we answer within a day.",
    name: "Your name",
    email: "Your email",
    message: "Your message",
    submit: "Send message",
    mapTitle: "Map of the resort's location",
    openMap: "Open the map in a new tab",
    showMap: "Show the map",
    addressLabel: "Address",
  },
  homepage: {
    heroTitle: "Sleep under the desert stars",
    heroSubtitle:
      "Deluxe rooms, Bedouin tents and caravan spots between the dunes and the Hajar mountains.",
    heroCta: "Book your stay",
    videoLabel: "Evening at the camp",
    pauseVideo: "Pause the background video",
    playVideo: "Play the background video",
    about: {
      heading: "A camp between dunes and mountains",
      text: "We built a small resort where the red dunes of Al Faqa meet the Hajar mountains: comfortable rooms for families, traditional tents for groups and friends, and space for your caravan. Days are for hiking and safaris; evenings for the bonfire and the stars.",
      cta: "About us",
    },
    facilitiesHeading: "Our facilities",
    facilities: [
      {
        key: "rooms",
        title: "Rooms",
        text: "Master and kids deluxe rooms with private bathrooms.",
      },
      { key: "tents", title: "Tents", text: "Bedouin tents for up to sixteen guests each." },
      { key: "parking", title: "Caravan Parking", text: "Level spots with power and water." },
      {
        key: "kids",
        title: "Kids Play Area",
        text: "Slides, swings and shade for the little ones.",
      },
      {
        key: "other",
        title: "Other Facilities",
        text: "Hiking, safaris, bonfires and stargazing.",
      },
    ],
    faqHeading: "Frequently asked questions",
    faq: [
      {
        id: 1,
        question: "How do I get to the camp?",
        answer:
          "The camp is about an hour from Dubai on the Hatta road. The email that confirms your booking has a map pin and directions; the last kilometre is a graded track any car can drive.",
      },
      {
        id: 2,
        question: "What time are check-in and check-out?",
        answer:
          "Check-in is from 2 pm and check-out is until 11 am. Ask us if you need to arrive earlier or leave later.",
      },
      {
        id: 3,
        question: "Are meals included?",
        answer:
          "Breakfast is included with rooms and tents. A barbecue dinner can be added for groups; tell us when you book.",
      },
      {
        id: 4,
        question: "Is the camp suitable for children?",
        answer:
          "Yes. The kids rooms connect to the master room, and there is a shaded play area next to the tents.",
      },
      {
        id: 5,
        question: "Can I bring my own caravan?",
        answer:
          "Yes. Our caravan spots are level and marked, with electricity, fresh water and access to the shower block.",
      },
      {
        id: 6,
        question: "What is the weather like?",
        answer:
          "From October to April days are warm and nights are cool, sometimes cold in the mountains. Bring a jacket for the evening.",
      },
      {
        id: 7,
        question: "How do I pay and can I cancel?",
        answer:
          "You pay by card when you book. You can cancel a booking yourself in My bookings until check-in: before you confirm, it shows the refund our cancellation policy gives, and the earlier you cancel, the more comes back. To change a booking, contact us with its booking reference.",
      },
      {
        id: 8,
        question: "Do you host private and corporate events?",
        answer:
          "Yes. We host birthdays, weddings, team retreats and company dinners. Send us a message with your date and group size.",
      },
    ],
    testimonialsheading: "What our guests say",
    testimonials: [
      {
        text: "The kids still talk about the bonfire and the stars. The rooms were spotless and the staff made us feel at home.",
        name: "Sara M.",
        location: "Abu Dhabi",
      },
      {
        text: "We parked our caravan for a long weekend. Everything worked, the spot was level and the sunrise over the mountains was unforgettable.",
        name: "James K.",
        location: "Dubai",
      },
      {
        text: "Our team retreat in the tents was the best we have had. Great food, a great safari and a very calm night.",
        name: "Layla H.",
        location: "Sharjah",
      },
    ],
    testimonialLabel: "Testimonial {{current}} of {{total}}",
    quoted: "“{{text}}”",
    pauseTestimonials: "Stop the testimonials turning",
    playTestimonials: "Let the testimonials turn",
    previous: "Previous",
    next: "Next",
    insta: {
      heading: "From our Instagram",
      button: "Follow us on Instagram",
    },
  },
  scenes: {
    "desert-sunset": "Sunset over the dunes",
    "camp-at-dusk": "The camp's tents at dusk",
    "hajar-mountains": "The Hajar mountains at dawn",
    "deluxe-room": "A deluxe room with a view of the dunes",
    "kids-play-area": "The kids play area",
    "caravan-parking": "Caravans parked under the palms",
    "starry-night": "The Milky Way above the camp",
    bonfire: "An evening bonfire",
  },
  testMode: {
    label: "Test mode",
    notice: "Test mode: no real charge. Payments on this site use test cards only.",
  },
  contactForm: {
    sending: "Sending…",
    thanksHeading: "Thank you, {{name}}!",
    thanksText: "Your message has reached us. We answer within a day, by email.",
    another: "Send another message",
    errors: {
      nameRequired: "Please tell us your name",
      nameTooLong: "Your name can be at most 100 characters",
      emailRequired: "Please give an email address we can answer",
      emailInvalid: "Enter a valid email address",
      messageRequired: "Please write your message",
      messageTooShort: "Your message must be at least 10 characters",
      messageTooLong: "Your message can be at most 4000 characters",
    },
  },
  adminConsole: {
    title: "Operator console",
    navLabel: "Console sections",
    navLink: "Admin",
    nav: {
      bookings: "Bookings",
      today: "Today",
      inventory: "Inventory",
      extras: "Activities",
      rates: "Rates",
      promoCodes: "Promo codes",
      taxSettings: "Tax settings",
      media: "Media",
      messages: "Messages",
      auditLog: "Audit log",
      reports: "Reports",
      cashReport: "Cash report",
      paymentLinks: "Payment links",
      channels: "Channels",
      waitingList: "Waiting list",
      staff: "Staff",
      security: "Security",
    },
    forbiddenTitle: "This page is for staff only",
    forbiddenText:
      "You are signed in, but your account is not a staff account. If you work at the resort, ask the manager to give your account access.",
  },
  session: {
    checking: "Checking your session…",
  },
  errors: {
    network: "We could not reach the server. Check your connection and try again.",
    generic: "Something went wrong. Please try again.",
    ...serverErrors,
  },
};
