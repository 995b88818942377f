import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useErrorMessage } from "../i18n/server-messages";
import { apiRequest } from "../lib/api-client";
import { userQueryKey } from "./get-user";

export function logout(): Promise<unknown> {
  return apiRequest("/auth/logout", { method: "POST" });
}

/** Spec section 4, Logout: call logout, clear the user, confirm; on failure say why. */
export function useLogout() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return useMutation({
    mutationFn: logout,
    // The toast library is not part of the first load (the Toaster is lazy too).
    onSuccess: async () => {
      queryClient.setQueryData(userQueryKey, null);
      const { toast } = await import("sonner");
      toast.success(t("nav.logoutDone"));
    },
    onError: async (error) => {
      const { toast } = await import("sonner");
      toast.error(t("nav.logoutFailed", { message: errorMessage(error) }));
    },
  });
}
