import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../lib/app-context";
import { clientOf, deviceTokenOf, setDeviceCookie, setSessionCookie } from "../../plugins/sessions";
import { rememberDevice } from "./known-devices";
import { createSession, endSession } from "./session-service";

/**
 * The end of every sign-in (password alone, password and second factor, passkey, accepted
 * invitation): a new session id (the browser's previous one, pending or not, is ended), fresh for
 * ten minutes, and the browser remembered as a known device of the account.
 */
export async function startSignedInSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  if (request.sessionToken) await endSession(ctx, request.sessionToken);
  const session = await createSession(ctx, userId, clientOf(request));
  setSessionCookie(request, reply, session);
  setDeviceCookie(request, reply, await rememberDevice(ctx, userId, deviceTokenOf(request)));
}

/**
 * The password was right and the account has a second factor: a pending session that opens
 * nothing but the second step (decision 054).
 */
export async function startPendingSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  if (request.sessionToken) await endSession(ctx, request.sessionToken);
  const session = await createSession(ctx, userId, clientOf(request), {
    secondFactorPending: true,
  });
  setSessionCookie(request, reply, session);
}
