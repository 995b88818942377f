import type { PageTexts } from "../../en";

/** The Arabic of ../en/staff-invitation; the type makes a missing key a compile error. */
export const staffInvitation: PageTexts["staffInvitation"] = {
  title: "انضم إلى فريق عمل المنتجع",
  subtitle: "اختر كلمة مرور حساب الموظف الخاص بك.",
  loading: "جارٍ التحقق من دعوتك…",
  intro: "{{name}}، أنت مدعو للانضمام إلى فريق عمل منتجع مخيم الصحراء بدور: {{role}}.",
  email: "بريدك الإلكتروني",
  expires: "هذه الدعوة صالحة حتى {{time}}.",
  password: "كلمة المرور",
  confirmPassword: "تأكيد كلمة المرور",
  passwordHint: "8 أحرف على الأقل. تجنّب كلمات المرور الشائعة.",
  nextStep: "بعد ذلك، ستُعِدّ خطوة تحقق ثانية لتسجيل الدخول: مفتاح مرور أو تطبيق مصادقة.",
  submit: "إنشاء حسابي",
  saving: "جارٍ إنشاء حسابك…",
  missingToken:
    "تُفتح هذه الصفحة من الرابط الموجود في رسالة الدعوة. إذا كنت تحتاج إلى دعوة جديدة، فاطلبها من المالك أو المدير.",
  home: "الانتقال إلى الصفحة الرئيسية",
};
