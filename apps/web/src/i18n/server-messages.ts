import { authMessages } from "@camp/shared/auth/auth-schemas";
import { bookingMessages } from "@camp/shared/booking/booking-messages";
import { useTranslation } from "react-i18next";
import { toLanguage } from "./i18n";

/**
 * Arabic for the messages that come from the shared schemas and the server (they are English, word
 * for word from the spec). Kept as a plain map because the English texts contain dots and colons,
 * which i18next would read as key separators.
 */
const arabic: Record<string, string> = {
  [authMessages.fillAllFields]: "يرجى ملء جميع الحقول",
  [authMessages.nameRequired]: "الاسم الكامل مطلوب",
  [authMessages.nameTooLong]: "الاسم الكامل طويل جداً",
  [authMessages.emailRequired]: "البريد الإلكتروني مطلوب",
  [authMessages.emailInvalid]: "أدخل بريداً إلكترونياً صحيحاً",
  [authMessages.passwordRequired]: "كلمة المرور مطلوبة",
  [authMessages.passwordTooShort]: "يجب ألا تقل كلمة المرور عن 8 أحرف",
  [authMessages.passwordTooLong]: "يجب ألا تزيد كلمة المرور عن 128 حرفاً",
  [authMessages.confirmPasswordRequired]: "يرجى تأكيد كلمة المرور",
  [authMessages.passwordsDoNotMatch]: "كلمتا المرور غير متطابقتين.",
  [authMessages.emailTaken]: "يوجد حساب بهذا البريد الإلكتروني",
  [authMessages.invalidCredentials]: "البريد الإلكتروني أو كلمة المرور غير صحيحة",
  [authMessages.tooManyAttempts]:
    "محاولات كثيرة جداً. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.",
  [authMessages.notSignedIn]: "يرجى تسجيل الدخول للمتابعة",
  // Booking forms (spec section 5)
  [bookingMessages.checkInRequired]: "تاريخ الوصول مطلوب",
  [bookingMessages.checkOutRequired]: "تاريخ المغادرة مطلوب",
  [bookingMessages.checkOutAfterCheckIn]: "يجب أن يكون تاريخ المغادرة بعد تاريخ الوصول",
  [bookingMessages.checkInNotPast]: "لا يمكن أن يكون تاريخ الوصول قبل اليوم",
  "Enter a date as YYYY-MM-DD": "أدخل التاريخ بالصيغة YYYY-MM-DD",
  [bookingMessages.minRooms]: "يلزم حجز غرفة واحدة على الأقل",
  [bookingMessages.maxRooms]: "الحد الأقصى 4 غرف",
  [bookingMessages.roomTypeRequired]: "نوع الغرفة يجب أن يكون رئيسية أو للأطفال",
  [bookingMessages.minTents]: "يلزم حجز خيمة واحدة على الأقل",
  [bookingMessages.maxTents]: "الحد الأقصى 4 خيام",
  [bookingMessages.minCampGuests]: "يلزم ضيف واحد على الأقل",
  [bookingMessages.maxCampGuests]: "الحد الأقصى 16 ضيفاً",
  [bookingMessages.minSlots]: "يلزم حجز موقف واحد على الأقل",
  [bookingMessages.packageGuests]: "يرجى اختيار عدد الضيوف",
  [bookingMessages.packageUnits]: "يرجى اختيار وحدة واحدة على الأقل",
  [bookingMessages.packageMaxUnits]: "الحد الأقصى 5 وحدات",
  [bookingMessages.packageParkingSpots]: "يرجى تحديد عدد مواقف الكرفانات",
  [bookingMessages.packageUnitsEqual]: "وحدة الباقة هي غرفة رئيسية وغرفة أطفال وخيمة",
  [bookingMessages.packageErrorsHeading]: "يرجى تصحيح الأخطاء التالية:",
  [bookingMessages.pendingWarning]: "هذا الحجز بانتظار التأكيد. إذا تابعت، فقد يتغير مبلغ الدفع.",
  [bookingMessages.bookingFailed]: "حدث خطأ أثناء الحجز",
};

/** Messages with numbers in them: the English pattern and its Arabic. */
const arabicPatterns: [RegExp, (...values: string[]) => string][] = [
  [/^A stay can be at most (\d+) nights$/, (n) => `يمكن أن تمتد الإقامة ${n} ليلة كحد أقصى`],
  [/^Bookings open up to (\d+) days ahead$/, (n) => `الحجز متاح حتى ${n} يوماً مقدماً`],
  [/^Minimum (\d+) guest\(s\) required$/, (n) => `الحد الأدنى ${n} ضيف`],
  [
    /^Maximum (\d+) guests allowed for (\d+) room\(s\)$/,
    (guests, rooms) => `الحد الأقصى ${guests} ضيفاً لعدد ${rooms} غرفة`,
  ],
  [/^Maximum (\d+) slots$/, (n) => `الحد الأقصى ${n} مواقف`],
  [/^Maximum (\d+) guests for this package$/, (n) => `الحد الأقصى ${n} ضيفاً لهذه الباقة`],
  [
    /^We have only (\d+) of these in total\. Please choose fewer\.$/,
    (n) => `لدينا ${n} فقط من هذا النوع. يرجى اختيار عدد أقل.`,
  ],
];

/** The Arabic of an English server or schema message; the English itself when we have none. */
export function toArabicMessage(message: string): string {
  const exact = arabic[message];
  if (exact) return exact;
  for (const [pattern, translate] of arabicPatterns) {
    const match = pattern.exec(message);
    if (match) return translate(...match.slice(1));
  }
  return message;
}

export const arabicServerMessages = arabic;

/** A server or schema message in the page's language; messages of the bundle ("errors.*") too. */
export function useServerMessage() {
  const { t, i18n } = useTranslation();
  return (message: string): string => {
    if (message.startsWith("errors.")) return t(message as "errors.generic");
    return toLanguage(i18n.language) === "ar" ? toArabicMessage(message) : message;
  };
}
