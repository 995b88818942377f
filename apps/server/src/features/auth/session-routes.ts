import { accountSessionSchema } from "@camp/shared/auth/staff-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { errorResponses } from "../../lib/error-responses";
import { clearSessionCookie, currentUser, requireUser } from "../../plugins/sessions";
import { endAccountSession, endOtherSessions, listAccountSessions } from "./account-sessions";

const sessionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(accountSessionSchema),
});
const endedResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ ended: z.number().int() }),
});

/** The signed-in request's cookie token (requireUser has let only a signed-in session through). */
function tokenOf(request: { sessionToken: string | null }): string {
  return request.sessionToken ?? "";
}

/**
 * /api/auth/sessions: my sessions, guests and staff alike (ASVS 7.4.5): the list, ending one, and
 * ending every other one.
 */
export const sessionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/sessions",
    {
      onRequest: requireUser,
      schema: { response: { 200: sessionsResponseSchema, ...errorResponses(401) } },
    },
    async (request) => ({
      success: true as const,
      data: await listAccountSessions(ctx, currentUser(request).id, tokenOf(request)),
    }),
  );

  app.delete(
    "/sessions/:id",
    {
      onRequest: requireUser,
      schema: {
        params: z.object({ id: z.uuid("Not a valid id") }),
        response: {
          200: z.object({ success: z.literal(true) }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await endAccountSession(ctx, user.id, request.params.id);
      // Ending the session this request came with is signing out.
      if (request.params.id === user.session.publicId) clearSessionCookie(request, reply);
      return { success: true as const };
    },
  );

  app.post(
    "/sessions/sign-out-others",
    {
      onRequest: requireUser,
      schema: { response: { 200: endedResponseSchema, ...errorResponses(401) } },
    },
    async (request) => ({
      success: true as const,
      data: {
        ended: await endOtherSessions(ctx, currentUser(request).id, tokenOf(request)),
      },
    }),
  );
};
