import {
  type DeleteAccountInput,
  deleteAccountResponseSchema,
} from "@camp/shared/auth/account-data";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { userQueryKey } from "../../../api/get-user";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/auth/me/delete: the account is anonymised and this browser signed out (decision 031). */
export function deleteMyAccount(input: DeleteAccountInput) {
  return apiRequest("/auth/me/delete", {
    method: "POST",
    body: input,
    schema: deleteAccountResponseSchema,
  });
}

/** Once it is done there is nobody signed in: every page sees a visitor from then on. */
export function useDeleteMyAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: () => {
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "auth" });
    },
  });
}
