/**
 * The 49,000 most common passwords of leaked lists, from zxcvbn-ts's common dictionary (MIT, kept up
 * to date by the zxcvbn-ts project). About 380 kB, so the check runs here and not in the browser:
 * the sign-up form shows the server's field error. Loaded on first use, not at start-up.
 */
let commonPasswords: Promise<ReadonlySet<string>> | undefined;

function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"]),
  );
  return commonPasswords;
}

/** True for a password on the list whatever its case ("PassWord" is as guessable as "password"). */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await loadCommonPasswords();
  return list.has(password.normalize("NFKC").toLowerCase());
}
