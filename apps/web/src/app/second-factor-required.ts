import type { PublicUser } from "@camp/shared/auth/auth-schemas";
import type { QueryClient } from "@tanstack/react-query";
import { userQueryKey } from "../api/get-user";
import { ApiError } from "../lib/api-client";

function isSecondFactorRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === "TWO_FACTOR_REQUIRED";
}

/**
 * A console call answered 403 TWO_FACTOR_REQUIRED (STAFF_TWO_FACTOR=required and no second factor
 * yet, or one was just reset): the session learns that it must enrol, as get-user would say, so
 * the console's gate leads to the security page. One watch for every query and mutation.
 */
export function watchSecondFactorRequired(queryClient: QueryClient): () => void {
  const mustEnrol = (error: unknown) => {
    if (!isSecondFactorRequired(error)) return;
    queryClient.setQueryData<PublicUser | null>(userQueryKey, (user) =>
      user && !user.mustEnrolSecondFactor ? { ...user, mustEnrolSecondFactor: true } : user,
    );
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error") mustEnrol(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error") mustEnrol(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
