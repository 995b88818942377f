import { randomBytes } from "node:crypto";
import { staffMessages } from "@camp/shared/auth/staff-messages";
import type { PendingInvitation, StaffInvitationInput } from "@camp/shared/auth/staff-schemas";
import type { AppContext } from "../../lib/app-context";
import { AppError, notFound } from "../../lib/app-error";
import { type AuditActor, recordAdminAction } from "../audit-log/audit-log-repository";
import { hashToken } from "../auth/session-service";
import { findUserByEmail } from "../auth/user-repository";
import { queueEmail } from "../email/queue-email";
import {
  type InvitationRow,
  insertInvitation,
  listPendingInvitations,
  revokeInvitation,
  revokePendingInvitationsTo,
} from "./invitation-repository";
import { assertMayManageRoles } from "./staff-rules";

/** The accept page (packages/shared/src/routes/site-paths.ts, staffAccept). */
const ACCEPT_PATH = "/staff/accept";
/** How long an invitation's link works. */
export const INVITATION_HOURS = 72;

/** Who invites: the audit log's actor, with the name and language the email uses. */
export type Inviter = AuditActor & { name: string; language: "en" | "ar" };

/**
 * An email that already has an account is never invited: a guest is not made staff behind their
 * back (they would keep their password and bookings under a console role), and a member of staff
 * is already one.
 */
export async function assertEmailFree(ctx: AppContext, email: string): Promise<void> {
  const existing = await findUserByEmail(ctx.db, email);
  if (!existing) return;
  if (existing.role === "guest")
    throw new AppError("GUEST_ACCOUNT_EXISTS", staffMessages.guestAccountExists, {
      email: staffMessages.guestAccountExists,
    });
  throw new AppError("STAFF_ACCOUNT_EXISTS", staffMessages.staffAccountExists, {
    email: staffMessages.staffAccountExists,
  });
}

/**
 * Invites someone to the staff: a single-use link (only its SHA-256 stored) emailed in the chosen
 * language, valid 72 hours; a newer invitation to the same email replaces any still pending.
 */
export async function inviteStaffMember(
  ctx: AppContext,
  inviter: Inviter,
  input: StaffInvitationInput,
): Promise<{ id: string }> {
  assertMayManageRoles(inviter.role, [input.role]);
  await assertEmailFree(ctx, input.email);
  const token = randomBytes(32).toString("base64url");
  const now = ctx.clock.now();
  const language = input.language ?? inviter.language;
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3_600_000);
  return ctx.db.transaction(async (tx) => {
    const replaced = await revokePendingInvitationsTo(tx, input.email, now);
    const invitation = await insertInvitation(tx, {
      name: input.name,
      email: input.email,
      role: input.role,
      language,
      tokenHash: hashToken(token),
      invitedBy: inviter.id,
      expiresAt,
      now,
    });
    await queueEmail(tx, ctx.config, {
      to: input.email,
      language,
      template: "staff-invitation",
      data: {
        name: input.name,
        inviterName: inviter.name,
        role: input.role,
        acceptUrl: `${ctx.config.PUBLIC_URL}${ACCEPT_PATH}?token=${token}`,
        expiresHours: INVITATION_HOURS,
      },
    });
    // Never the token: the log is read by staff who must not be able to accept for someone.
    await recordAdminAction(tx, {
      actor: inviter,
      action: "staff.invited",
      entityType: "staff_invitation",
      entityId: invitation.id,
      after: {
        name: input.name,
        email: input.email,
        role: input.role,
        language,
        expiresAt: expiresAt.toISOString(),
        ...(replaced.length > 0 ? { replaced } : {}),
      },
    });
    return { id: invitation.id };
  });
}

export function toPendingInvitation(row: InvitationRow): PendingInvitation {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Invitations not yet accepted, withdrawn or expired. */
export async function listInvitations(ctx: AppContext): Promise<PendingInvitation[]> {
  const rows = await listPendingInvitations(ctx.db, ctx.clock.now());
  return rows.map(toPendingInvitation);
}

/** Withdraws a pending invitation: its link opens nothing any more. */
export async function withdrawInvitation(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const revoked = await revokeInvitation(tx, id, ctx.clock.now());
    if (!revoked) throw notFound("Invitation not found");
    // Throwing here rolls the withdrawal back: a manager cannot withdraw an owner's invitation.
    assertMayManageRoles(actor.role, [revoked.role]);
    await recordAdminAction(tx, {
      actor,
      action: "staff.invitation-revoked",
      entityType: "staff_invitation",
      entityId: id,
      before: { email: revoked.email, role: revoked.role },
      after: { revoked: true },
    });
  });
}
