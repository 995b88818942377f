import { authMessages } from "@camp/shared/auth/auth-messages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { findSessionUser, type SessionUser } from "../features/auth/session-service";
import type { AppContext } from "../lib/app-context";
import { AppError, forbidden } from "../lib/app-error";

export const SESSION_COOKIE = "camp_session";
/** Marks a browser that signed in before (docs/decisions/002); only the sign-in routes read it. */
export const DEVICE_COOKIE = "camp_device";
const DEVICE_COOKIE_PATH = "/api/auth";

declare module "fastify" {
  interface FastifyRequest {
    sessionToken: string | null;
    sessionUser: SessionUser | null;
  }
}

/** Reads the session cookie of every API request into `request.sessionUser` (null when signed out). */
export function registerSessions(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest("sessionToken", null);
  app.decorateRequest("sessionUser", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.sessionToken = token;
    request.sessionUser = await findSessionUser(ctx, token);
  });
}

/** HttpOnly, SameSite=Lax, and Secure when the request came over HTTPS (ARCHITECTURE.md, security). */
function cookieOptions(request: FastifyRequest) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: request.protocol === "https",
  };
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    ...cookieOptions(request),
    expires: session.expiresAt,
  });
}

export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  device: { token: string; expiresAt: Date },
): void {
  reply.setCookie(DEVICE_COOKIE, device.token, {
    ...cookieOptions(request),
    path: DEVICE_COOKIE_PATH,
    expires: device.expiresAt,
  });
}

/** The browser's device token, if it has one; signing out keeps it (the browser is still known). */
export function deviceTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[DEVICE_COOKIE] || undefined;
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

/** Route hook (onRequest, so it runs before body validation): only signed-in users pass. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.sessionUser) throw new AppError("UNAUTHENTICATED", authMessages.notSignedIn);
}

/** Route hook: only administrators pass (401 signed out, 403 signed in as a guest). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.sessionUser?.role !== "admin") throw forbidden();
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError("UNAUTHENTICATED", authMessages.notSignedIn);
  return request.sessionUser;
}

/** Who did it, as the audit log records a staff action: the signed-in user's id and email. */
export function currentActor(request: FastifyRequest): { id: string; email: string } {
  const { id, email } = currentUser(request);
  return { id, email };
}
