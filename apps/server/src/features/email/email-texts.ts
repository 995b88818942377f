import {
  isDiscountLine,
  isExtraLine,
  type NightAmount,
  nightsOfLine,
  type PriceLine,
  type StayLine,
} from "@camp/shared/booking/pricing";
import { nightPriceParts } from "@camp/shared/booking/unit-nights";
import { unitTypeNames } from "@camp/shared/catalogue/unit-type-names";
import { RESORT_TIME_ZONE } from "@camp/shared/dates/resort-dates";
import { type NightRun, nightRuns } from "@camp/shared/rates/night-runs";
import { isTourismFeeLine } from "@camp/shared/tax/tourism-fee";
import type { BookingEmailTemplate, EmailBooking, EmailLanguage } from "./email-message";

/**
 * Every word of the emails, in English and Arabic. Values are filled in as plain text; the layout
 * escapes them for HTML.
 */
type BookingTexts = { subject: string; heading: string; intro: string };

type EmailTexts = {
  resortName: string;
  greeting: (name: string) => string;
  signOff: string;
  bookingTemplates: Record<BookingEmailTemplate, BookingTexts>;
  detailsHeading: string;
  reference: string;
  service: string;
  checkIn: string;
  checkOut: string;
  nights: string;
  units: string;
  guests: string;
  arrivalTime: string;
  specialRequests: string;
  priceHeading: string;
  total: string;
  refund: string;
  nothingCharged: string;
  noRefund: string;
  /** booking-confirmed of a booking staff took to be paid at the desk (decision 055). */
  payAtDesk: { intro: string; due: string };
  /** booking-changed: the stay before, and the money of the change. */
  changed: {
    beforeHeading: string;
    paid: string;
    refund: string;
    kept: string;
    nothing: string;
  };
  /** Before staff's reason for declining a request, in the decline email. */
  declineReason: string;
  myBookings: string;
  /** In the emails that confirm a stay: where the camp is and how to change the booking. */
  location: {
    heading: string;
    directions: string;
    mapLink: string;
  };
  changes: (contact: { reference: string; email: string; phone: string }) => string;
  services: Record<EmailBooking["serviceType"] | "room:master" | "room:kids", string>;
  /**
   * A stay line whose nights cost the same. `night` is what one night costs (`nightParts`);
   * `oneUnit` when that is one unit's single price ("Master room × 1: AED 950 a night × 2 nights").
   */
  priceLine: (line: {
    service: string;
    quantity: number;
    night: string;
    oneUnit: boolean;
    nights: number;
  }) => string;
  /**
   * What one night costs, in parts as sold (unit-nights.ts, `nightPriceParts`): units at a unit
   * price ("2 × AED 950"), parking's one price for all its spots ("AED 300 for 2 spots", spec 9),
   * units stored without a price each, together. Never a sum divided into a price not sold.
   */
  nightParts: {
    units: (units: number, unitPrice: string) => string;
    spots: (spots: number, amount: string) => string;
    together: (units: number, amount: string) => string;
  };
  /** An activity on one day of the stay (docs/decisions/021). */
  extraLine: (line: {
    name: string;
    date: string;
    quantity: number;
    unitPrice: string;
    priceType: "person" | "group";
  }) => string;
  /**
   * Consecutive nights of a line at one price (decision 025), when its nights cost different
   * prices, as nights × units × one unit's price: "Master room, 1 – 4 Dec: 4 nights × 2 × AED
   * 950" (decision 049).
   */
  runLine: (line: { service: string; dates: string; nights: number; night: string }) => string;
  /** A promo code's discount (decision 025), named by its code; its row's value takes it off. */
  discountLine: (code: string) => string;
  tourismFeeLine: string;
  /** The total as charged, VAT in it: "Total charged (incl. VAT)". */
  totalInclVat: string;
  /** The VAT a total holds, after it: "VAT included (5%)". */
  vatIncluded: (rate: string) => string;
  /** waiting-list-offer (decision 033): freed units held for a waiting guest. */
  offer: {
    subject: string;
    heading: string;
    intro: string;
    heldUntil: (when: string) => string;
    button: string;
    notBooked: string;
  };
  /** payment-link (decision 055): a stay staff took, held for the guest until the link ends. */
  paymentLink: {
    subject: string;
    heading: string;
    intro: string;
    heldUntil: (when: string) => string;
    button: string;
    notBooked: string;
  };
  reset: {
    subject: string;
    heading: string;
    intro: string;
    button: string;
    validFor: (minutes: number) => string;
    notYou: string;
  };
  footer: string;
};

