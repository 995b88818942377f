import { userResponseSchema } from "@camp/shared/auth/auth-schemas";
import {
  acceptInvitationInputSchema,
  invitationPreviewSchema,
  pendingInvitationSchema,
  staffInvitationInputSchema,
  staffMemberSchema,
  staffUpdateInputSchema,
} from "@camp/shared/auth/staff-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { errorResponses } from "../../lib/error-responses";
import {
  assertFreshSession,
  currentActor,
  currentUser,
  requirePermission,
} from "../../plugins/sessions";
import { completeSignIn } from "../auth/second-factor";
import { acceptInvitation, previewInvitation } from "./accept-invitation";
import { inviteStaffMember, listInvitations, withdrawInvitation } from "./invite-staff-member";
import { resetStaffTwoFactor, signOutStaffMember } from "./staff-member-access";
import { listStaffMembers, updateStaffMember } from "./update-staff-member";

const params = z.object({ id: z.uuid("Not a valid id") });
const done = z.object({ success: z.literal(true) });
const refusals = errorResponses(400, 401, 403, 404, 409);
const dataOf = <T extends z.ZodType>(schema: T) =>
  z.object({ success: z.literal(true), data: schema });

/** /api/admin/staff/invitations: invite, list the pending, withdraw. */
function registerInvitationRoutes(app: Parameters<typeof adminStaffRoutes>[0], ctx: AppContext) {
  app.post(
    "/invitations",
    {
      onRequest: requirePermission(ctx, "staff.manage"),
      schema: {
        body: staffInvitationInputSchema,
        response: { 201: dataOf(z.object({ id: z.string() })), ...refusals },
      },
    },
    async (request, reply) => {
      const { name, language } = currentUser(request);
      const inviter = { ...currentActor(request), name, language };
      const invitation = await inviteStaffMember(ctx, inviter, request.body);
      return reply.status(201).send({ success: true as const, data: invitation });
    },
  );
  app.get(
    "/invitations",
    {
      onRequest: requirePermission(ctx, "staff.read"),
      schema: { response: { 200: dataOf(z.array(pendingInvitationSchema)), ...refusals } },
    },
    async () => ({ success: true as const, data: await listInvitations(ctx) }),
  );
  app.delete(
    "/invitations/:id",
    {
      onRequest: requirePermission(ctx, "staff.manage"),
      schema: { params, response: { 200: done, ...refusals } },
    },
    async (request) => {
      await withdrawInvitation(ctx, currentActor(request), request.params.id);
      return { success: true as const };
    },
  );
}

/**
 * /api/admin/staff: the Staff page (decision 054). Guards name the permission table's actions;
 * who may act on whom (owners and managers only by an owner) is checked by the services.
 */
export const adminStaffRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  registerInvitationRoutes(app, ctx);
  app.get(
    "/",
    {
      onRequest: requirePermission(ctx, "staff.read"),
      schema: { response: { 200: dataOf(z.array(staffMemberSchema)), ...refusals } },
    },
    async () => ({ success: true as const, data: await listStaffMembers(ctx) }),
  );
  app.patch(
    "/:id",
    {
      onRequest: requirePermission(ctx, "staff.manage"),
      schema: {
        params,
        body: staffUpdateInputSchema,
        response: { 200: dataOf(staffMemberSchema), ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateStaffMember(ctx, currentActor(request), request.params.id, request.body),
    }),
  );
  app.post(
    "/:id/sign-out",
    {
      onRequest: requirePermission(ctx, "staff.manage"),
      schema: { params, response: { 200: dataOf(z.object({ ended: z.number() })), ...refusals } },
    },
    async (request) => ({
      success: true as const,
      data: { ended: await signOutStaffMember(ctx, currentActor(request), request.params.id) },
    }),
  );
  app.post(
    "/:id/reset-two-factor",
    {
      onRequest: requirePermission(ctx, "staff.reset-two-factor"),
      schema: { params, response: { 200: done, ...refusals } },
    },
    async (request) => {
      assertFreshSession(ctx, request);
      await resetStaffTwoFactor(ctx, currentActor(request), request.params.id);
      return { success: true as const };
    },
  );
};

/** /api/auth/staff-invitations: the emailed link's page, before and on accepting (public). */
export const staffInvitationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    "/:token",
    {
      schema: {
        params: z.object({ token: z.string().max(200) }),
        response: { 200: dataOf(invitationPreviewSchema), ...errorResponses(400, 410) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await previewInvitation(ctx, request.params.token),
    }),
  );
  app.post(
    "/accept",
    {
      schema: {
        body: acceptInvitationInputSchema,
        response: { 201: userResponseSchema, ...errorResponses(400, 409, 410) },
      },
    },
    async (request, reply) => {
      const user = await acceptInvitation(ctx, request.body);
      // Signed in at once, as every staff sign-in is (audit log included): the console then
      // leads to enrolling a second factor.
      const signedIn = await completeSignIn(ctx, request, reply, user.id, "invitation");
      return reply.status(201).send({ success: true as const, user: signedIn });
    },
  );
};
