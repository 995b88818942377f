import { z } from "zod";
import { toLatinDigits } from "../latin-digits";

/**
 * The sandbox card form: what the guest types and the checks made before anything is sent. The
 * server checks again (sandbox-cards.ts); these only catch typing slips early. No Luhn check here,
 * so the processor's own "incorrect number" answer stays reachable, as with Stripe.
 * Messages are keys of the `paymentpage.card` section, translated where they are shown.
 */
export const cardMessages = {
  numberRequired: "paymentpage.card.errors.numberRequired",
  numberLength: "paymentpage.card.errors.numberLength",
  expiryRequired: "paymentpage.card.errors.expiryRequired",
  expiryFormat: "paymentpage.card.errors.expiryFormat",
  expiryPast: "paymentpage.card.errors.expiryPast",
  cvcRequired: "paymentpage.card.errors.cvcRequired",
  cvcFormat: "paymentpage.card.errors.cvcFormat",
  nameRequired: "paymentpage.card.errors.nameRequired",
  nameTooLong: "paymentpage.card.errors.nameTooLong",
} as const;

export type CardFormValues = { number: string; expiry: string; cvc: string; name: string };

/** The digits of a card number typed with spaces or dashes between the groups, in any digits. */
export function cardDigits(value: string): string {
  return toLatinDigits(value).replace(/[\s-]/g, "");
}

/** A card verification code as typed (Arabic-Indic digits read as 0-9). */
const cvcDigits = (value: string) => toLatinDigits(value).trim();

/** "MM/YY" (spaces around the slash allowed, or "MMYY") -> month and four-digit year, else null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(toLatinDigits(value).trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good until the end of its expiry month (the processor's rule, counted in UTC). */
export function hasExpired(expiry: { month: number; year: number }, now: Date): boolean {
  return Date.UTC(expiry.year, expiry.month, 1) <= now.getTime();
}

export function createCardFormSchema(now: () => Date = () => new Date()) {
  return z.object({
    number: z
      .string()
      .refine((value) => cardDigits(value) !== "", cardMessages.numberRequired)
      .refine(
        (value) => cardDigits(value) === "" || /^\d{13,19}$/.test(cardDigits(value)),
        cardMessages.numberLength,
      ),
    expiry: z.string().superRefine((value, context) => {
      if (value.trim() === "") {
        context.addIssue({ code: "custom", message: cardMessages.expiryRequired });
        return;
      }
      const expiry = parseExpiry(value);
      if (!expiry) context.addIssue({ code: "custom", message: cardMessages.expiryFormat });
      else if (hasExpired(expiry, now())) {
        context.addIssue({ code: "custom", message: cardMessages.expiryPast });
      }
    }),
    cvc: z
      .string()
      .trim()
      .min(1, cardMessages.cvcRequired)
      .refine(
        (value) => value === "" || /^\d{3,4}$/.test(cvcDigits(value)),
        cardMessages.cvcFormat,
      ),
    name: z.string().trim().min(1, cardMessages.nameRequired).max(200, cardMessages.nameTooLong),
  });
}

/** The card as the sandbox confirm call takes it; only for values the schema accepted. */
export function toSandboxCard(values: CardFormValues) {
  const expiry = parseExpiry(values.expiry);
  if (!expiry) throw new Error("toSandboxCard needs a valid expiry");
  return {
    number: cardDigits(values.number),
    exp_month: expiry.month,
    exp_year: expiry.year,
    cvc: cvcDigits(values.cvc),
  };
}
