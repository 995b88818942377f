import { z } from "zod";
import { requiredText } from "../api/text-field";
import { authMessages, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "./auth-messages";
import { emailField, newPasswordField } from "./auth-schemas";
import { staffMessages } from "./staff-messages";
import { STAFF_ROLES } from "./staff-permissions";

/**
 * The bodies and answers of staff accounts (decision 054): invitations, the Staff page, second
 * factors, re-authentication and the list of one's sessions. The server validates with these and
 * the web app's forms and API calls are typed by them.
 */

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: staffMessages.roleInvalid });

/** POST /api/admin/staff/invitations. */
export const staffInvitationInputSchema = z.object({
  name: requiredText(authMessages.nameRequired).max(NAME_MAX_LENGTH, authMessages.nameTooLong),
  email: emailField,
  role: staffRoleSchema,
  /** The language of the invitation email; the console's when not given. */
  language: z.enum(["en", "ar"], { error: authMessages.languageInvalid }).optional(),
});
export type StaffInvitationInput = z.infer<typeof staffInvitationInputSchema>;

/** POST /api/auth/staff-invitations/accept: the emailed token and the new account's password. */
export const acceptInvitationInputSchema = z.object({
  token: z
    .string({ error: staffMessages.invitationInvalid })
    .min(1, staffMessages.invitationInvalid)
    .max(200, staffMessages.invitationInvalid),
  password: newPasswordField,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInputSchema>;

/** GET /api/auth/staff-invitations/:token: what the accept page shows before the password. */
export const invitationPreviewSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** One row of GET /api/admin/staff. */
export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  /** Whether the account has a second factor (an authenticator app or at least one passkey). */
  twoFactor: z.boolean(),
  /** How many passkeys the account has. */
  passkeys: z.number().int(),
  disabled: z.boolean(),
  lastSignInAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** An invitation not yet accepted, listed under the staff. */
export const pendingInvitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** PATCH /api/admin/staff/:id: a new role, or disabled (true) / enabled again (false). */
export const staffUpdateInputSchema = z
  .object({
    role: staffRoleSchema.optional(),
    disabled: z.boolean({ error: staffMessages.disabledInvalid }).optional(),
  })
  .refine((input) => input.role !== undefined || input.disabled !== undefined, {
    message: staffMessages.nothingToChange,
    path: ["role"],
  });
export type StaffUpdateInput = z.infer<typeof staffUpdateInputSchema>;

/** A TOTP code: six digits; spaces a person types between them are dropped. */
const totpCodeField = z
  .string({ error: staffMessages.codeRequired })
  .max(20, staffMessages.codeInvalidFormat)
  .transform((code) => code.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, staffMessages.codeRequired)
      .regex(/^\d{6}$/, staffMessages.codeInvalidFormat),
  );

/** A recovery code as printed ("xxxxx-xxxxx"); case, spaces and dashes do not matter. */
const recoveryCodeField = z
  .string({ error: staffMessages.codeRequired })
  .max(40, staffMessages.recoveryCodeInvalidFormat)
  .transform((code) => code.replace(/[\s-]+/g, "").toLowerCase())
  .pipe(
    z
      .string()
      .min(1, staffMessages.codeRequired)
      .regex(/^[a-z0-9]{10}$/, staffMessages.recoveryCodeInvalidFormat),
  );

/** POST /api/auth/two-factor/totp/confirm. */
export const totpConfirmInputSchema = z.object({ code: totpCodeField });

/** POST /api/auth/login/second-factor: an authenticator code, or one recovery code. */
export const secondFactorInputSchema = z.union(
  [z.object({ code: totpCodeField }), z.object({ recoveryCode: recoveryCodeField })],
  { error: staffMessages.codeRequired },
);
export type SecondFactorInput = z.infer<typeof secondFactorInputSchema>;

/**
 * POST /api/auth/reauth: the account's second factor, or its password where it has none (possible
 * only while STAFF_TWO_FACTOR=optional). A passkey re-authenticates by its own route.
 */
export const reauthInputSchema = z.union(
  [
    z.object({ code: totpCodeField }),
    z.object({ recoveryCode: recoveryCodeField }),
    z.object({
      password: z
        .string({ error: authMessages.passwordRequired })
        .min(1, authMessages.passwordRequired)
        .max(PASSWORD_MAX_LENGTH, authMessages.passwordIncorrect),
    }),
  ],
  { error: staffMessages.codeRequired },
);
export type ReauthInput = z.infer<typeof reauthInputSchema>;

export const secondFactorMethodSchema = z.enum(["totp", "passkey", "recovery"]);
export type SecondFactorMethod = z.infer<typeof secondFactorMethodSchema>;

/** The login's answer when the password was right and a second factor is still to come. */
export const secondFactorRequiredSchema = z.object({
  success: z.literal(true),
  data: z.object({
    secondFactorRequired: z.literal(true),
    methods: z.array(secondFactorMethodSchema),
  }),
});

/** POST /api/auth/two-factor/totp/setup. */
export const totpSetupResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ secret: z.string(), otpauthUrl: z.string(), qrCodeSvg: z.string() }),
});

/**
 * How many other signed-in sessions the account has, in the answer of every change of its second
 * factors: the console then offers to sign them out (ASVS 7.4.3).
 */
const otherSessionsField = z.number().int();

/**
 * POST /api/auth/two-factor/totp/confirm and /api/auth/two-factor/recovery-codes: the codes are
 * shown once, never again.
 */
export const recoveryCodesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ recoveryCodes: z.array(z.string()), otherSessions: otherSessionsField }),
});

/** DELETE /api/auth/two-factor/totp (and other removals of a second factor). */
export const twoFactorChangeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ otherSessions: otherSessionsField }),
});

/** POST /api/auth/reauth (and a passkey's re-authentication): fresh until then. */
export const reauthResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ freshUntil: z.string() }),
});

/** GET /api/auth/two-factor: what the account has, for its security page. */
export const twoFactorStatusSchema = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      createdAt: z.string(),
      lastUsedAt: z.string().nullable(),
    }),
  ),
  /** Whether STAFF_TWO_FACTOR=required asks this account for a second factor before the console. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorStatusResponseSchema = z.object({
  success: z.literal(true),
  data: twoFactorStatusSchema,
});

export const PASSKEY_NAME_MAX_LENGTH = 60;
export const passkeyNameSchema = requiredText(staffMessages.passkeyNameRequired).max(
  PASSKEY_NAME_MAX_LENGTH,
  staffMessages.passkeyNameTooLong,
);

/** One of my sessions (GET /api/auth/sessions). */
export const accountSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** Browser and system, read from the user agent ("Chrome on Android"); null when it sent none. */
  device: z.string().nullable(),
  address: z.string().nullable(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
