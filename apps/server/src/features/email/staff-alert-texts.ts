import { unitTypeNames } from "@camp/shared/catalogue/unit-type-names";
import { RESORT_TIME_ZONE } from "@camp/shared/dates/resort-dates";
import type { ChannelFeedStaleEmailData, EmailLanguage, StaffUnitType } from "./email-message";

/**
 * The words of the staff alerts about channel calendars (decision 032), in English and Arabic. An
 * administrator reads them in the language of their account; an address of STAFF_ALERT_EMAILS,
 * whose reader the site does not know, in English.
 */
type StaffAlertTexts = {
  /** Between a range's first and last date, pointing the way the language reads. */
  rangeArrow: string;
  unitTypes: Record<StaffUnitType, string>;
  units: (count: number) => string;
  nights: (count: number) => string;
  bookingStatuses: Record<string, string>;
  openConsole: string;
  conflict: {
    subject: (feed: string) => string;
    heading: string;
    intro: (feed: string, unit: string) => string;
    event: string;
    takes: string;
    booking: (reference: string) => string;
    noBookings: string;
    action: string;
  };
  stale: {
    subject: (feed: string) => string;
    heading: string;
    intro: (feed: string, unit: string) => string;
    reasons: Record<ChannelFeedStaleEmailData["reason"], (detail: string) => string>;
    lastFetched: string;
    lastChanged: string;
    lastError: string;
    never: string;
    oncePerDay: string;
  };
};

/** Latin text (an OTA's name, a reference, an error) kept in one piece in an Arabic sentence. */
const ltr = (value: string) => `\u2066${value}\u2069`;

const en: StaffAlertTexts = {
  rangeArrow: "→",
  unitTypes: {
    master: unitTypeNames.en.master.one,
    kids: unitTypeNames.en.kids.one,
    camp: unitTypeNames.en.camp.one,
    parking: unitTypeNames.en.parking.one,
  },
  units: (count) => `${count} ${count === 1 ? "unit" : "units"}`,
  nights: (count) => `${count} ${count === 1 ? "night" : "nights"}`,
  bookingStatuses: {
    pending: "request awaiting confirmation",
    confirmed: "confirmed",
    checked_in: "checked in",
    completed: "completed",
    no_show: "no-show",
    cancelled: "cancelled",
  },
  openConsole: "Open the console",
  conflict: {
    subject: (feed) => `Overbooked: ${feed} sold nights that were already full`,
    heading: "A channel sold nights that were already full",
    intro: (feed, unit) =>
      `${feed} (${unit}) lists a reservation on nights where no unit was left here. It was imported anyway, since the channel has taken the guest's money, so these nights are now overbooked.`,
    event: "On the channel",
    takes: "Units it takes",
    booking: (reference) => `Booking ${reference}`,
    noBookings:
      "No stay of this site is on these nights: the stock was lowered or closed for maintenance.",
    action:
      "Move or rebook one of these stays, then mark the conflict resolved in the console's Channels.",
  },
  stale: {
    subject: (feed) => `Calendar not updating: ${feed}`,
    heading: "A channel's calendar is not up to date",
    intro: (feed, unit) =>
      `The calendar of ${feed} (${unit}) is not being read as it should: nights sold there may not be blocked here.`,
    reasons: {
      failed: (error) => `The last attempt to read it failed: ${error}.`,
      never_fetched: () => "It has not been read once since it was added.",
      no_recent_fetch: (since) => `It has not been read since ${since}.`,
      unchanged: (since) =>
        `Its reservations have not changed since ${since}; the channel may have stopped updating it.`,
    },
    lastFetched: "Last good read",
    lastChanged: "Reservations last changed",
    lastError: "Last error",
    never: "never",
    oncePerDay: "You get at most one such email a day for each calendar.",
  },
};

const arabicUnits = (count: number) =>
  count === 1
    ? "وحدة واحدة"
    : count === 2
      ? "وحدتان"
      : count <= 10
        ? `${count} وحدات`
        : `${count} وحدة`;
const arabicNights = (count: number) =>
  count === 1
    ? "ليلة واحدة"
    : count === 2
      ? "ليلتان"
      : count <= 10
        ? `${count} ليالٍ`
        : `${count} ليلة`;

