import { authMessages } from "@camp/shared/auth/auth-messages";
import { staffMessages } from "@camp/shared/auth/staff-messages";
import { rolesManagedBy } from "@camp/shared/auth/staff-permissions";
import type { AcceptInvitationInput, InvitationPreview } from "@camp/shared/auth/staff-schemas";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/database-errors";
import { isCommonPassword } from "../auth/common-passwords";
import { hashPassword } from "../auth/password";
import { hashToken } from "../auth/session-service";
import { findUserById, insertUser, type UserRow } from "../auth/user-repository";
import {
  claimInvitation,
  findInvitationByTokenHash,
  type InvitationRow,
} from "./invitation-repository";
import { assertEmailFree } from "./invite-staff-member";

const invalid = () => new AppError("INVITATION_INVALID", staffMessages.invitationInvalid);

/**
 * The invitation of a link's token while it still opens: 400 unknown or used, 410 expired. It also
 * stops opening once whoever sent it could no longer send it (disabled, gone, or moved to a role
 * that does not manage the invited one): a member let go leaves no door behind.
 */
async function findOpenInvitation(ctx: AppContext, token: string): Promise<InvitationRow> {
  const invitation = await findInvitationByTokenHash(ctx.db, hashToken(token));
  if (!invitation || invitation.acceptedAt || invitation.revokedAt) throw invalid();
  if (invitation.expiresAt <= ctx.clock.now())
    throw new AppError("INVITATION_EXPIRED", staffMessages.invitationExpired);
  const inviter = invitation.invitedBy
    ? await findUserById(ctx.db, invitation.invitedBy)
    : undefined;
  if (!inviter || inviter.disabledAt || !rolesManagedBy(inviter.role).includes(invitation.role))
    throw invalid();
  return invitation;
}

/** What the accept page shows before the password: who is invited, as what, until when. */
export async function previewInvitation(
  ctx: AppContext,
  token: string,
): Promise<InvitationPreview> {
  const invitation = await findOpenInvitation(ctx, token);
  return {
    name: invitation.name,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Makes the invited account, with the invitation's name, role and language and the password the
 * person chose (the sign-up's rules). The invitation is claimed and the account made in one
 * transaction: of two accepts at once, one makes the account and the other finds the link used.
 */
export async function acceptInvitation(
  ctx: AppContext,
  input: AcceptInvitationInput,
): Promise<UserRow> {
  const invitation = await findOpenInvitation(ctx, input.token);
  // The schema checks the length; the list of common passwords is too big for it.
  if (await isCommonPassword(input.password)) {
    throw new AppError("VALIDATION_ERROR", authMessages.passwordTooCommon, {
      password: authMessages.passwordTooCommon,
    });
  }
  // Someone may have signed up with the email since the invitation was sent.
  await assertEmailFree(ctx, invitation.email);
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const claimed = await claimInvitation(tx, hashToken(input.token), ctx.clock.now());
      if (!claimed) throw invalid();
      return insertUser(tx, {
        name: claimed.name,
        email: claimed.email,
        passwordHash,
        role: claimed.role,
        language: claimed.language,
      });
    });
  } catch (error) {
    // An account made with the email between the check above and the insert.
    if (isUniqueViolation(error)) await assertEmailFree(ctx, invitation.email);
    throw error;
  }
}
