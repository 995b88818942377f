import { authMessages } from "@camp/shared/auth/auth-schemas";
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
};

export const arabicServerMessages = arabic;

/** A server or schema message in the page's language; messages of the bundle ("errors.*") too. */
export function useServerMessage() {
  const { t, i18n } = useTranslation();
  return (message: string): string => {
    if (message.startsWith("errors.")) return t(message as "errors.generic");
    return toLanguage(i18n.language) === "ar" ? (arabic[message] ?? message) : message;
  };
}
