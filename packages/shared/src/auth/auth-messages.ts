/**
 * The limits and messages of the sign-up, sign-in and password forms. Apart from the schemas
 * (./auth-schemas), so the server's services and the web app's message translations read them
 * without loading zod.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

export const authMessages = {
  fillAllFields: "Please fill in all fields",
  nameRequired: "Full name is required",
  nameTooLong: `Full name must be at most ${NAME_MAX_LENGTH} characters`,
  emailRequired: "Email is required",
  emailInvalid: "Enter a valid email address",
  passwordRequired: "Password is required",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooCommon: "This password is too common. Choose another.",
  confirmPasswordRequired: "Please confirm your password",
  passwordsDoNotMatch: "Passwords do not match.",
  emailTaken: "An account with this email already exists",
  invalidCredentials: "Invalid email or password",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  notSignedIn: "Please sign in to continue",
  resetLinkInvalid: "This reset link is not valid or was already used. Ask for a new one.",
  resetLinkExpired: "This reset link has expired. Ask for a new one.",
  resetLinkSent: "If an account exists for that email, we have sent a link. It works for one hour.",
  passwordIncorrect: "That is not your password",
  accountHasUpcomingBookings:
    "You have a booking that is still to come. Cancel it first, then delete your account.",
  staffAccountNotDeletable: "An administrator account cannot be deleted here",
  languageInvalid: "Choose English or Arabic for your emails",
} as const;
