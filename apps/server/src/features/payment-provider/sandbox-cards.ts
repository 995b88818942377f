/**
 * The sandbox's test cards, as Stripe's documentation lists them:
 * https://docs.stripe.com/testing#cards and https://docs.stripe.com/testing#declined-payments
 */
export type CardDecline = { code: string; message: string };

const DECLINES: Record<string, CardDecline> = {
  "4000000000000002": { code: "card_declined", message: "Your card was declined." },
  "4000000000009995": { code: "insufficient_funds", message: "Your card has insufficient funds." },
  "4000000000000069": { code: "expired_card", message: "Your card has expired." },
  "4000000000000127": { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
};

const SUCCEEDING = new Set(["4242424242424242", "4000056655665556", "5555555555554444"]);

export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

export type SandboxCard = { number: string; exp_month: number; exp_year: number; cvc: string };

/** Why the card would be refused, or null when it pays. `now` decides whether it has expired. */
export function declineFor(card: SandboxCard, now: Date): CardDecline | null {
  const number = card.number.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(number) || !passesLuhn(number)) {
    return { code: "incorrect_number", message: "Your card number is incorrect." };
  }
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  const expiry = Date.UTC(year, card.exp_month, 1); // first moment after the expiry month
  if (card.exp_month < 1 || card.exp_month > 12 || expiry <= now.getTime()) {
    return { code: "expired_card", message: "Your card has expired." };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) {
    return { code: "incorrect_cvc", message: "Your card's security code is incorrect." };
  }
  const decline = DECLINES[number];
  if (decline) return decline;
  if (SUCCEEDING.has(number)) return null;
  return {
    code: "card_declined",
    message:
      "Your card was declined. This is the test mode: use a test card such as 4242 4242 4242 4242.",
  };
}