const en: EmailTexts = {
  resortName: "Desert Camp Resort",
  greeting: (name) => `Hello ${name},`,
  signOff: "See you in the desert,\nThe Desert Camp Resort team",
  bookingTemplates: {
    "booking-confirmed": {
      subject: "Your booking is confirmed",
      heading: "Your booking is confirmed",
      intro: "Thank you for booking with us. Your payment went through and your stay is confirmed.",
    },
    "request-received": {
      subject: "We received your booking request",
      heading: "We received your request",
      intro:
        "Some of your nights need our team's confirmation. Your card is authorised but not charged; we will write again as soon as the team has decided.",
    },
    "request-confirmed": {
      subject: "Your booking request is confirmed",
      heading: "Your request is confirmed",
      intro: "Good news: our team confirmed your request and your card has now been charged.",
    },
    "request-declined": {
      subject: "We could not confirm your booking request",
      heading: "We could not confirm your request",
      intro:
        "We are sorry: the resort cannot take this request for these dates. We hope to welcome you another time.",
    },
    "booking-cancelled": {
      subject: "Your booking is cancelled",
      heading: "Your booking is cancelled",
      intro: "This booking is now cancelled and its nights are released.",
    },
    "booking-changed": {
      subject: "Your booking is changed",
      heading: "Your booking is changed",
      intro: "Your booking now reads as below. The nights you gave up are released.",
    },
  },
  detailsHeading: "Your stay",
  reference: "Booking reference",
  service: "Booking",
  checkIn: "Check-in",
  checkOut: "Check-out",
  nights: "Nights",
  units: "Units",
  guests: "Guests",
  arrivalTime: "Expected arrival",
  specialRequests: "Your special requests",
  priceHeading: "Price",
  total: "Total",
  refund: "Refund",
  nothingCharged:
    "Nothing was charged: the authorisation on your card has been released. Your bank may take a few days to show it.",
  noRefund: "Under the cancellation policy, no refund is due for this booking.",
  payAtDesk: {
    intro:
      "Thank you for booking with us. Your stay is confirmed; nothing has been charged yet, and you pay at the resort's desk.",
    due: "Due at the desk",
  },
  changed: {
    beforeHeading: "Before the change",
    paid: "Paid for the change",
    refund: "Refunded to your card",
    kept: "Kept by the resort under the cancellation policy",
    nothing: "The change cost nothing more and gave nothing back.",
  },
  declineReason: "The resort's reason",
  myBookings: "See your bookings",
  location: {
    heading: "Finding the camp",
    directions:
      "The camp is about an hour's drive from Dubai: take the Hatta road towards Al Faqa and follow the camp's signs from the village. The last kilometre is a graded track any car can drive. Check-in is from 2 pm.",
    mapLink: "Open the map pin",
  },
  changes: ({ reference, email, phone }) =>
    `To change your dates, rooms or guests, use My bookings: it shows the difference to pay or your refund before you confirm. To cancel, use My bookings too: it shows your refund under the cancellation policy. For anything else, write to ${email} or call ${phone} and give your booking reference, ${reference}.`,
  services: {
    room: "Deluxe room",
    "room:master": unitTypeNames.en.master.one,
    "room:kids": unitTypeNames.en.kids.one,
    camp: unitTypeNames.en.camp.one,
    parking: unitTypeNames.en.parking.one,
    package: unitTypeNames.en.package.one,
  },
  priceLine: ({ service, quantity, night, oneUnit, nights }) =>
    oneUnit
      ? `${service} × ${quantity}: ${night} a night × ${nights} ${nights === 1 ? "night" : "nights"}`
      : `${service}: ${nights} ${nights === 1 ? "night" : "nights"} × ${night}`,
  nightParts: {
    units: (units, unitPrice) => `${units} × ${unitPrice}`,
    spots: (spots, amount) => `${amount} for ${spots} spots`,
    together: (units, amount) => `${amount} for ${units} units together`,
  },
  extraLine: ({ name, date, quantity, unitPrice, priceType }) =>
    `${name}, ${date}: ${quantity} ${priceType === "person" ? (quantity === 1 ? "person" : "people") : quantity === 1 ? "group" : "groups"} × ${unitPrice}`,
  runLine: ({ service, dates, nights, night }) =>
    `${service}, ${dates}: ${nights} ${nights === 1 ? "night" : "nights"} × ${night}`,
  discountLine: (code) => `Promo code ${code}`,
  tourismFeeLine: "Tourism Dirham fee",
  totalInclVat: "Total charged (incl. VAT)",
  vatIncluded: (rate) => `VAT included (${rate})`,
  offer: {
    subject: "The stay you waited for is free",
    heading: "The stay you waited for is free",
    intro:
      "Good news: units have freed up for the stay you joined the waiting list for. We are holding them for you at the price below.",
    heldUntil: (when) =>
      `They are held for you until ${when} (Dubai time). Book before then and the stay is yours.`,
    button: "Book this stay",
    notBooked:
      "If you do not book by then, we offer them to the next guest on the waiting list. You can also leave the list in My bookings.",
  },
  paymentLink: {
    subject: "Your stay is held: pay to confirm it",
    heading: "Pay for your stay",
    intro:
      "Thank you for booking with us. We are holding the stay below for you at this price. Pay it by card with the link below; you need no account.",
    heldUntil: (when) =>
      `The link and the hold last until ${when} (Dubai time). Pay before then and the stay is confirmed.`,
    button: "Pay now",
    notBooked:
      "Your booking is confirmed only once it is paid. If the link has ended, contact us for a new one.",
  },
  reset: {
    subject: "Reset your password",
    heading: "Reset your password",
    intro: "We received a request to reset the password of your account. Choose a new one here:",
    button: "Choose a new password",
    validFor: (minutes) =>
      `This link works once, for ${minutes === 60 ? "one hour" : `${minutes} minutes`}.`,
    notYou: "If you did not ask for this, you can ignore this email: your password stays as it is.",
  },
  footer: "Desert Camp Resort · Al Faqa, Dubai",
};

