import { authMessages } from "@camp/shared/auth/auth-messages";
import type { PasskeyAnswerInput, PasskeyRegisterInput } from "@camp/shared/auth/passkey-schemas";
import { staffMessages } from "@camp/shared/auth/staff-messages";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { isoBase64URL, isoUint8Array } from "@simplewebauthn/server/helpers";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { incrementCounter } from "../rate-limits/rate-limit-repository";
import {
  type ChallengePurpose,
  deleteExpiredChallenges,
  findPasskeyByCredentialId,
  insertChallenge,
  listCredentialsOf,
  type PasskeyRow,
  recordPasskeyUse,
  takeChallenge,
} from "./passkey-repository";

/**
 * The WebAuthn ceremonies (https://www.w3.org/TR/webauthn-3/#sctn-rp-operations) through
 * @simplewebauthn/server: options with a single-use challenge kept in the database (so any app
 * process can check the answer), and the authenticator's answer checked against it.
 */

/** The name an authenticator shows beside the passkey. */
const RP_NAME = "Desert Camp Resort";
/** A challenge, and the browser's prompt, last five minutes. */
const CHALLENGE_MS = 5 * 60_000;

/**
 * The relying party is the site at PUBLIC_URL: its host name is the RP id ("localhost" for
 * http://localhost:3000) and its origin the only one an answer may come from. Never the request's
 * Host header, which anybody can set.
 */
function relyingParty(ctx: AppContext) {
  const url = new URL(ctx.config.PUBLIC_URL);
  return { rpID: url.hostname, origin: url.origin };
}

export const passkeyInvalid = () => new AppError("PASSKEY_INVALID", staffMessages.passkeyInvalid);

/** The user handle of the account's passkeys: its id, never its email (nothing personal). */
const userHandleOf = (userId: string) => isoUint8Array.fromUTF8String(userId);

async function saveChallenge(
  ctx: AppContext,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<string> {
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + CHALLENGE_MS);
  return insertChallenge(ctx.db, { challenge, userId, purpose, expiresAt, now });
}

/**
 * Counts one ceremony started under `counterKey` this hour, or answers 429 past
 * PASSKEY_OPTIONS_MAX_PER_ACCOUNT_PER_HOUR: each start stores a challenge, so an account (or whoever
 * has its password) cannot fill webauthn_challenges, nor the audit log with refused answers.
 */
export async function countPasskeyOptions(ctx: AppContext, counterKey: string): Promise<void> {
  const now = ctx.clock.now();
  const count = await incrementCounter(ctx.db, `passkey-options:${counterKey}`, {
    now,
    windowStart: new Date(now.getTime() - 60 * 60_000),
  });
  if (count > ctx.config.PASSKEY_OPTIONS_MAX_PER_ACCOUNT_PER_HOUR)
    throw new AppError("TOO_MANY_ATTEMPTS", authMessages.tooManyAttempts);
}

/** Housekeeping: challenges nobody answered in time (inserting one also deletes them). */
export async function purgeExpiredChallenges(ctx: AppContext): Promise<void> {
  await deleteExpiredChallenges(ctx.db, ctx.clock.now());
}

/** The challenge an answer signs, used up by this one answer whatever the answer is. */
async function redeemChallenge(
  ctx: AppContext,
  challengeId: string,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<string> {
  const row = await takeChallenge(ctx.db, { id: challengeId, purpose, userId });
  if (!row || row.expiresAt <= ctx.clock.now()) throw passkeyInvalid();
  return row.challenge;
}

/**
 * Options for a new passkey of the account. Its existing passkeys are excluded, so one
 * authenticator is not registered twice; "preferred" resident key makes it a passkey that can
 * sign in without the email where the authenticator can keep one.
 */
export async function startPasskeyRegistration(
  ctx: AppContext,
  user: { id: string; email: string; name: string },
) {
  const existing = await listCredentialsOf(ctx.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(ctx).rpID,
    userID: userHandleOf(user.id),
    userName: user.email,
    userDisplayName: user.name,
    timeout: CHALLENGE_MS,
    attestationType: "none",
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports,
    })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  const challengeId = await saveChallenge(ctx, options.challenge, "register", user.id);
  // Spread: a plain object, as the answer's schema (a record) takes it.
  return { challengeId, options: { ...options } };
}

