import {
  passkeyOptionsResponseSchema,
  passkeyRegisteredResponseSchema,
  passkeyRemovedResponseSchema,
  passkeyResponseSchema,
} from "@camp/shared/auth/passkey-schemas";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { apiRequest } from "../../../lib/api-client";
import { createPasskeyAnswer } from "../../../lib/passkeys";
import { useSecondFactorChange } from "./totp";

/**
 * A new passkey: the server's options (a fresh second factor first when the account already has
 * one), the browser makes the key, then the server keeps it under its name.
 */
export async function addPasskey(name: string) {
  const challenge = await apiRequest("/auth/passkeys/register/options", {
    method: "POST",
    body: {},
    schema: passkeyOptionsResponseSchema,
  });
  const response = await createPasskeyAnswer(
    challenge.data.options as unknown as PublicKeyCredentialCreationOptionsJSON,
  );
  const body = await apiRequest("/auth/passkeys/register", {
    method: "POST",
    body: { challengeId: challenge.data.challengeId, name, response },
    schema: passkeyRegisteredResponseSchema,
  });
  return body.data;
}

/** PATCH /api/auth/passkeys/:id. */
export async function renamePasskey(input: { id: string; name: string }) {
  const body = await apiRequest(`/auth/passkeys/${encodeURIComponent(input.id)}`, {
    method: "PATCH",
    body: { name: input.name },
    schema: passkeyResponseSchema,
  });
  return body.data;
}

/** DELETE /api/auth/passkeys/:id (a fresh second factor first). */
export async function removePasskey(id: string) {
  const body = await apiRequest(`/auth/passkeys/${encodeURIComponent(id)}`, {
    method: "DELETE",
    schema: passkeyRemovedResponseSchema,
  });
  return body.data;
}

export const useAddPasskey = () => useSecondFactorChange(addPasskey);
export const useRenamePasskey = () => useSecondFactorChange(renamePasskey);
export const useRemovePasskey = () => useSecondFactorChange(removePasskey);
