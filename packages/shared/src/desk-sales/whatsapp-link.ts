import { RESORT_TIME_ZONE } from "../dates/resort-dates";

/**
 * The WhatsApp message staff send a guest with a payment link (decision 055): a wa.me link to the
 * guest's number with the text written in the GUEST's language (the one staff chose for them, not
 * the console's), saying which stay it is, the amount, until when it is held and the link itself.
 * Amounts and instants are formatted as the site formats them in that language (en-AE, ar-AE).
 */
export type WhatsAppLinkInput = {
  /** E.164 ("+971501234567"); wa.me takes its digits alone. */
  phone: string;
  language: "en" | "ar";
  /** The booking's reference, which the stay will have once paid. */
  reference: string;
  /** AED. */
  total: number;
  paymentUrl: string;
  /** When the hold ends (ISO instant). */
  expiresAt: string;
};

const LOCALES = { en: "en-AE", ar: "ar-AE" } as const;

/** AED as the site writes it: whole dirhams without decimals, else two. */
export function formatAedFor(amount: number, language: "en" | "ar"): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: "currency",
    currency: "AED",
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** An instant on the resort's clock (Dubai), as the site shows instants: "Sun, 13 Dec 2026, 2:00 PM". */
function formatDubaiInstant(iso: string, language: "en" | "ar"): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: RESORT_TIME_ZONE,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));
}

/** The message's text in the guest's language. */
export function whatsAppTextOf(input: Omit<WhatsAppLinkInput, "phone">): string {
  const amount = formatAedFor(input.total, input.language);
  const until = formatDubaiInstant(input.expiresAt, input.language);
  if (input.language === "ar") {
    return [
      "مرحبًا، هذا رابط الدفع لإقامتك في منتجع مخيم الصحراء.",
      `رقم الحجز: ${input.reference}`,
      `المبلغ: ${amount}`,
      `نحجز لك الإقامة حتى ${until} (بتوقيت دبي).`,
      `ادفع بأمان من هنا: ${input.paymentUrl}`,
    ].join("\n");
  }
  return [
    "Hello, here is the payment link for your stay at Desert Camp Resort.",
    `Booking reference: ${input.reference}`,
    `Amount: ${amount}`,
    `We hold your stay until ${until} (Dubai time).`,
    `Pay securely here: ${input.paymentUrl}`,
  ].join("\n");
}

/** https://wa.me/<digits>?text=<the message>: opens a chat with the guest, the text ready to send. */
export function whatsAppLinkOf(input: WhatsAppLinkInput): string {
  const digits = input.phone.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(whatsAppTextOf(input))}`;
}
