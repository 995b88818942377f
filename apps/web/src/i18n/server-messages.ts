import type { ErrorCode, ErrorParams } from "@camp/shared/api/error-codes";
import { textMessages } from "@camp/shared/api/text-messages";
import { authMessages } from "@camp/shared/auth/auth-messages";
import { staffMessages } from "@camp/shared/auth/staff-messages";
import { bookingMessages } from "@camp/shared/booking/booking-messages";
import { MAX_PRICE } from "@camp/shared/catalogue/price-limits";
import { resortToday } from "@camp/shared/dates/resort-dates";
import { deskSalesMessages } from "@camp/shared/desk-sales/desk-sales-messages";
import { extraMessages } from "@camp/shared/extras/extras-messages";
import { guestMessages } from "@camp/shared/guest/guest-messages";
import { MAX_RATE_RANGE_DAYS } from "@camp/shared/rates/rate-range";
import { weekendMessages } from "@camp/shared/rates/weekend-days";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ApiError } from "../lib/api-client";
import { formatDayMonth, formatNumber } from "../lib/format";
import { type Language, toLanguage } from "./i18n";

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
  [authMessages.passwordTooCommon]: "كلمة المرور هذه شائعة جداً. اختر كلمة مرور أخرى.",
  [authMessages.confirmPasswordRequired]: "يرجى تأكيد كلمة المرور",
  [authMessages.passwordsDoNotMatch]: "كلمتا المرور غير متطابقتين.",
  [authMessages.emailTaken]: "يوجد حساب بهذا البريد الإلكتروني",
  [authMessages.invalidCredentials]: "البريد الإلكتروني أو كلمة المرور غير صحيحة",
  [authMessages.tooManyAttempts]:
    "محاولات كثيرة جداً. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.",
  [authMessages.notSignedIn]: "يرجى تسجيل الدخول للمتابعة",
  [authMessages.resetLinkInvalid]:
    "رابط إعادة التعيين هذا غير صالح أو سبق استخدامه. اطلب رابطًا جديدًا.",
  [authMessages.resetLinkExpired]: "انتهت صلاحية رابط إعادة التعيين. اطلب رابطًا جديدًا.",
  [authMessages.passwordIncorrect]: "كلمة المرور هذه ليست كلمة مرورك",
  [authMessages.languageInvalid]: "اختر الإنجليزية أو العربية لرسائلك الإلكترونية",
  [authMessages.resetLinkSent]:
    "إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا صالحًا لمدة ساعة واحدة.",
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
  [bookingMessages.bookingFailed]: "حدث خطأ أثناء الحجز",
  // Activities on a booking and in the console (docs/decisions/021)
  [extraMessages.unknown]: "هذا النشاط غير متاح",
  [extraMessages.notOffered]: "لا يُقدَّم هذا النشاط في ذلك اليوم",
  [extraMessages.outsideStay]: "اختر يوماً من أيام إقامتك (من يوم الوصول حتى اليوم السابق للمغادرة)",
  [extraMessages.duplicate]: "يمكن إضافة كل نشاط مرة واحدة في اليوم",
  [extraMessages.quantity]: "اختر عدداً من 1 إلى 50",
  [extraMessages.tooMany]: "20 نشاطاً كحد أقصى لكل حجز",
  [extraMessages.daysRequired]: "اختر يوماً واحداً على الأقل من أيام الأسبوع",
  [extraMessages.capacity]: "يجب أن تكون السعة اليومية عدداً صحيحاً من 1 إلى 1000",
  [extraMessages.price]: "يجب أن يكون السعر من 0.01 إلى 5000 درهم، بمنزلتين عشريتين كحد أقصى",
  [extraMessages.nameRequired]: "أدخل اسم النشاط",
  [extraMessages.nameArRequired]: "أدخل اسم النشاط بالعربية",
  "This activity does not exist.": "هذا النشاط غير موجود.",
  // Promo codes (decision 026)
  "Enter a promo code": "أدخل رمز الخصم",
  "A promo code has at most 32 characters": "لا يزيد رمز الخصم عن 32 حرفاً",
  // Payment page (decision 010): the payment and booking calls, and the sandbox's card messages
  "Quote not found": "طلب الحجز غير موجود",
  "This price has expired. Please check availability again.":
    "انتهت صلاحية هذا السعر. يرجى التحقق من التوفر مرة أخرى.",
  "This booking request is already closed. Please check availability again.":
    "طلب الحجز هذا مغلق بالفعل. يرجى التحقق من التوفر مرة أخرى.",
  "Those dates were just booked by someone else. Please check availability again.":
    "حجز شخص آخر هذه التواريخ للتو. يرجى التحقق من التوفر مرة أخرى.",
  "The payment amount does not match the price of this booking. Please check availability again.":
    "مبلغ الدفع لا يطابق سعر هذا الحجز. يرجى التحقق من التوفر مرة أخرى.",
  "We could not start the payment. Please try again.":
    "تعذّر بدء عملية الدفع. يرجى المحاولة مرة أخرى.",
  "This booking is already paid. Open My Bookings to see it.":
    "هذا الحجز مدفوع بالفعل. افتح حجوزاتي لمشاهدته.",
  "Sorry, these dates sold out while you were paying. Your payment has been refunded and no booking was made.":
    "عذراً، نفدت هذه التواريخ أثناء الدفع. تم استرداد دفعتك ولم يتم أي حجز.",
  "The service does not match the quote.": "الخدمة لا تطابق عرض السعر.",
  "The amount does not match the quote.": "المبلغ لا يطابق عرض السعر.",
  "This payment does not belong to this booking.": "هذه الدفعة لا تخص هذا الحجز.",
  "The payment has not gone through, so no booking was made.": "لم تتم الدفعة، لذلك لم يتم أي حجز.",
  "This quote is not for a package.": "عرض السعر هذا ليس لباقة.",
  "This quote is for a package: use /api/package-booking/new.": "عرض السعر هذا لباقة.",
  "Payment not found.": "لم يتم العثور على الدفعة.",
  "Your card was declined.": "تم رفض بطاقتك.",
  "Your card has insufficient funds.": "رصيد بطاقتك غير كافٍ.",
  "Your card has expired.": "انتهت صلاحية بطاقتك.",
  "Your card's security code is incorrect.": "رمز التحقق لبطاقتك غير صحيح.",
  "Your card number is incorrect.": "رقم بطاقتك غير صحيح.",
  "Your card was declined. This is the test mode: use a test card such as 4242 4242 4242 4242.":
    "تم رفض بطاقتك. هذا وضع الاختبار: استخدم بطاقة اختبار مثل 4242 4242 4242 4242.",
  // The shared text fields and the server's hardening (decision 011)
  [textMessages.notText]: "يجب أن تكون القيمة نصاً",
  [textMessages.controlCharacters]: "استخدم الحروف والأرقام وعلامات الترقيم فقط",
  [textMessages.empty]: "لا يمكن ترك هذا الحقل فارغاً",
  "The request contains a character that is not allowed.": "يحتوي الطلب على حرف غير مسموح به.",
  "The address is not valid.": "العنوان غير صالح.",
  "The upload could not be read. Please try again.":
    "تعذّرت قراءة الملف المرفوع. يرجى المحاولة مرة أخرى.",
  "The request is not valid.": "الطلب غير صالح.",
  "This value is not valid.": "هذه القيمة غير صالحة.",
  "to must be after from": "يجب أن يكون تاريخ النهاية بعد تاريخ البداية",
  // The rate calendar's edits (decision 025)
  [`A range can cover at most ${MAX_RATE_RANGE_DAYS} days.`]: `يمكن أن تغطي الفترة ${MAX_RATE_RANGE_DAYS} يوم كحد أقصى.`,
  // The weekend's days (decision 046)
  [weekendMessages.notADay]:
    "يجب أن يكون كل يوم من أيام عطلة نهاية الأسبوع يومًا من الأسبوع من 0 (الأحد) إلى 6 (السبت)",
  [weekendMessages.notAList]: "يجب أن تكون أيام عطلة نهاية الأسبوع قائمة بأيام من الأسبوع",
  [weekendMessages.none]: "اختر يومًا واحدًا على الأقل لعطلة نهاية الأسبوع",
  [weekendMessages.all]: "يجب أن يبقى يوم واحد على الأقل من أيام وسط الأسبوع",
  [weekendMessages.twice]: "لا يمكن اختيار يوم عطلة نهاية الأسبوع أكثر من مرة",
  "from is too far in the past": "تاريخ البداية بعيد جداً في الماضي",
  "Nothing to change: send a rate or a rule (null clears one).":
    "لا يوجد ما يُغيَّر: أدخل سعرًا أو شرطًا للإقامة.",
  "Choose a picture to upload": "اختر صورة لرفعها",
  // The console's media section (decision 015): alt texts and picture ids
  "Describe the picture in a few words (alt text)": "صف الصورة ببضع كلمات (النص البديل)",
  "Describe the picture in Arabic too (Arabic alt text)":
    "صف الصورة بالعربية أيضاً (النص البديل العربي)",
  "Unknown picture": "صورة غير معروفة",
  // Prices an administrator types (catalogue schemas: 0.01 to MAX_PRICE AED, two decimals)
  "Price must be a number": "يجب أن يكون السعر رقماً",
  "Price must be at least 0.01": "يجب ألا يقل السعر عن 0.01 درهم",
  [`Price can be at most ${MAX_PRICE}`]: `يجب ألا يزيد السعر عن ${MAX_PRICE} درهم`,
  "Price can have at most two decimals": "يمكن أن يحتوي السعر على منزلتين عشريتين كحد أقصى",
  // A guest's phone, wishes and arrival time (decision 020)
  [guestMessages.phoneInvalid]:
    "أدخل رقم هاتف صحيحاً، مثل 0501234567، أو رقماً دولياً يبدأ برمز الدولة",
  [guestMessages.phoneRequired]: "يرجى إدخال رقم هاتف لنتمكن من التواصل معك بشأن إقامتك",
  [guestMessages.arrivalTimeInvalid]: "أدخل وقت الوصول بالصيغة HH:MM، مثل 15:30",
  [guestMessages.arrivalTimeOutOfHours]: "اختر وقت وصول بين 08:00 و23:00",
  // Staff accounts, second factors and sessions (decision 054)
  [staffMessages.forbiddenForRole]: "لا يسمح دورك بهذا الإجراء. اطلب ذلك من مالك أو مدير.",
  [staffMessages.twoFactorRequired]:
    "أعدّ خطوة ثانية لتسجيل الدخول (مفتاح مرور أو تطبيق مصادقة) لاستخدام لوحة التحكم.",
  [staffMessages.reauthRequired]: "أكّد هويتك للمتابعة.",
  [staffMessages.invalidCode]: "هذا الرمز غير صحيح. تحقّق منه وحاول مرة أخرى.",
  [staffMessages.codeRequired]: "أدخل الرمز",
  [staffMessages.codeInvalidFormat]: "أدخل الأرقام الستة الظاهرة في تطبيق المصادقة",
  [staffMessages.recoveryCodeInvalidFormat]: "أدخل رمز الاسترداد كما أُعطي لك (10 أحرف وأرقام)",
  [staffMessages.secondFactorNotStarted]: "سجّل الدخول ببريدك الإلكتروني وكلمة المرور أولاً.",
  [staffMessages.totpNotStarted]: "ابدأ إعداد تطبيق المصادقة من جديد.",
  [staffMessages.totpAlreadyOn]: "لهذا الحساب تطبيق مصادقة بالفعل. أزِله أولاً لإعداد تطبيق آخر.",
  [staffMessages.passkeyInvalid]:
    "تعذّر التحقق من مفتاح المرور. حاول مرة أخرى أو استخدم خطوة تسجيل دخول أخرى.",
  [staffMessages.passkeyNameRequired]: "أدخل اسماً لمفتاح المرور",
  [staffMessages.passkeyNameTooLong]: "لا يزيد اسم مفتاح المرور عن 60 حرفاً",
  [staffMessages.roleInvalid]: "اختر أحد أدوار الموظفين",
  [staffMessages.disabledInvalid]: "حدّد ما إذا كان الحساب معطّلاً",
  [staffMessages.nothingToChange]: "اختر دوراً أو حدّد ما إذا كان الحساب معطّلاً",
  [staffMessages.invitationInvalid]: "رابط الدعوة هذا غير صالح أو سبق استخدامه. اطلب دعوة جديدة.",
  [staffMessages.invitationExpired]: "انتهت صلاحية هذه الدعوة. اطلب دعوة جديدة.",
  [staffMessages.guestAccountExists]:
    "يستخدم حساب ضيف هذا البريد الإلكتروني بالفعل. ادعُ بريداً آخر؛ لا يتحوّل حساب الضيف إلى حساب موظف أبداً.",
  [staffMessages.staffAccountExists]: "يستخدم حساب موظف هذا البريد الإلكتروني بالفعل.",
  [staffMessages.lastOwner]: "يجب أن يبقى للمنتجع مالك واحد على الأقل يستطيع تسجيل الدخول.",
  [staffMessages.notYourself]: "لا يمكنك تعطيل حسابك أو تغييره من هنا.",
  [staffMessages.accountDisabled]: "هذا الحساب معطّل. اطلب المساعدة من مالك أو مدير.",
  // Sales at the desk: staff bookings, payment links and money taken at the desk (decision 055)
  [deskSalesMessages.guestNameRequired]: "أدخل اسم الضيف",
  [deskSalesMessages.guestContactRequired]:
    "أدخل رقم هاتف الضيف أو بريده الإلكتروني (أحدهما على الأقل)",
  [deskSalesMessages.serviceRequired]:
    "اختر ما يحجزه الضيف: خدمة (غرفة أو خيمة أو موقف كرفان) أو الباقة",
  [deskSalesMessages.staffBookingShort]:
    "لم تعد هذه التواريخ متاحة: لا يكفي المتبقي في بعض الليالي. اختر تواريخ أخرى أو عدداً أقل من الوحدات.",
  // guestEmailInvalid is authMessages.emailInvalid's text, translated above.
  [deskSalesMessages.guestLanguageInvalid]: "اختر لغة الضيف: الإنجليزية أو العربية",
  [deskSalesMessages.sourceInvalid]:
    "اختر مصدر الحجز: الهاتف أو واتساب أو البريد الإلكتروني أو الحضور المباشر أو الوكيل",
  [deskSalesMessages.listSourceInvalid]: "اختر مصدر الحجوزات من القائمة",
  [deskSalesMessages.listTakerInvalid]: "اختر موظفاً من القائمة",
  [deskSalesMessages.listStateInvalid]: "اختر حالات روابط الدفع من القائمة",
  [deskSalesMessages.agentReferenceTooLong]: "لا يزيد مرجع الوكيل عن 60 حرفاً",
  [deskSalesMessages.noteTooLong]: "لا تزيد الملاحظة عن 1000 حرف",
  [deskSalesMessages.holdHoursInvalid]: "احجز الوحدات لمدة من ساعة إلى 168 ساعة (ساعات كاملة)",
  [deskSalesMessages.paymentChoiceInvalid]:
    "اختر طريقة دفع الضيف: رابط دفع أو الدفع في مكتب الاستقبال",
  [deskSalesMessages.amountInvalid]:
    "أدخل مبلغاً بالدرهم الإماراتي أكبر من صفر، بمنزلتين عشريتين كحد أقصى",
  [deskSalesMessages.methodInvalid]: "اختر طريقة دفع المبلغ: نقداً أو بجهاز البطاقات أو بتحويل بنكي",
  [deskSalesMessages.paymentReferenceTooLong]: "لا يزيد مرجع الدفعة عن 60 حرفاً",
  [deskSalesMessages.paymentOverBalance]: "هذا المبلغ أكبر من الرصيد المستحق على هذا الحجز.",
  [deskSalesMessages.paymentLinkExpired]:
    "انتهت صلاحية رابط الدفع هذا أو تم إلغاؤه. اطلب رابطاً جديداً من المنتجع.",
  [deskSalesMessages.paymentLinkPaid]: "تم دفع رابط الدفع هذا بالفعل، وحجزك مؤكد.",
  [deskSalesMessages.paymentLinkNotFound]:
    "رابط الدفع هذا غير موجود. تحقّق من العنوان الذي أُرسل إليك.",
  [deskSalesMessages.balanceDueAtCheckOut]: "يرجى تحصيل الرصيد المستحق قبل تسجيل مغادرة الضيف.",
  [deskSalesMessages.cancelAtDesk]:
    "دُفع هذا الحجز في مكتب الاستقبال بالمنتجع، لذا يُرجى التواصل مع المنتجع لإلغائه.",
  [deskSalesMessages.guestRecordClaim]:
    "لهذا البريد الإلكتروني حجوزات أجراها فريقنا. أرسلنا إليه رابطاً لتعيين كلمة المرور والاطلاع عليها.",
  [deskSalesMessages.changeAtDesk]:
    "دُفع هذا الحجز في مكتب الاستقبال بالمنتجع، لذا يُرجى التواصل مع المنتجع لتغييره.",
  [deskSalesMessages.promoNotOnStaffPrice]:
    "حدّد فريق المنتجع هذا السعر، فلا يمكن استخدام رمز ترويجي عليه. يُرجى التواصل مع المنتجع.",
  [deskSalesMessages.serviceOrServices]: "اختر خدمة واحدة أو عدة خدمات، وليس الاثنين معاً",
  [deskSalesMessages.paymentLinkBusy]: "يجري تعديل رابط الدفع هذا الآن. حاول مرة أخرى بعد قليل.",
};

