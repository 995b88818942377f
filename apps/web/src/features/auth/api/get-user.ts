import { type PublicUser, sessionResponseSchema } from "@camp/shared/auth/auth-schemas";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const userQueryKey = ["auth", "user"] as const;

/** The signed-in user, or null for a visitor: a plain answer, not a 401 in the console. */
export async function getUser(): Promise<PublicUser | null> {
  const body = await apiRequest("/auth/session", { schema: sessionResponseSchema });
  return body.user;
}

/** The session is checked once when the app starts and kept fresh by TanStack Query. */
export function useUser() {
  return useQuery({ queryKey: userQueryKey, queryFn: getUser, staleTime: 5 * 60_000 });
}
