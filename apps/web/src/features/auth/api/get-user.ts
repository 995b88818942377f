import { type PublicUser, userResponseSchema } from "@camp/shared/auth/auth-schemas";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../../lib/api-client";

export const userQueryKey = ["auth", "user"] as const;

/** The signed-in user, or null for a visitor (401 is the normal answer for them). */
export async function getUser(): Promise<PublicUser | null> {
  try {
    const body = await apiRequest("/auth/get-user", {
      schema: userResponseSchema,
      isSessionProbe: true,
    });
    return body.user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The session is checked once when the app starts and kept fresh by TanStack Query. */
export function useUser() {
  return useQuery({ queryKey: userQueryKey, queryFn: getUser, staleTime: 5 * 60_000 });
}
