import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { apiRequest } from "./api-client";

/**
 * Passkeys in the browser (WebAuthn, through @simplewebauthn/browser). The library is fetched when
 * someone presses a passkey button, never with a page's first load.
 */

/** The server's challenge for a passkey ceremony: what to hand the browser and its id to send back. */
export type PasskeyChallenge<Options> = {
  success: true;
  data: { challengeId: string; options: Options };
};

/** Asks the browser (and the person) for a passkey answering the server's options. */
export async function getPasskeyAnswer(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  return startAuthentication({ optionsJSON });
}

/** Asks the browser (and the person) to make a new passkey for the server's options. */
export async function createPasskeyAnswer(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  return startRegistration({ optionsJSON });
}

/**
 * One passkey check against the server: its challenge from `optionsPath`, the browser's answer,
 * then that answer to `verifyPath` (sign-in, the second step, re-authentication).
 */
export async function answerWithPasskey<T>(
  optionsPath: string,
  verifyPath: string,
  options: { isReauthExempt?: boolean } = {},
): Promise<T> {
  const challenge = await apiRequest<PasskeyChallenge<PublicKeyCredentialRequestOptionsJSON>>(
    optionsPath,
    { method: "POST", body: {}, isReauthExempt: options.isReauthExempt },
  );
  const response = await getPasskeyAnswer(challenge.data.options);
  return apiRequest<T>(verifyPath, {
    method: "POST",
    body: { challengeId: challenge.data.challengeId, response },
    isReauthExempt: options.isReauthExempt,
  });
}

/**
 * Whether the person closed the browser's passkey prompt or it timed out (WebAuthn's
 * NotAllowedError and AbortError): nothing to report as a failure, they can choose again.
 */
export function isPasskeyPromptClosed(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError")
  );
}

/** Whether this browser can use passkeys at all (WebAuthn is there). */
export function browserHasPasskeys(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}
