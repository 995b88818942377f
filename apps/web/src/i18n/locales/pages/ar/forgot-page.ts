import type { PageTexts } from "../../en";

/** The Arabic of ../en/forgot-page; the type makes a missing key a compile error. */
export const forgotpage: PageTexts["forgotpage"] = {
  title: "نسيت كلمة المرور؟",
  subtitle: "كيف تستعيد الدخول إلى حسابك.",
  noAccount: "ليس لديك حساب بعد؟",
  registerLink: "أنشئ حساباً",
};
