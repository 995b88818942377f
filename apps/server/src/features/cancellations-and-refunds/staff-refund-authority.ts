import { staffMessages } from "@camp/shared/auth/staff-messages";
import { type AccountRole, can } from "@camp/shared/auth/staff-permissions";
import { toMinorUnits } from "@camp/shared/catalogue/money";
import type { Config } from "../../config/env";
import { AppError } from "../../lib/app-error";

/**
 * What a staff member brings to a refund they give (a cancellation's, a no-show's, an early
 * check-out's): their role, and whether their session was signed in or re-authenticated in the
 * last ten minutes. The console's routes pass it; the reconciler and tests that act as the
 * system give none.
 */
export type RefundAuthority = { role: AccountRole; isSessionFresh: boolean };

/**
 * Refuses a staff refund the staff member may not give (decision 054): any refund needs the role's
 * bookings.refund (403 FORBIDDEN_FOR_ROLE), and one above REFUND_REAUTH_ABOVE_AED a fresh session
 * (401 REAUTH_REQUIRED). Called with the refund as decided, before any money moves: the decision's
 * transaction then rolls back.
 */
export function assertMayGiveRefund(
  config: Pick<Config, "REFUND_REAUTH_ABOVE_AED">,
  authority: RefundAuthority | undefined,
  refundMinor: number,
): void {
  if (!authority || refundMinor <= 0) return;
  if (!can(authority.role, "bookings.refund"))
    throw new AppError("FORBIDDEN_FOR_ROLE", staffMessages.forbiddenForRole);
  if (refundMinor > toMinorUnits(config.REFUND_REAUTH_ABOVE_AED) && !authority.isSessionFresh)
    throw new AppError("REAUTH_REQUIRED", staffMessages.reauthRequired);
}