/**
 * Latin text (a phone number, an address, a reference) inside an Arabic sentence, isolated so the
 * bidi algorithm keeps it in one piece: "+971 4 555 0142" would otherwise show its groups reversed.
 */
const ltr = (value: string) => `\u2066${value}\u2069`;

/** "ليلة" after a count, in the form the count takes. */
const arabicNights = (nights: number) =>
  nights === 1 ? "ليلة" : nights === 2 ? "ليلتين" : nights <= 10 ? "ليالٍ" : "ليلة";

const ar: EmailTexts = {
  resortName: "منتجع مخيم الصحراء",
  greeting: (name) => `مرحبًا ${name}،`,
  signOff: "نراك في الصحراء،\nفريق منتجع مخيم الصحراء",
  bookingTemplates: {
    "booking-confirmed": {
      subject: "تم تأكيد حجزك",
      heading: "تم تأكيد حجزك",
      intro: "شكرًا لحجزك معنا. تمت عملية الدفع بنجاح وأصبحت إقامتك مؤكدة.",
    },
    "request-received": {
      subject: "استلمنا طلب حجزك",
      heading: "استلمنا طلبك",
      intro:
        "بعض ليالي إقامتك تحتاج إلى تأكيد من فريقنا. تم تفويض المبلغ على بطاقتك دون خصمه، وسنراسلك فور اتخاذ الفريق قراره.",
    },
    "request-confirmed": {
      subject: "تم تأكيد طلب حجزك",
      heading: "تم تأكيد طلبك",
      intro: "أخبار سارة: أكّد فريقنا طلبك وتم خصم المبلغ من بطاقتك الآن.",
    },
    "request-declined": {
      subject: "تعذّر علينا تأكيد طلب حجزك",
      heading: "تعذّر علينا تأكيد طلبك",
      intro:
        "نعتذر منك: لا يستطيع المنتجع قبول هذا الطلب في هذه التواريخ. نأمل أن نستقبلك في وقت آخر.",
    },
    "booking-cancelled": {
      subject: "تم إلغاء حجزك",
      heading: "تم إلغاء حجزك",
      intro: "تم إلغاء هذا الحجز وأصبحت لياليه متاحة للحجز من جديد.",
    },
    "booking-changed": {
      subject: "تم تعديل حجزك",
      heading: "تم تعديل حجزك",
      intro: "أصبح حجزك كما هو مبيّن أدناه، وأصبحت الليالي التي تخلّيت عنها متاحة للحجز من جديد.",
    },
  },
  detailsHeading: "تفاصيل إقامتك",
  reference: "رقم الحجز",
  service: "الحجز",
  checkIn: "تاريخ الوصول",
  checkOut: "تاريخ المغادرة",
  nights: "عدد الليالي",
  units: "عدد الوحدات",
  guests: "عدد الضيوف",
  arrivalTime: "وقت الوصول المتوقع",
  specialRequests: "طلباتك الخاصة",
  priceHeading: "السعر",
  total: "الإجمالي",
  refund: "المبلغ المسترد",
  nothingCharged:
    "لم يُخصم أي مبلغ: تم إلغاء التفويض على بطاقتك. قد يستغرق ظهور ذلك في حسابك البنكي بضعة أيام.",
  noRefund: "وفقًا لسياسة الإلغاء، لا يستحق هذا الحجز أي استرداد.",
  payAtDesk: {
    intro:
      "شكرًا لحجزك معنا. أصبحت إقامتك مؤكدة، ولم يُخصم أي مبلغ بعد؛ تدفع في مكتب الاستقبال بالمنتجع.",
    due: "المبلغ المستحق في مكتب الاستقبال",
  },
  changed: {
    beforeHeading: "قبل التعديل",
    paid: "المبلغ المدفوع للتعديل",
    refund: "المبلغ المسترد إلى بطاقتك",
    kept: "المبلغ الذي يحتفظ به المنتجع وفق سياسة الإلغاء",
    nothing: "لم يتطلب التعديل دفع أي مبلغ إضافي ولم يُسترد عنه شيء.",
  },
  declineReason: "سبب المنتجع",
  myBookings: "عرض حجوزاتك",
  location: {
    heading: "الوصول إلى المخيم",
    directions:
      "يبعد المخيم نحو ساعة بالسيارة عن دبي: اسلك طريق حتا باتجاه الفقع واتبع لافتات المخيم من القرية. الكيلومتر الأخير طريق ممهد تسلكه أي سيارة. تسجيل الوصول من الساعة الثانية ظهراً.",
    mapLink: "افتح موقع المخيم على الخريطة",
  },
  changes: ({ reference, email, phone }) =>
    `لتعديل تواريخك أو غرفك أو عدد ضيوفك، استخدم صفحة حجوزاتي: تعرض لك فرق السعر أو المبلغ المسترد قبل أن تؤكد. وللإلغاء، استخدم صفحة حجوزاتي: تعرض لك المبلغ المسترد وفق سياسة الإلغاء. ولأي أمر آخر، راسلنا على ${ltr(email)} أو اتصل بنا على ${ltr(phone)} واذكر رقم حجزك ${ltr(reference)}.`,
  services: {
    room: "غرفة فاخرة",
    "room:master": unitTypeNames.ar.master.one,
    "room:kids": unitTypeNames.ar.kids.one,
    camp: unitTypeNames.ar.camp.one,
    parking: unitTypeNames.ar.parking.one,
    package: unitTypeNames.ar.package.one,
  },
  priceLine: ({ service, quantity, night, oneUnit, nights }) =>
    oneUnit
      ? `${service} × ${quantity}: ${night} لليلة × ${nights} ${arabicNights(nights)}`
      : `${service}: ${nights} ${arabicNights(nights)} × ${night} لليلة`,
  nightParts: {
    units: (units, unitPrice) => `${units} × ${unitPrice} للوحدة`,
    spots: (spots, amount) => `${amount} لعدد ${spots} من المواقف معاً`,
    together: (units, amount) => `${amount} لعدد ${units} من الوحدات معاً`,
  },
  extraLine: ({ name, date, quantity, unitPrice, priceType }) =>
    `${name}، ${date}: ${quantity} ${priceType === "person" ? "شخص" : "مجموعة"} × ${unitPrice}`,
  runLine: ({ service, dates, nights, night }) =>
    `${service}، ${dates}: ${nights} ${arabicNights(nights)} × ${night} لليلة`,
  discountLine: (code) => `رمز الخصم ${code}`,
  tourismFeeLine: "رسوم درهم السياحة",
  totalInclVat: "إجمالي المبلغ المحصّل (شامل ضريبة القيمة المضافة)",
  vatIncluded: (rate) => `ضريبة القيمة المضافة المشمولة (${rate})`,
  offer: {
    subject: "الإقامة التي انتظرتها أصبحت متاحة",
    heading: "الإقامة التي انتظرتها أصبحت متاحة",
    intro:
      "أخبار سارة: توفرت وحدات للإقامة التي انضممت إلى قائمة الانتظار من أجلها، ونحن نحتفظ بها لك بالسعر المبيّن أدناه.",
    heldUntil: (when) =>
      `نحتفظ بها لك حتى ${when} (بتوقيت دبي). احجز قبل هذا الموعد لتصبح الإقامة لك.`,
    button: "احجز هذه الإقامة",
    notBooked:
      "إذا لم تحجز قبل ذلك، نعرضها على الضيف التالي في قائمة الانتظار. ويمكنك أيضًا مغادرة القائمة من صفحة حجوزاتي.",
  },
  paymentLink: {
    subject: "إقامتك محجوزة مؤقتًا: ادفع لتأكيدها",
    heading: "ادفع ثمن إقامتك",
    intro:
      "شكرًا لحجزك معنا. نحتفظ لك بالإقامة المبيّنة أدناه بهذا السعر. ادفع ثمنها بالبطاقة عبر الرابط أدناه، دون الحاجة إلى حساب.",
    heldUntil: (when) =>
      `يبقى الرابط والحجز المؤقت ساريين حتى ${when} (بتوقيت دبي). ادفع قبل هذا الموعد ليتأكد حجزك.`,
    button: "ادفع الآن",
    notBooked:
      "لا يتأكد حجزك إلا بعد الدفع. إذا انتهت صلاحية الرابط، تواصل معنا لنرسل لك رابطًا جديدًا.",
  },
  reset: {
    subject: "إعادة تعيين كلمة المرور",
    heading: "إعادة تعيين كلمة المرور",
    intro: "تلقّينا طلبًا لإعادة تعيين كلمة المرور لحسابك. اختر كلمة مرور جديدة من هنا:",
    button: "اختر كلمة مرور جديدة",
    validFor: (minutes) =>
      `يعمل هذا الرابط مرة واحدة فقط، ولمدة ${minutes === 60 ? "ساعة واحدة" : `${minutes} دقيقة`}.`,
    notYou: "إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.",
  },
  footer: "منتجع مخيم الصحراء · الفقع، دبي",
};

