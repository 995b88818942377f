import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../lib/api-client";
import { userQueryKey } from "./get-user";

export function logout(): Promise<unknown> {
  return apiRequest("/auth/logout", { method: "POST" });
}

/**
 * Spec section 4, Logout: call logout and clear the user. Saying so (or why it failed) is the
 * caller's to do, in its `mutate` callbacks.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => queryClient.setQueryData(userQueryKey, null),
  });
}