/** "n characters" in Arabic: the counted noun changes with the number. */
function arabicCharacters(count: number): string {
  if (count === 1) return "حرفاً واحداً";
  if (count === 2) return "حرفين";
  if (count >= 3 && count <= 10) return `${count} أحرف`;
  return `${count} حرفاً`;
}

/** Messages with numbers in them: the English pattern and its Arabic. */
const arabicPatterns: [RegExp, (...values: string[]) => string][] = [
  [/^A stay can be at most (\d+) nights$/, (n) => `يمكن أن تمتد الإقامة ${n} ليلة كحد أقصى`],
  [/^Bookings open up to (\d+) days ahead$/, (n) => `الحجز متاح حتى ${n} يوماً مقدماً`],
  [/^Minimum (\d+) guest\(s\) required$/, (n) => `الحد الأدنى لعدد الضيوف ${n}`],
  [
    /^Maximum (\d+) guests allowed for (\d+) room\(s\)$/,
    (guests, rooms) => `الحد الأقصى لعدد الضيوف ${guests} (عدد الغرف: ${rooms})`,
  ],
  [/^Maximum (\d+) slots$/, (n) => `الحد الأقصى لعدد المواقف ${n}`],
  [/^Maximum (\d+) guests for this package$/, (n) => `الحد الأقصى لعدد الضيوف في هذه الباقة ${n}`],
  [
    /^We have only (\d+) of these in total\. Please choose fewer\.$/,
    (n) => `لدينا ${n} فقط من هذا النوع. يرجى اختيار عدد أقل.`,
  ],
  [
    /^This payment cannot be (paid again|captured|cancelled|refunded): it is (.+)\.$/,
    (action) =>
      action === "paid again"
        ? "لا يمكن دفع هذه الدفعة مرة أخرى."
        : "لا يمكن إتمام هذه العملية على الدفعة في حالتها الحالية.",
  ],
  [
    /^Must be at most (\d+) characters$/,
    (n) => `يجب ألا يزيد النص عن ${arabicCharacters(Number(n))}`,
  ],
  [
    /^Must be at least (\d+) characters$/,
    (n) => `يجب ألا يقل النص عن ${arabicCharacters(Number(n))}`,
  ],
  [/^Ask for at most (\d+) nights at a time$/, (n) => `اطلب ${n} ليلة كحد أقصى في كل مرة`],
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

/**
 * A server code and its values as a form keeps them on a field (react-hook-form's message is a
 * string): "errors.STAY_TOO_SHORT|{...}". `useServerMessage` turns it into the page's language,
 * so the field's message follows a language switch as every other field's does.
 */
export function codedMessage(code: ErrorCode, params: ErrorParams = {}): string {
  return `errors.${code}|${JSON.stringify(params)}`;
}

function readCodedMessage(message: string): ServerError | undefined {
  const match = /^errors\.([A-Z_]+)\|(\{.*\})$/.exec(message);
  if (!match?.[1] || !match[2]) return undefined;
  try {
    return { code: match[1], message: "", params: JSON.parse(match[2]) as ErrorParams };
  } catch {
    return undefined;
  }
}

/** A server or schema message in the page's language; messages of the bundle ("errors.*") too. */
export function useServerMessage() {
  const { t, i18n } = useTranslation();
  return (message: string): string => {
    const language = toLanguage(i18n.language);
    const coded = readCodedMessage(message);
    if (coded) return toErrorMessage(coded, t, language);
    if (message.startsWith("errors.")) return t(message as "errors.generic");
    return language === "ar" ? toArabicMessage(message) : message;
  };
}

/** A failed call as the screens keep it: the server's code, its English message and its values. */
export type ServerError = { code?: string; message: string; params?: ErrorParams };

function asServerError(error: unknown): ServerError | undefined {
  if (error instanceof ApiError) return error;
  if (typeof error === "object" && error !== null && "message" in error) {
    const { code, message, params } = error as Partial<ServerError>;
    if (typeof message === "string") return { code, message, params };
  }
  return undefined;
}

/**
 * Whether `code` is one of the server's codes: the English and Arabic bundles have a text for
 * exactly those (en-site.ts checks the list at compile time), beside the client's own lower-case
 * keys. Read from the bundle rather than the shared table of codes and statuses, which would
 * otherwise ride in every page's first script (the home page's JavaScript budget).
 */
function isServerCode(code: string | undefined, t: TFunction): code is ErrorCode {
  return (
    code !== undefined &&
    /^[A-Z][A-Z_]*$/.test(code) &&
    t(`errors.${code as ErrorCode}`, { defaultValue: "" }) !== ""
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A value of a message as the guest reads it: numbers and days ("31 December") in their language. */
function toParamText(value: string | number | undefined, language: Language) {
  if (typeof value === "number") return formatNumber(value, language);
  if (typeof value === "string" && ISO_DATE.test(value)) {
    return formatDayMonth(value, language, resortToday().slice(0, 4));
  }
  return value;
}

/**
 * What a guest reads for a failed call, in the page's language: `errors.<code>` for every code of
 * the server's closed list (its numbers, if any, from `params`), the field's own message for a
 * validation error when we have it in this language, and the generic message for anything else.
 */
export function toErrorMessage(error: unknown, t: TFunction, language: Language): string {
  if (error instanceof ApiError && error.code === "NETWORK_ERROR") return t("errors.network");
  const failure = asServerError(error);
  if (!failure) return t("errors.generic");
  // Messages the client made itself are keys of the bundle already.
  if (failure.message.startsWith("errors.")) return t(failure.message as "errors.generic");
  const { code, message, params = {} } = failure;
  if (code === "VALIDATION_ERROR") {
    if (language === "en") return message;
    const arabic = toArabicMessage(message);
    return arabic === message ? t("errors.VALIDATION_ERROR") : arabic;
  }
  if (!isServerCode(code, t)) return t("errors.generic");
  // A name sent in both languages ("activity" and "activityAr") is read in the page's one.
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      const arabic = params[`${name}Ar`];
      const shown = language === "ar" && typeof arabic === "string" ? arabic : value;
      return [name, toParamText(shown, language)];
    }),
  );
  const text = t(`errors.${code}`, { replace: values });
  // A message whose numbers did not come with it would show "{{total}}": say less, not that.
  return text.includes("{{") ? t("errors.generic") : text;
}

/** `toErrorMessage` for the page's current language. */
export function useErrorMessage() {
  const { t, i18n } = useTranslation();
  return (error: unknown): string => toErrorMessage(error, t, toLanguage(i18n.language));
}
