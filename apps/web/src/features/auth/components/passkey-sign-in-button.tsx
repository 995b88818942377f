import type { UserResponse } from "@camp/shared/auth/auth-schemas";
import { useTranslation } from "react-i18next";
import { secondaryButtonClass } from "../../../components/form-classes";
import { browserHasPasskeys } from "../../../lib/passkeys";
import { useSignInWithPasskey } from "../api/second-factor";

/**
 * "Sign in with a passkey": a passkey alone signs a staff member in, no email or password typed
 * (the browser offers the passkeys it has for this site). Refusals go to the page's one alert.
 */
export function PasskeySignInButton(props: {
  onSignedIn: (body: UserResponse) => void;
  onRefused: (error: unknown) => void;
  onUnsupported: () => void;
}) {
  const { t } = useTranslation();
  const signIn = useSignInWithPasskey();
  const start = async () => {
    if (!browserHasPasskeys()) return props.onUnsupported();
    try {
      props.onSignedIn(await signIn.mutateAsync(undefined));
    } catch (error) {
      props.onRefused(error);
    }
  };
  return (
    <button
      type="button"
      className={`${secondaryButtonClass} w-full`}
      disabled={signIn.isPending || signIn.isSuccess}
      onClick={start}
    >
      {signIn.isPending ? t("authpage.secondStep.waitingForPasskey") : t("authpage.passkey.signIn")}
    </button>
  );
}
