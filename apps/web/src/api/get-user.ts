import type { PublicUser, SessionResponse } from "@camp/shared/auth/auth-schemas";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../lib/api-client";

export const userQueryKey = ["auth", "user"] as const;

/**
 * The signed-in user, or null for a visitor: a plain answer, not a 401 in the console. Every page
 * asks at start, so the answer is not re-checked with zod here (see `apiRequest`'s `schema`).
 */
export async function getUser(): Promise<PublicUser | null> {
  const body = await apiRequest<SessionResponse>("/auth/session");
  return body.user;
}

/** The session is checked once when the app starts and kept fresh by TanStack Query. */
export function useUser() {
  return useQuery({ queryKey: userQueryKey, queryFn: getUser, staleTime: 5 * 60_000 });
}