export const emailTexts: Record<EmailLanguage, EmailTexts> = { en, ar };

const LOCALES: Record<EmailLanguage, string> = { en: "en-AE", ar: "ar-AE" };

/**
 * One formatter per language and kind, made once: building an Intl formatter costs far more than
 * using it, and every booking's email formats a dozen values.
 */
function perLanguage<T>(make: (locale: string) => T): Record<EmailLanguage, T> {
  return { en: make(LOCALES.en), ar: make(LOCALES.ar) };
}
const aedFormats = {
  whole: perLanguage(
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency: "AED",
        maximumFractionDigits: 0,
      }),
  ),
  fils: perLanguage(
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency: "AED",
        maximumFractionDigits: 2,
      }),
  ),
};
const stayDateFormats = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: "UTC",
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
    }),
);
const countFormats = perLanguage((locale) => new Intl.NumberFormat(locale));
const nightRangeFormats = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: "UTC", day: "numeric", month: "short" }),
);

/** The nights of a run, first to last: "1 – 4 Dec", "1–4 ديسمبر"; one night: "1 Dec". */
export function formatNightRange(from: string, to: string, language: EmailLanguage): string {
  const format = nightRangeFormats[language];
  const day = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
  return from === to ? format.format(day(from)) : format.formatRange(day(from), day(to));
}

