export const guestCancellation = {
  cancelTrigger: "Cancel booking",
  cancelTitle: "Cancel this booking?",
  loading: "Checking your refund…",
  refundLabel: "You get back",
  refundOf: "{{percent}}% of the {{paid}} you paid, to the card you paid with.",
  refundOfWithFee:
    "The Tourism Dirham fee of {{fee}} in full (it is due only for nights stayed) and {{percent}}% of the {{stay}} paid for the stay, to the card you paid with.",
  fullUntil: "Full refund if you cancel by {{deadline}} (Dubai time).",
  partialUntil:
    "This {{percent}}% refund applies until {{deadline}} (Dubai time); after that there is no refund.",
  noneNow:
    "Check-in is less than the partial-refund time away, so cancelling now gives nothing back.",
  noneNowFee:
    "Check-in is less than the partial-refund time away: only the Tourism Dirham fee comes back, as no night is stayed.",
  notCancellable: "This booking can no longer be cancelled online. Please call the resort.",
  policy:
    "Our policy: a full refund up to {{days}} days before check-in, {{percent}}% up to {{hours}} hours before, none after. Check-in is at 14:00 Dubai time.",
  keepBooking: "Keep booking",
  cancelYes: "Cancel booking",
  working: "Working…",
  cancelled: "Your booking is cancelled. {{amount}} is on its way back to your card.",
  refunded: "Cancelled. {{amount}} refunded to your card.",
  refundedInPart: "Cancelled. {{refunded}} of the {{charged}} you paid was refunded to your card.",
  refundOnItsWay: "Cancelled. {{amount}} is on its way back to your card.",
  noRefund: "Cancelled. No refund was due under the policy.",
  releasing: "Cancelled. The hold on your card is being released; nothing was charged.",
  declined:
    "The resort could not confirm this request. The hold on your card was released; nothing was charged.",
  withdrawnNote:
    "You withdrew this request. The hold on your card was released; nothing was charged.",
  withdrawTrigger: "Withdraw request",
  withdrawTitle: "Withdraw this request?",
  withdrawConsequence:
    "We release the {{amount}} held on your card; nothing is charged, and the nights go back on sale.",
  keepRequest: "Keep request",
  withdrawYes: "Withdraw request",
  withdrawn: "Your request is withdrawn and the hold on your card is released.",
};
