import { STAFF_ROLE_NAMES } from "@camp/shared/auth/staff-permissions";
import { button, join, layout, paragraph, text } from "./email-layout";
import type { EmailLanguage, RenderedEmail, StaffInvitationEmailData } from "./email-message";
import { emailTexts } from "./email-texts";

/** staff-invitation: an owner or manager invites someone to the staff (decision 054). */
const invitationTexts: Record<
  EmailLanguage,
  {
    subject: string;
    heading: string;
    intro: (inviter: string, role: string) => string;
    button: string;
    validFor: (hours: number) => string;
    secondFactor: string;
    notYou: string;
  }
> = {
  en: {
    subject: "You are invited to the staff console",
    heading: "Join the staff of Desert Camp Resort",
    intro: (inviter, role) =>
      `${inviter} invited you to the resort's staff console with the role ${role}. Choose your password here:`,
    button: "Accept the invitation",
    validFor: (hours) => `This link works once, for ${hours} hours.`,
    secondFactor:
      "After your first sign-in, set up a passkey or an authenticator app: the console asks for it.",
    notYou:
      "If you did not expect this, you can ignore this email: no account is made without you.",
  },
  ar: {
    subject: "دعوة للانضمام إلى لوحة الموظفين",
    heading: "انضم إلى فريق منتجع مخيم الصحراء",
    intro: (inviter, role) =>
      `دعاك ${inviter} إلى لوحة موظفي المنتجع بدور ${role}. اختر كلمة المرور من هنا:`,
    button: "قبول الدعوة",
    validFor: (hours) => `يعمل هذا الرابط مرة واحدة فقط، ولمدة ${hours} ساعة.`,
    secondFactor: "بعد أول تسجيل دخول، أعدّ مفتاح مرور أو تطبيق مصادقة: تطلبه لوحة الموظفين.",
    notYou: "إذا لم تكن تتوقع هذه الرسالة، يمكنك تجاهلها: لا يُنشأ أي حساب دونك.",
  },
};

/** The invitation in its language: who invited, the role, the link and how long it works. */
export function renderStaffInvitation(
  language: EmailLanguage,
  data: StaffInvitationEmailData,
): RenderedEmail {
  const texts = emailTexts[language];
  const words = invitationTexts[language];
  // The accept page opens in the email's language, whatever the browser's cookie says.
  const link = new URL(data.acceptUrl);
  link.searchParams.set("lang", language);
  const acceptUrl = link.toString();
  const intro = words.intro(data.inviterName, STAFF_ROLE_NAMES[data.role][language]);
  const html = layout({
    language,
    title: words.heading,
    resortName: texts.resortName,
    footer: texts.footer,
    body: join(
      paragraph(text(texts.greeting(data.name))),
      paragraph(text(intro)),
      button(words.button, acceptUrl),
      paragraph(text(words.validFor(data.expiresHours))),
      paragraph(text(words.secondFactor)),
      paragraph(text(words.notYou), true),
    ),
  });
  const textPart = [
    texts.greeting(data.name),
    "",
    intro,
    acceptUrl,
    "",
    words.validFor(data.expiresHours),
    "",
    words.secondFactor,
    "",
    words.notYou,
  ].join("\n");
  return { subject: `${words.subject} · ${texts.resortName}`, html, text: `${textPart}\n` };
}
