import type { PublicUser } from "@camp/shared/auth/auth-schemas";
import type { QueryClient } from "@tanstack/react-query";
import { userQueryKey } from "../api/get-user";
import { ApiError } from "../lib/api-client";

function isSecondFactorRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === "TWO_FACTOR_REQUIRED";
}

function isForbiddenForRole(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === "FORBIDDEN_FOR_ROLE";
}

/**
 * A console call answered 403 TWO_FACTOR_REQUIRED (STAFF_TWO_FACTOR=required and no second factor
 * yet, or one was just reset): the session learns that it must enrol, as get-user would say, so
 * the console's gate leads to the security page. A 403 FORBIDDEN_FOR_ROLE most often means an
 * owner changed this member's role while the tab was open: the session is asked again, so the
 * menu and the page's gate follow the role the server now holds. One watch for every query and
 * mutation.
 */
export function watchSecondFactorRequired(queryClient: QueryClient): () => void {
  const mustEnrol = (error: unknown) => {
    if (isForbiddenForRole(error)) {
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      return;
    }
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