const ar: StaffAlertTexts = {
  rangeArrow: "←",
  unitTypes: {
    master: unitTypeNames.ar.master.one,
    kids: unitTypeNames.ar.kids.one,
    camp: unitTypeNames.ar.camp.one,
    parking: unitTypeNames.ar.parking.one,
  },
  units: arabicUnits,
  nights: arabicNights,
  bookingStatuses: {
    pending: "طلب بانتظار التأكيد",
    confirmed: "مؤكد",
    checked_in: "تم تسجيل الوصول",
    completed: "مكتمل",
    no_show: "لم يحضر",
    cancelled: "ملغى",
  },
  openConsole: "افتح لوحة الإدارة",
  conflict: {
    subject: (feed) => `حجز زائد: باع ${ltr(feed)} ليالي كانت ممتلئة`,
    heading: "باعت قناة حجز ليالي كانت ممتلئة",
    intro: (feed, unit) =>
      `يعرض ${ltr(feed)} (${unit}) حجزًا في ليالٍ لم تبقَ فيها أي وحدة متاحة لدينا. تم استيراده رغم ذلك لأن القناة استلمت مال الضيف، فأصبحت هذه الليالي محجوزة بأكثر من طاقتها.`,
    event: "في القناة",
    takes: "الوحدات التي يشغلها",
    booking: (reference) => `الحجز ${ltr(reference)}`,
    noBookings: "لا توجد إقامة من هذا الموقع في هذه الليالي: تم تخفيض المخزون أو إغلاقه للصيانة.",
    action:
      "انقل إحدى هذه الإقامات أو أعد حجزها، ثم علِّم التعارض كمحلول في قسم القنوات بلوحة الإدارة.",
  },
  stale: {
    subject: (feed) => `التقويم لا يتحدّث: ${ltr(feed)}`,
    heading: "تقويم إحدى القنوات غير محدَّث",
    intro: (feed, unit) =>
      `لا تتم قراءة تقويم ${ltr(feed)} (${unit}) كما ينبغي: قد لا تكون الليالي المباعة هناك محجوبة هنا.`,
    reasons: {
      failed: (error) => `فشلت آخر محاولة لقراءته: ${ltr(error)}.`,
      never_fetched: () => "لم تتم قراءته ولو مرة واحدة منذ إضافته.",
      no_recent_fetch: (since) => `لم تتم قراءته منذ ${since}.`,
      unchanged: (since) => `لم تتغير حجوزاته منذ ${since}؛ ربما توقفت القناة عن تحديثه.`,
    },
    lastFetched: "آخر قراءة ناجحة",
    lastChanged: "آخر تغيير في الحجوزات",
    lastError: "آخر خطأ",
    never: "أبدًا",
    oncePerDay: "تصلك رسالة واحدة على الأكثر من هذا النوع يوميًا لكل تقويم.",
  },
};

export const staffAlertTexts: Record<EmailLanguage, StaffAlertTexts> = { en, ar };

const LOCALES: Record<EmailLanguage, string> = { en: "en-AE", ar: "ar-AE" };
const dateFormats = {
  en: new Intl.DateTimeFormat(LOCALES.en, {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }),
  ar: new Intl.DateTimeFormat(LOCALES.ar, {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }),
};
const instantFormats = {
  en: new Intl.DateTimeFormat(LOCALES.en, {
    timeZone: RESORT_TIME_ZONE,
    dateStyle: "medium",
    timeStyle: "short",
  }),
  ar: new Intl.DateTimeFormat(LOCALES.ar, {
    timeZone: RESORT_TIME_ZONE,
    dateStyle: "medium",
    timeStyle: "short",
  }),
};

/** A calendar date (Dubai, YYYY-MM-DD) in the reader's language: "Thu, 10 Dec 2026". */
export const formatAlertDate = (isoDate: string, language: EmailLanguage) =>
  dateFormats[language].format(new Date(`${isoDate}T00:00:00Z`));

/** An instant in Dubai time, in the reader's language: "20 Nov 2026, 12:00 pm". */
export const formatAlertInstant = (iso: string, language: EmailLanguage) =>
  instantFormats[language].format(new Date(iso));
