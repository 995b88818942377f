import { authMessages } from "@camp/shared/auth/auth-messages";
import { staffMessages } from "@camp/shared/auth/staff-messages";
import { type AccountRole, can, type StaffAction } from "@camp/shared/auth/staff-permissions";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  findSessionUser,
  isSessionFresh,
  type SessionClient,
  type SessionUser,
} from "../features/auth/session-service";
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
  interface FastifyInstance {
    /** "METHOD /path" -> the staff action its guard names, for every staff route (decision 054). */
    staffRoutePermissions: Map<string, StaffAction>;
  }
}

/** Reads the session cookie of every API request into `request.sessionUser` (null when signed out). */
export function registerSessions(app: FastifyInstance, ctx: AppContext): void {
  app.decorate("staffRoutePermissions", new Map<string, StaffAction>());
  // Every staff route names its action: a console route registered without one stops the start.
  app.addHook("onRoute", (route) => {
    const hooks = [route.onRequest ?? []].flat() as Partial<PermissionHook>[];
    const permission = hooks.find((hook) => hook.permission)?.permission;
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      if (permission) app.staffRoutePermissions.set(`${method} ${route.url}`, permission);
      else if (route.url.startsWith("/api/admin/"))
        throw new Error(`${method} ${route.url} has no staff action (requirePermission)`);
    }
  });
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

/** Where a request comes from, as a new session records it. */
export function clientOf(request: FastifyRequest): SessionClient {
  return { userAgent: request.headers["user-agent"] ?? null, address: request.ip };
}

/** A route hook that lets through only staff whose role may take `action`; the hook names it. */
export type PermissionHook = ((request: FastifyRequest) => Promise<void>) & {
  readonly permission: StaffAction;
};

/**
 * Route hook for a staff action of the permission table (decision 054): 401 signed out, 403 for a
 * guest, 403 TWO_FACTOR_REQUIRED for staff without a second factor while STAFF_TWO_FACTOR is
 * required, 403 FORBIDDEN_FOR_ROLE for a role the table does not give the action.
 */
export function requirePermission(ctx: AppContext, action: StaffAction): PermissionHook {
  const hook = async (request: FastifyRequest) => {
    const refusal = staffRefusal(ctx, currentUser(request), action);
    if (refusal) throw refusal;
  };
  return Object.assign(hook, { permission: action });
}

/** Why this account may not take the staff action, or null when it may (the guard's one rule). */
function staffRefusal(ctx: AppContext, user: SessionUser, action: StaffAction): AppError | null {
  if (user.role === "guest") return forbidden();
  if (ctx.config.STAFF_TWO_FACTOR === "required" && !user.hasSecondFactor)
    return new AppError("TWO_FACTOR_REQUIRED", staffMessages.twoFactorRequired);
  if (!can(user.role, action))
    return new AppError("FORBIDDEN_FOR_ROLE", staffMessages.forbiddenForRole);
  return null;
}

/**
 * Whether the signed-in account may take a staff action, for a route open to guests too that
 * gives staff more (a booking's documents): the same rule as requirePermission's, second factor
 * included.
 */
export function staffMay(ctx: AppContext, request: FastifyRequest, action: StaffAction): boolean {
  return staffRefusal(ctx, currentUser(request), action) === null;
}

/**
 * For the riskiest staff actions (a large refund, an export of personal data): 401 REAUTH_REQUIRED
 * unless the session was signed in or re-authenticated within the last ten minutes.
 */
export function assertFreshSession(ctx: AppContext, request: FastifyRequest): void {
  if (!isSessionFresh(ctx, currentUser(request)))
    throw new AppError("REAUTH_REQUIRED", staffMessages.reauthRequired);
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError("UNAUTHENTICATED", authMessages.notSignedIn);
  return request.sessionUser;
}

/** Who did it, as the audit log records a staff action: the signed-in user's id, email and role. */
export function currentActor(request: FastifyRequest): {
  id: string;
  email: string;
  role: AccountRole;
} {
  const { id, email, role } = currentUser(request);
  return { id, email, role };
}
