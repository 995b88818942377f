import type { PageTexts } from "../../en";

/** The Arabic of ../en/promo-code; the type makes a missing key a compile error. */
export const promoCode: PageTexts["promoCode"] = {
  toggle: "هل لديك رمز خصم؟",
  label: "رمز الخصم",
  apply: "تطبيق",
  applying: "جارٍ التطبيق…",
  remove: "إزالة",
  removeNamed: "إزالة رمز الخصم {{code}}",
  required: "أدخل رمز الخصم",
  tooLong: "لا يزيد رمز الخصم عن 32 حرفاً",
  applied: "تم تطبيق الرمز {{code}}",
  onCheck: "يظهر الخصم عند التحقق من التوفر.",
  saved: "وفّرت {{amount}}.",
  onDates: "يظهر الخصم في الإجمالي بعد إدخال تواريخك.",
  covers: {
    between: "يشمل الليالي من {{from}} إلى {{to}}.",
    from: "يشمل الليالي اعتباراً من {{from}}.",
    until: "يشمل الليالي حتى {{to}}.",
  },
};
