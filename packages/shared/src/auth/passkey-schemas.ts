import { z } from "zod";
import { staffMessages } from "./staff-messages";
import { passkeyNameSchema } from "./staff-schemas";

/**
 * The bodies and answers of passkeys (WebAuthn): the options the browser hands to
 * navigator.credentials, and the authenticator's answer as @simplewebauthn/browser encodes it
 * (every binary field base64url). The server checks the answer itself; these schemas only keep
 * its shape and size sane, and any malformed answer says the one "passkey could not be checked".
 */

/** base64url, padded or not; `max` characters at most. */
const base64url = (max: number) =>
  z
    .string({ error: staffMessages.passkeyInvalid })
    .max(max, staffMessages.passkeyInvalid)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, staffMessages.passkeyInvalid);

const credentialFields = {
  // A credential id is at most 1023 bytes (WebAuthn Level 3, 5.1): 1364 base64url characters.
  id: base64url(1400).min(1, staffMessages.passkeyInvalid),
  rawId: base64url(1400).min(1, staffMessages.passkeyInvalid),
  type: z.literal("public-key", { error: staffMessages.passkeyInvalid }),
  authenticatorAttachment: z
    .enum(["platform", "cross-platform"], { error: staffMessages.passkeyInvalid })
    .optional(),
  clientExtensionResults: z
    .record(z.string(), z.unknown(), { error: staffMessages.passkeyInvalid })
    .default({}),
};

/** What navigator.credentials.create() answered (RegistrationResponseJSON). */
export const registrationResponseSchema = z.object(
  {
    ...credentialFields,
    response: z.object(
      {
        clientDataJSON: base64url(8_000),
        attestationObject: base64url(60_000),
        authenticatorData: base64url(60_000).optional(),
        transports: z
          .array(z.string().max(40), { error: staffMessages.passkeyInvalid })
          .max(10, staffMessages.passkeyInvalid)
          .optional(),
        publicKeyAlgorithm: z.number({ error: staffMessages.passkeyInvalid }).int().optional(),
        publicKey: base64url(8_000).optional(),
      },
      { error: staffMessages.passkeyInvalid },
    ),
  },
  { error: staffMessages.passkeyInvalid },
);

/** What navigator.credentials.get() answered (AuthenticationResponseJSON). */
export const authenticationResponseSchema = z.object(
  {
    ...credentialFields,
    response: z.object(
      {
        clientDataJSON: base64url(8_000),
        authenticatorData: base64url(8_000),
        signature: base64url(2_000),
        userHandle: base64url(200).optional(),
      },
      { error: staffMessages.passkeyInvalid },
    ),
  },
  { error: staffMessages.passkeyInvalid },
);

const challengeIdField = z.uuid({ error: staffMessages.passkeyInvalid });

/** POST /api/auth/passkeys/register: the options' challenge, the passkey's name and the answer. */
export const passkeyRegisterInputSchema = z.object({
  challengeId: challengeIdField,
  name: passkeyNameSchema,
  response: registrationResponseSchema,
});
export type PasskeyRegisterInput = z.infer<typeof passkeyRegisterInputSchema>;

/** POST /api/auth/passkeys/{sign-in,second-factor,reauth}: the options' challenge and the answer. */
export const passkeyAnswerInputSchema = z.object({
  challengeId: challengeIdField,
  response: authenticationResponseSchema,
});
export type PasskeyAnswerInput = z.infer<typeof passkeyAnswerInputSchema>;

/** PATCH /api/auth/passkeys/:id. */
export const passkeyRenameInputSchema = z.object({ name: passkeyNameSchema });
export type PasskeyRenameInput = z.infer<typeof passkeyRenameInputSchema>;

/**
 * The options of every passkey ceremony: `options` goes to @simplewebauthn/browser as it is
 * (startRegistration / startAuthentication), `challengeId` comes back with the answer.
 */
export const passkeyOptionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ challengeId: z.string(), options: z.record(z.string(), z.unknown()) }),
});

/** One passkey of the account, as its security page lists it. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** POST /api/auth/passkeys/register: the new passkey, and how many other sessions could be ended. */
export const passkeyRegisteredResponseSchema = z.object({
  success: z.literal(true),
  data: passkeySchema.extend({ otherSessions: z.number().int() }),
});

/** PATCH /api/auth/passkeys/:id. */
export const passkeyResponseSchema = z.object({ success: z.literal(true), data: passkeySchema });

/** DELETE /api/auth/passkeys/:id. */
export const passkeyRemovedResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ otherSessions: z.number().int() }),
});
