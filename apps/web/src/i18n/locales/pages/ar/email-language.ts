import type { PageTexts } from "../../en";

/** The Arabic of ../en/email-language; the type makes a missing key a compile error. */
export const emailLanguage: PageTexts["emailLanguage"] = {
  heading: "لغة رسائلك الإلكترونية",
  intro:
    "تُكتب بهذه اللغة رسائل تأكيد الحجز والتعديل والاسترداد وإعادة تعيين كلمة المرور وعروض قائمة الانتظار، أياً كانت لغة الموقع عند إرسالها.",
  save: "حفظ اللغة",
  saving: "جارٍ الحفظ…",
  saved: "تم الحفظ: ستصلك رسائلك الإلكترونية باللغة {{language}}.",
  names: { en: "الإنجليزية", ar: "العربية" },
};
