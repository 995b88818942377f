/** The promo code entry of the booking forms and the payment page (decision 026). */
export const promoCode = {
  toggle: "Have a promo code?",
  label: "Promo code",
  apply: "Apply",
  applying: "Applying…",
  remove: "Remove",
  removeNamed: "Remove promo code {{code}}",
  required: "Enter a promo code",
  tooLong: "A promo code has at most 32 characters",
  applied: "Code {{code}} applied",
  onCheck: "Its discount shows when you check availability.",
  saved: "You save {{amount}}.",
  /** A code the server accepted, before the stay's dates are in (decision 051). */
  onDates: "Its discount shows in the total once your dates are in.",
  covers: {
    between: "It covers nights from {{from}} to {{to}}.",
    from: "It covers nights from {{from}}.",
    until: "It covers nights until {{to}}.",
  },
};
