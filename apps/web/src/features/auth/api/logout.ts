import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useErrorMessage } from "../../../i18n/server-messages";
import { apiRequest } from "../../../lib/api-client";
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
    onSuccess: () => {
      queryClient.setQueryData(userQueryKey, null);
      toast.success(t("nav.logoutDone"));
    },
    onError: (error) => {
      toast.error(t("nav.logoutFailed", { message: errorMessage(error) }));
    },
  });
}
