import type { PageTexts } from "../../en";

/** The Arabic of ../en/guest-details; the type makes a missing key a compile error. */
export const guestDetails: PageTexts["guestDetails"] = {
  phone: "رقم الجوال",
  phoneOptional: "رقم الجوال (اختياري)",
  phoneHint:
    "ليتمكن المخيم من التواصل معك بشأن إقامتك. الرقم الإماراتي مثل 0501234567، وغيره مع رمز الدولة.",
  phoneNeeded: "لا يوجد لدينا رقم هاتف لك بعد: أضف رقماً ليتمكن المخيم من التواصل معك يوم وصولك.",
  phoneFormat: "الرقم الإماراتي مثل 0501234567، وغيره مع رمز الدولة.",
  heading: "لوصولك",
  specialRequests: "طلبات خاصة (اختياري)",
  specialRequestsHint:
    "سرير أطفال، مكان هادئ، نظام غذائي خاص... سنبذل جهدنا، ولا يغيّر شيء هنا السعر.",
  charactersLeft: "متبقٍ {{count}} حرفاً",
  arrivalTime: "وقت الوصول المتوقع (اختياري)",
  arrivalTimeHint: "تسجيل الدخول من الساعة 14:00؛ الاستقبال مفتوح من {{from}} حتى {{until}}.",
  yourRequests: "طلباتك الخاصة",
  yourArrival: "الوصول المتوقع: {{time}}",
  staffPhone: "الهاتف",
  staffNoPhone: "لم يُقدَّم رقم هاتف",
  staffRequests: "طلبات خاصة",
  staffArrival: "الوصول المتوقع",
  staffNone: "لا يوجد",
  staffCall: "اتصل بـ {{name}}",
};