/** The new credential, once the authenticator's answer to the account's challenge checks out. */
export async function verifyPasskeyRegistration(
  ctx: AppContext,
  userId: string,
  input: PasskeyRegisterInput,
) {
  const expectedChallenge = await redeemChallenge(ctx, input.challengeId, "register", userId);
  const { rpID, origin } = relyingParty(ctx);
  const result = await verifyRegistrationResponse({
    response: input.response as RegistrationResponseJSON,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    // The options prefer user verification; an authenticator without it is still a second factor
    // (it then signs in only as the step after a password: needsUserVerification below).
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) throw passkeyInvalid();
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
}

/**
 * Options to sign with a passkey. For a known account (second step, re-authentication) only its
 * passkeys are allowed; for a passkey sign-in none are named, and the browser offers the
 * passkeys it keeps for this site.
 */
export async function startPasskeyAuthentication(
  ctx: AppContext,
  purpose: Exclude<ChallengePurpose, "register">,
  userId: string | null,
) {
  const allowed = userId === null ? [] : await listCredentialsOf(ctx.db, userId);
  if (userId !== null && allowed.length === 0) throw passkeyInvalid();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx).rpID,
    allowCredentials: allowed.map((row) => ({ id: row.credentialId, transports: row.transports })),
    userVerification: needsUserVerification(purpose) ? "required" : "preferred",
    timeout: CHALLENGE_MS,
  });
  const challengeId = await saveChallenge(ctx, options.challenge, purpose, userId);
  // Spread: a plain object, as the answer's schema (a record) takes it.
  return { challengeId, options: { ...options } };
}

/**
 * A passkey alone signs in, and re-authenticating makes a session fresh for refunds and exports:
 * both stand for two factors, so the authenticator must have verified its user (PIN, fingerprint),
 * not only seen a touch. As the second step after a password, a touch is the factor held.
 */
function needsUserVerification(purpose: Exclude<ChallengePurpose, "register">): boolean {
  return purpose !== "second-factor";
}

/**
 * The passkey that signed the challenge, once its signature, origin, RP id and counter check out;
 * its counter and last use are recorded. `userId`: the account it must belong to, or null for a
 * passkey sign-in, where the passkey says whose it is.
 */
export async function verifyPasskeyAnswer(
  ctx: AppContext,
  purpose: Exclude<ChallengePurpose, "register">,
  input: PasskeyAnswerInput,
  userId: string | null,
): Promise<PasskeyRow> {
  const expectedChallenge = await redeemChallenge(ctx, input.challengeId, purpose, userId);
  const passkey = await findPasskeyByCredentialId(ctx.db, input.response.id);
  if (!passkey || (userId !== null && passkey.userId !== userId)) throw passkeyInvalid();
  assertUserHandle(input, passkey, userId === null);
  const { rpID, origin } = relyingParty(ctx);
  const result = await verifyAuthenticationResponse({
    response: input.response as AuthenticationResponseJSON,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: needsUserVerification(purpose),
  }).catch(() => null);
  if (!result?.verified) throw passkeyInvalid();
  await recordPasskeyUse(ctx.db, {
    id: passkey.id,
    counter: result.authenticationInfo.newCounter,
    now: ctx.clock.now(),
  });
  return passkey;
}

/**
 * The answer's user handle, where the authenticator gives one, names the passkey's account; a
 * sign-in that named no account beforehand needs it (WebAuthn Level 3, 7.2 step 6).
 */
function assertUserHandle(input: PasskeyAnswerInput, passkey: PasskeyRow, isRequired: boolean) {
  const handle = input.response.response.userHandle;
  if (handle === undefined || handle === "") {
    if (isRequired) throw passkeyInvalid();
    return;
  }
  const expected = isoBase64URL.fromBuffer(userHandleOf(passkey.userId));
  if (handle.replace(/=+$/, "") !== expected) throw passkeyInvalid();
}
