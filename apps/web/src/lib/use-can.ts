import { can, type StaffAction } from "@camp/shared/auth/staff-permissions";
import { useSession } from "./use-session";

/**
 * Whether the signed-in member's role may take an action of the permission table (decision 054):
 * console pages hide the buttons of actions the API would refuse with 403 FORBIDDEN_FOR_ROLE.
 */
export function useCan(): (action: StaffAction) => boolean {
  const { user } = useSession();
  return (action) => can(user?.role, action);
}
