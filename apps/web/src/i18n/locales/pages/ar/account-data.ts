import type { PageTexts } from "../../en";

/** The Arabic of ../en/account-data; the type makes a missing key a compile error. */
export const accountData: PageTexts["accountData"] = {
  heading: "بياناتك",
  intro:
    "نزّل نسخة من كل ما نحتفظ به عنك، أو احذف حسابك. يوضح <privacy>إشعار الخصوصية</privacy> ما نحتفظ به ولأي مدة.",
  download: "تنزيل بياناتي",
  preparing: "جارٍ تجهيز ملفك…",
  deleteTrigger: "حذف حسابي",
  deleteTitle: "هل تريد حذف حسابك؟",
  deleteExplained:
    "سيُحذف اسمك وبريدك الإلكتروني وهاتفك ورسائلك ورسائل البريد، وسيُسجَّل خروجك من كل الأجهزة، ولن تتمكن من تسجيل الدخول مرة أخرى. تبقى حجوزاتك السابقة وفواتيرك الضريبية دون بيانات التواصل معك لمدة 5 سنوات كما يشترط قانون الضرائب في الإمارات. لا يمكن التراجع عن ذلك.",
  password: "كلمة المرور",
  passwordRequired: "أدخل كلمة المرور",
  passwordIncorrect: "كلمة المرور هذه ليست كلمة مرورك",
  keepAccount: "الإبقاء على حسابي",
  deleteYes: "حذف حسابي",
  deleting: "جارٍ الحذف…",
  deleted: "تم حذف حسابك.",
};