const percentFormats = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }),
);

/** A VAT rate (basis points) in the guest's language: "5%", as the site shows it. */
export function formatRateBp(rateBp: number, language: EmailLanguage): string {
  return percentFormats[language].format(rateBp / 10_000);
}

/** AED in the guest's language, as the site shows it (apps/web/src/lib/format.ts). */
export function formatAed(minor: number, language: EmailLanguage): string {
  const amount = minor / 100;
  return aedFormats[Number.isInteger(amount) ? "whole" : "fils"][language].format(amount);
}

/**
 * A discount (negative fils) as taken off: "−AED 440", a minus sign rather than a hyphen; in
 * Arabic the sign and digits are one isolated left-to-right run, so the minus stays at the
 * digits' left in a right-to-left line (as the site shows it, apps/web/src/lib/format.ts).
 */
export function formatDiscountAed(minor: number, language: EmailLanguage): string {
  const formatted = formatAed(-Math.abs(minor), language);
  const digitsFirst = /-(\d[\d,.]*)/;
  return digitsFirst.test(formatted)
    ? formatted.replace(digitsFirst, "\u2066\u2212$1\u2069")
    : formatted.replace("-", "\u2212");
}

const dubaiTimeFormats = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: RESORT_TIME_ZONE,
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }),
);

/** An instant as the clock in Dubai shows it, in the guest's language: "Friday, 4 December 2026 at 3:30 pm". */
export function formatDubaiTime(instant: Date, language: EmailLanguage): string {
  return dubaiTimeFormats[language].format(instant);
}

