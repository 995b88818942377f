import type { PublicUser } from "@camp/shared/auth/auth-schemas";
import { useUser } from "../api/get-user";

export type SessionStatus = "idle" | "loading" | "succeeded" | "failed";

export type Session = {
  user: PublicUser | null;
  isAuthenticated: boolean;
  status: SessionStatus;
  error: string | null;
};

/**
 * The session state of spec section 4 (user, isAuthenticated, status, error), read from the one
 * user query that the app refreshes at start: pending is `loading`, an answer `succeeded` (a
 * visitor's 401 is an answer: no user), anything else `failed`.
 */
export function useSession(): Session {
  const query = useUser();
  const status: SessionStatus =
    query.fetchStatus === "idle" && query.status === "pending"
      ? "idle"
      : query.status === "pending"
        ? "loading"
        : query.status === "error"
          ? "failed"
          : "succeeded";
  const user = query.data ?? null;
  return {
    user,
    isAuthenticated: user !== null,
    status,
    error: query.error ? query.error.message : null,
  };
}
