export const forgotpage = {
  title: "Forgot your password?",
  subtitle: "How to get back into your account.",
  noAccount: "No account yet?",
  registerLink: "Create an account",
};
