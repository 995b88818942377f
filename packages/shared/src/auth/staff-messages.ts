/**
 * The messages of staff accounts, second factors and sessions, in English; the web app shows each
 * in Arabic from its map of server messages (apps/web/src/i18n/server-messages.ts).
 */
export const staffMessages = {
  forbiddenForRole: "Your role does not allow this. Ask an owner or a manager.",
  twoFactorRequired:
    "Set up a second sign-in step (a passkey or an authenticator app) to use the console.",
  reauthRequired: "Confirm it is you to continue.",
  invalidCode: "That code is not right. Check it and try again.",
  codeRequired: "Enter the code",
  codeInvalidFormat: "Enter the 6 digits your authenticator app shows",
  recoveryCodeInvalidFormat: "Enter a recovery code as it was given to you (10 letters and digits)",
  secondFactorNotStarted: "Sign in with your email and password first.",
  totpNotStarted: "Start setting up the authenticator app again.",
  totpAlreadyOn:
    "This account already has an authenticator app. Remove it first to set up another.",
  passkeyInvalid: "That passkey could not be checked. Try again, or use another sign-in step.",
  passkeyNameRequired: "Give the passkey a name",
  passkeyNameTooLong: "A passkey name can be at most 60 characters",
  roleInvalid: "Choose one of the staff roles",
  disabledInvalid: "Say whether the account is disabled",
  nothingToChange: "Choose a role or whether the account is disabled",
  invitationInvalid: "This invitation link is not valid or was already used. Ask for a new one.",
  invitationExpired: "This invitation has expired. Ask for a new one.",
  guestAccountExists:
    "A guest account already uses this email. Invite another email; a guest account is never made staff.",
  staffAccountExists: "A staff account already uses this email.",
  lastOwner: "The resort must keep at least one owner who can sign in.",
  notYourself: "You cannot disable or change your own account here.",
  accountDisabled: "This account is disabled. Ask an owner or a manager.",
} as const;
