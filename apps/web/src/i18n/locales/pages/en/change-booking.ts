export const changeBooking = {
  trigger: "Change booking",
  addActivity: "Add an activity",
  title: "Change your booking",
  subtitle:
    "Other dates, more or fewer units or guests, activities added or taken off, priced at today's rates.",
  loading: "Loading your booking…",
  now: "Now: {{checkIn}} to {{checkOut}}, {{total}}.",
  checkIn: "Check-in",
  checkOut: "Check-out",
  roomType: "Room",
  parkingSpots: "Caravan spots",
  check: "Check price",
  checking: "Checking…",
  priceHeading: "The changed booking",
  currentTotal: "Your booking now",
  newTotal: "After the change",
  toPay: "To pay now",
  refund: "Refunded to your card",
  kept: "Kept by the resort",
  payNote:
    "You pay the difference, {{amount}}, by card. Your new nights are held while you pay; your booking changes only once the payment goes through.",
  /** What the stay becomes (decision 049). */
  becomes: "After the change: {{checkIn}} to {{checkOut}}, {{nights}}, {{units}}.",
  becomesPackage: "After the change: {{checkIn}} to {{checkOut}}, {{nights}}.",
  units: {
    room_zero: "{{formatted}} rooms",
    room_one: "{{formatted}} room",
    room_two: "{{formatted}} rooms",
    room_few: "{{formatted}} rooms",
    room_many: "{{formatted}} rooms",
    room_other: "{{formatted}} rooms",
    camp_zero: "{{formatted}} tents",
    camp_one: "{{formatted}} tent",
    camp_two: "{{formatted}} tents",
    camp_few: "{{formatted}} tents",
    camp_many: "{{formatted}} tents",
    camp_other: "{{formatted}} tents",
    parking_zero: "{{formatted}} caravan spots",
    parking_one: "{{formatted}} caravan spot",
    parking_two: "{{formatted}} caravan spots",
    parking_few: "{{formatted}} caravan spots",
    parking_many: "{{formatted}} caravan spots",
    parking_other: "{{formatted}} caravan spots",
  },
  /** The VAT of each amount, stated beside it (decision 049). */
  newTotalVat: "VAT in the new total ({{rate}})",
  toPayVat: "VAT in this payment ({{rate}})",
  refundVat: "VAT in this refund ({{rate}})",
  refundAll:
    "The new stay costs {{givenUp}} less than your booking now. All of it, {{refund}}, goes back to your card.",
  refundPart:
    "The new stay costs {{givenUp}} less than your booking now. The cancellation policy gives back {{percent}} of that at this date: {{refund}} goes back to your card and the resort keeps {{kept}}.",
  refundNone:
    "The new stay costs {{givenUp}} less than your booking now, but this close to check-in the cancellation policy gives nothing back: the resort keeps {{kept}}.",
  refundPartFee:
    "The new stay costs {{givenUp}} less than your booking now. The Tourism Dirham fee of the nights you give up ({{fee}}) comes back in full, and the cancellation policy gives back {{percent}} of the other {{rest}} at this date: {{refund}} goes back to your card and the resort keeps {{kept}}.",
  refundFeeOnly:
    "The new stay costs {{givenUp}} less than your booking now. The Tourism Dirham fee of the nights you give up ({{fee}}) comes back in full; this close to check-in the cancellation policy gives nothing back of the other {{rest}}: {{refund}} goes back to your card and the resort keeps {{kept}}.",
  sameNote: "The change costs nothing more and gives nothing back.",
  promoKept: "Your promo code {{code}} still applies: {{amount}} off the new stay.",
  promoDropped:
    "Your promo code {{code}} does not cover the new stay, so this change is priced without it.",
  pay: "Pay {{amount}}",
  confirm: "Confirm change",
  working: "Changing…",
  changed: "Your booking is changed. We sent you an email.",
  back: "Back to My bookings",
  summaryHeading: "Your changed booking",
  alreadyPaid: "Paid already",
  paidTitle: "Your booking is changed",
  paidText:
    "The difference is paid and your booking now has its new dates and units. We sent you an email.",
  refusedTitle: "Your booking could not be changed",
  refusedText:
    "Your booking changed meanwhile or no longer fits, so it stays as it was. The difference you paid has been refunded to your card.",
};
