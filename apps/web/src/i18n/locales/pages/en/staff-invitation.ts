export const staffInvitation = {
  title: "Join the resort's staff",
  subtitle: "Choose the password of your staff account.",
  loading: "Checking your invitation…",
  intro: "{{name}}, you are invited to the staff of Desert Camp Resort as {{role}}.",
  email: "Your email",
  expires: "This invitation works until {{time}}.",
  password: "Password",
  confirmPassword: "Confirm the password",
  passwordHint: "At least 8 characters. Avoid common passwords.",
  nextStep: "Next, you set up a second sign-in step: a passkey or an authenticator app.",
  submit: "Create my account",
  saving: "Creating your account…",
  missingToken:
    "This page opens from the link in your invitation email. If you need a new one, ask an owner or a manager.",
  home: "Go to the home page",
};