/** A stay date (a calendar date in Dubai) in the guest's language, never moved by a time zone. */
export function formatStayDate(isoDate: string, language: EmailLanguage): string {
  return stayDateFormats[language].format(new Date(`${isoDate}T00:00:00Z`));
}

export function formatCount(value: number, language: EmailLanguage): string {
  return countFormats[language].format(value);
}

export function serviceLabel(
  booking: Pick<EmailBooking, "serviceType" | "roomType">,
  language: EmailLanguage,
): string {
  const services = emailTexts[language].services;
  if (booking.serviceType === "room" && booking.roomType)
    return services[`room:${booking.roomType}`];
  return services[booking.serviceType];
}

/**
 * The rows of the price table for the booking's lines as sold: a stay line whose nights all cost
 * the same is one row; one whose nights differ is a row per run of nights at one price (so a
 * 30-night stay across three seasons reads as three rows). The rows add up to the total.
 */
export function priceRows(
  lines: PriceLine[],
  checkIn: string,
  nights: number,
  language: EmailLanguage,
): { label: string; value: string }[] {
  return lines.flatMap((line) => {
    if (isDiscountLine(line)) {
      // What the code takes off, with a minus sign: "Promo code WINTER10: −AED 440".
      return [
        {
          label: priceLineLabel(line, nights, language),
          value: formatDiscountAed(line.amount, language),
        },
      ];
    }
    if (isExtraLine(line) || isTourismFeeLine(line)) {
      return [
        { label: priceLineLabel(line, nights, language), value: formatAed(line.amount, language) },
      ];
    }
    const runs = nightRuns(nightsOfLine(line, checkIn));
    if (runs.length <= 1) {
      return [
        { label: priceLineLabel(line, nights, language), value: formatAed(line.amount, language) },
      ];
    }
    return runs.map((run) => ({
      label: runLabel(line, run, language),
      value: formatAed(run.total, language),
    }));
  });
}

function runLabel(line: StayLine, run: NightRun, language: EmailLanguage): string {
  const texts = emailTexts[language];
  const { night } = nightWords(
    line,
    { date: run.from, amount: run.amount, units: run.units },
    language,
  );
  return texts.runLine({
    service: texts.services[line.service],
    dates: formatNightRange(run.from, run.to, language),
    nights: run.nights,
    night,
  });
}

/**
 * What one night of a stay line costs in words, from packages/shared's parts (decision 049):
 * every unit at the price it was sold at, parking's one price for its spots; `oneUnit` when it is
 * a single unit's price.
 */
function nightWords(
  line: StayLine,
  night: NightAmount,
  language: EmailLanguage,
): { night: string; oneUnit: boolean } {
  const words = emailTexts[language].nightParts;
  const parts = nightPriceParts(
    night.units ? night : { date: night.date, amount: night.amount },
    line.quantity,
    { parking: line.service === "parking" },
  );
  const [only] = parts;
  if (parts.length === 1 && only) {
    if (only.kind === "units" && only.units === 1) {
      return { night: formatAed(only.unitPrice, language), oneUnit: true };
    }
    if (only.kind === "spots" && only.spots <= 1) {
      return { night: formatAed(only.amount, language), oneUnit: true };
    }
  }
  const texts = parts.map((part) =>
    part.kind === "units"
      ? words.units(part.units, formatAed(part.unitPrice, language))
      : part.kind === "spots"
        ? words.spots(part.spots, formatAed(part.amount, language))
        : words.together(part.units, formatAed(part.amount, language)),
  );
  return { night: texts.length > 1 ? `(${texts.join(" + ")})` : (texts[0] ?? ""), oneUnit: false };
}

export function priceLineLabel(line: PriceLine, nights: number, language: EmailLanguage): string {
  const texts = emailTexts[language];
  if (isExtraLine(line)) {
    return texts.extraLine({
      name: language === "ar" ? line.nameAr : line.name,
      date: formatStayDate(line.date, language),
      quantity: line.quantity,
      unitPrice: formatAed(line.unitPrice, language),
      priceType: line.priceType,
    });
  }
  if (isDiscountLine(line)) return texts.discountLine(line.code);
  if (isTourismFeeLine(line)) return texts.tourismFeeLine;
  return texts.priceLine({
    service: texts.services[line.service],
    quantity: line.quantity,
    ...nightWords(line, line.nightly?.[0] ?? { date: "", amount: line.perNight }, language),
    nights,
  });
}
