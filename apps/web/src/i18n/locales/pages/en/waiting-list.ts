export const waitingList = {
  /** Beside a short stay's request in the availability popup (decision 033). */
  join: {
    heading: "Or join the waiting list, without paying",
    explained:
      "Nothing is paid and no card is asked for. We will email you if a place frees up for these dates; the first guest on the list gets it held for them for a while, and the email says until when.",
    button: "Join the waiting list",
    joining: "Joining…",
    joined: "You are on the waiting list. We will email you if a place frees up for these dates.",
    seeInMyBookings: "See your waiting list in My bookings",
  },
  /** The guest's entries in My bookings. */
  mine: {
    heading: "Waiting list",
    intro:
      "The stays you are waiting for. When a place frees up, the first guest on the list gets it held for them and an email with a link to book.",
    loadFailed: "Your waiting list could not be loaded.",
    status: {
      waiting: "Waiting for a free place",
      offered: "Held for you until {{until}}",
      booked: "Booked",
      lapsed: "The offer ended without a booking",
      expired: "Expired: the dates have passed",
      left: "You left the list",
    },
    joined: "Joined on",
    bookNow: "Book now",
    leave: "Leave the list",
    leaveTitle: "Leave the waiting list?",
    leaveWaiting:
      "We will no longer email you about these dates, and your place on the list is given up.",
    leaveOffered:
      "What is held for you is released for other guests, and the link in our email no longer works.",
    keep: "Stay on the list",
    leaving: "Leaving…",
    left: "You left the waiting list.",
  },
};
