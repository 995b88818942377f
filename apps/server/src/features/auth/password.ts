import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane):
 * https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#argon2id
 * The library's default algorithm is argon2id; the parameters are spelled out so they never drift.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the email is unknown makes both failures take the same time. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword("not-a-real-password-just-for-timing");
  return dummyHash;
}

/**
 * Whether the password opens the account whose hash this is. No hash (an unknown email, or a guest
 * record staff made at the desk, which nobody has set a password for) is always wrong, after the
 * same work as a real check, so the answer's timing does not tell which case it was.
 */
export async function checkAccountPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (passwordHash == null) {
    await verifyPassword(await getDummyHash(), password);
    return false;
  }
  return verifyPassword(passwordHash, password);
}
