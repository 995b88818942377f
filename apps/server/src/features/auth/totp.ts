import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

/**
 * Authenticator-app codes (RFC 6238): SHA-1, 30-second steps, 6 digits, what every app reads from
 * an otpauth:// link. One step either side is accepted for a phone's clock being a little off.
 */
const PERIOD_SECONDS = 30;
const TOLERANCE_SECONDS = PERIOD_SECONDS;
export const TOTP_ISSUER = "Desert Camp Resort";

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32 as apps take it. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The link an authenticator app adds the account from: issuer and email shown in the app. */
export function totpUrlOf(secret: string, email: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret, period: PERIOD_SECONDS });
}

/** The link as a QR code, an SVG drawn here (no image service, nothing leaves the server). */
export function qrCodeSvgOf(url: string): Promise<string> {
  return QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

/**
 * The time step the code belongs to when it is right at `now` (within one step), or null. A step
 * at or before `afterStep` (the last one used) never matches: the same code never works twice.
 */
export async function matchTotpStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    period: PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
