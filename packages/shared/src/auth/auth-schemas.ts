import { z } from "zod";
import { requiredText } from "../api/text-field";
import { optionalPhoneSchema } from "../guest/guest-details";
import {
  authMessages,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./auth-messages";
import { ACCOUNT_ROLES, type AccountRole } from "./staff-permissions";

/** The site's languages; a guest's emails are written in the one their account keeps. */
export const siteLanguageSchema = z.enum(["en", "ar"]);
export type SiteLanguage = z.infer<typeof siteLanguageSchema>;

/** Emails are compared trimmed and lower-cased, so "Guest@Mail.com " and "guest@mail.com" are one account. */
export const emailField = requiredText(authMessages.emailRequired)
  .pipe(z.email(authMessages.emailInvalid).max(254, authMessages.emailInvalid))
  .transform((email) => email.toLowerCase());

/** Passwords are never trimmed: spaces are characters the guest chose. */
export const newPasswordField = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

export const registerInputSchema = z.object({
  name: requiredText(authMessages.nameRequired).max(NAME_MAX_LENGTH, authMessages.nameTooLong),
  email: emailField,
  password: newPasswordField,
  /** The site's language at sign-up: the account's emails are written in it until the guest changes it. */
  language: siteLanguageSchema.optional(),
  /** Optional: asked at the first booking otherwise (decision 020). Stored in E.164. */
  phone: optionalPhoneSchema,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** The sign-up screen's form: the API's fields plus the confirmation that must match. */
export const registerFormSchema = registerInputSchema
  .extend({
    confirmPassword: z
      .string({ error: authMessages.confirmPasswordRequired })
      .min(1, authMessages.confirmPasswordRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/**
 * Sign-in checks only presence and length: a wrong format is just a wrong credential, and telling
 * the two apart would help someone guessing accounts.
 */
export const loginInputSchema = z.object({
  email: requiredText(authMessages.fillAllFields)
    .max(254, authMessages.invalidCredentials)
    .transform((email) => email.toLowerCase()),
  password: z
    .string({ error: authMessages.fillAllFields })
    .min(1, authMessages.fillAllFields)
    .max(PASSWORD_MAX_LENGTH, authMessages.invalidCredentials),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** Asking for a reset link: the email only (the answer is the same whether it has an account). */
export const forgotPasswordInputSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const forgotPasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** Setting a new password with the emailed link's token; the same password rules as sign-up. */
export const resetPasswordInputSchema = z.object({
  token: z
    .string({ error: authMessages.resetLinkInvalid })
    .min(1, authMessages.resetLinkInvalid)
    .max(200, authMessages.resetLinkInvalid),
  password: newPasswordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** The reset screen's form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z
      .string({ error: authMessages.confirmPasswordRequired })
      .min(1, authMessages.confirmPasswordRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

export const publicUserSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** A member of staff (any role of the permission table): the console is theirs. */
  isStaff: z.boolean(),
  role: z.enum(ACCOUNT_ROLES as [AccountRole, ...AccountRole[]]),
  /**
   * E.164, or null while the guest has given none (the booking form then asks for one). The server
   * always sends it; a client reads its absence as "not known" and does not ask.
   */
  phone: z.string().nullable().optional(),
  /**
   * The language the account's emails are written in: the site's at sign-up, then the guest's
   * choice on their account page (never the page that happens to trigger an email). The server
   * always sends it.
   */
  language: siteLanguageSchema.optional(),
  /** A confirmed authenticator app or at least one passkey. The server always sends it. */
  hasSecondFactor: z.boolean().optional(),
  /**
   * A staff account without a second factor while STAFF_TWO_FACTOR=required: the console leads it
   * to enrolment (/admin/security) first. The server always sends it.
   */
  mustEnrolSecondFactor: z.boolean().optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** PUT /api/auth/me/language: the language of the account's emails. */
export const emailLanguageInputSchema = z.object({
  language: z.enum(["en", "ar"], { error: authMessages.languageInvalid }),
});
export type EmailLanguageInput = z.infer<typeof emailLanguageInputSchema>;

export const userResponseSchema = z.object({
  success: z.literal(true),
  user: publicUserSchema,
});
export type UserResponse = z.infer<typeof userResponseSchema>;

/**
 * POST /api/auth/register with the email of a guest record staff made at the desk (decision 055):
 * 202, no account made and nobody signed in; the email was sent a link to set the password.
 * `message` is deskSalesMessages.guestRecordClaim.
 */
export const guestRecordClaimResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ claim: z.literal("email_sent"), message: z.string() }),
});
export type GuestRecordClaimResponse = z.infer<typeof guestRecordClaimResponseSchema>;

/** POST /api/auth/register: the new account (201), or a guest record's claim (202). */
export const registerResponseSchema = z.union([userResponseSchema, guestRecordClaimResponseSchema]);
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** GET /api/auth/session: the signed-in user, or null for a visitor (never a 401). */
export const sessionResponseSchema = z.object({
  success: z.literal(true),
  user: publicUserSchema.nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
