import type { PageTexts } from "../../en";

/** The Arabic of ../en/auth-page; the type makes a missing key a compile error. */
export const authpage: PageTexts["authpage"] = {
  loginTitle: "تسجيل الدخول",
  loginSubtitle: "سجّل الدخول لحجز إقامتك ومشاهدة حجوزاتك.",
  registerTitle: "إنشاء حساب",
  registerSubtitle: "أنشئ حساباً لحجز الغرف والخيام ومواقف الكرفانات.",
  name: "الاسم الكامل",
  email: "البريد الإلكتروني",
  password: "كلمة المرور",
  confirmPassword: "تأكيد كلمة المرور",
  forgotPassword: "نسيت كلمة المرور؟",
  loginButton: "تسجيل الدخول",
  registerButton: "إنشاء الحساب",
  noAccount: "جديد هنا؟",
  registerLink: "أنشئ حساباً",
  haveAccount: "لديك حساب بالفعل؟",
  loginLink: "سجّل الدخول",
  loginSuccess: "تم تسجيل الدخول بنجاح! جارٍ التحويل...",
  loginFailed: "فشل تسجيل الدخول: {{reason}}",
  checkCredentials: "يرجى التحقق من بياناتك",
  tryAgainIn: "محاولات كثيرة جداً. يرجى المحاولة مرة أخرى بعد انقضاء مدة الانتظار: {{wait}}.",
  accountSlowed:
    "جُرِّبت كلمات مرور كثيرة على هذا الحساب مؤخراً، لذا يجب أن تنتظر عمليات تسجيل الدخول من الأجهزة الجديدة. يرجى المحاولة مرة أخرى بعد انقضاء مدة الانتظار: {{wait}}، أو سجّل الدخول من هاتف أو حاسوب سبق أن سجّلت الدخول منه.",
  accountSlowedReset: "أو أعد تعيين كلمة المرور عبر البريد الإلكتروني",
  registerSuccess: "تم إنشاء الحساب بنجاح",
  agreement:
    "بإنشاء الحساب فإنك توافق على <terms>شروط الحجز</terms> وتؤكد أنك قرأت <privacy>إشعار الخصوصية</privacy>.",
};
