import type { PublicUser } from "@camp/shared/auth/auth-schemas";
import type { AccountRole } from "@camp/shared/auth/staff-permissions";
import type { Config } from "../../config/env";

/** The account as the web app sees it; never its hash, secrets or session. */
export function toPublicUser(
  config: Pick<Config, "STAFF_TWO_FACTOR">,
  user: {
    name: string;
    email: string;
    role: AccountRole;
    phone: string | null;
    language: "en" | "ar";
  },
  hasSecondFactor: boolean,
): PublicUser {
  const isStaff = user.role !== "guest";
  return {
    name: user.name,
    email: user.email,
    isStaff,
    role: user.role,
    phone: user.phone,
    language: user.language,
    hasSecondFactor,
    // The console then opens only enrolment (requirePermission answers 403 TWO_FACTOR_REQUIRED).
    mustEnrolSecondFactor: isStaff && config.STAFF_TWO_FACTOR === "required" && !hasSecondFactor,
  };
}
