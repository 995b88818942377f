import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A WebAuthn authenticator in software, for API tests: one EC P-256 (ES256) passkey, answers
 * with "none" attestation, as @simplewebauthn/browser would send them
 * (https://www.w3.org/TR/webauthn-3/#sctn-attestation, #sctn-authenticator-data).
 */

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64 = (data: Uint8Array) => Buffer.from(data).toString("base64url");
type Cbor = Parameters<typeof isoCBOR.encode>[0];

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string };

export type SoftPasskey = {
  credentialId: Buffer;
  privateKey: KeyObject;
  cosePublicKey: Uint8Array;
  /** The user handle the options named, which a sign-in answer returns. */
  userHandle: string;
  counter: number;
};

function cosePublicKeyOf(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  return isoCBOR.encode(
    new Map<number, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]),
  );
}

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

function newPasskey(userHandle: string): SoftPasskey {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  return {
    credentialId: randomBytes(32),
    privateKey,
    cosePublicKey: cosePublicKeyOf(publicKey),
    userHandle,
    counter: 0,
  };
}

export type AnswerOverrides = {
  origin?: string;
  challenge?: string;
  rpId?: string;
  /** false: the authenticator saw a touch but verified no one (no PIN, no fingerprint). */
  userVerified?: boolean;
};

/**
 * Makes a passkey for the registration options and answers them (RegistrationResponseJSON);
 * `existing` registers a passkey the authenticator already holds instead. `overrides` forge what
 * the browser would have put in: another origin, challenge or RP id.
 */
export function createPasskey(
  options: CreationOptions,
  origin: string,
  overrides: AnswerOverrides = {},
  existing?: SoftPasskey,
): { passkey: SoftPasskey; response: Record<string, unknown> } {
  const passkey = existing ?? newPasskey(options.user.id);
  const clientDataJSON = Buffer.from(
    JSON.stringify({
      type: "webauthn.create",
      challenge: overrides.challenge ?? options.challenge,
      origin: overrides.origin ?? origin,
      crossOrigin: false,
    }),
  );
  const credentialIdLength = Buffer.alloc(2);
  credentialIdLength.writeUInt16BE(passkey.credentialId.length);
  const authData = Buffer.concat([
    sha256(overrides.rpId ?? options.rp.id ?? ""),
    Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_CREDENTIAL]),
    counterBytes(passkey.counter),
    Buffer.alloc(16), // AAGUID: none
    credentialIdLength,
    passkey.credentialId,
    Buffer.from(passkey.cosePublicKey),
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, Cbor>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", authData],
    ]),
  );
  const id = b64(passkey.credentialId);
  return {
    passkey,
    response: {
      id,
      rawId: id,
      type: "public-key",
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
      response: {
        clientDataJSON: b64(clientDataJSON),
        attestationObject: b64(attestationObject),
        transports: ["internal"],
      },
    },
  };
}

/**
 * Signs the request options' challenge with the passkey (AuthenticationResponseJSON); each
 * signature counts one more use, as an authenticator's counter does.
 */
export function signWithPasskey(
  passkey: SoftPasskey,
  options: RequestOptions,
  origin: string,
  overrides: AnswerOverrides = {},
): Record<string, unknown> {
  passkey.counter += 1;
  const clientDataJSON = Buffer.from(
    JSON.stringify({
      type: "webauthn.get",
      challenge: overrides.challenge ?? options.challenge,
      origin: overrides.origin ?? origin,
      crossOrigin: false,
    }),
  );
  const authenticatorData = Buffer.concat([
    sha256(overrides.rpId ?? options.rpId ?? ""),
    Buffer.from([
      overrides.userVerified === false ? FLAG_USER_PRESENT : FLAG_USER_PRESENT | FLAG_USER_VERIFIED,
    ]),
    counterBytes(passkey.counter),
  ]);
  const signature = sign(
    "sha256",
    Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
    passkey.privateKey,
  );
  const id = b64(passkey.credentialId);
  return {
    id,
    rawId: id,
    type: "public-key",
    clientExtensionResults: {},
    authenticatorAttachment: "platform",
    response: {
      clientDataJSON: b64(clientDataJSON),
      authenticatorData: b64(authenticatorData),
      signature: b64(signature),
      userHandle: passkey.userHandle,
    },
  };
}
