import { errorResponseSchema } from "@camp/shared/api/error-response";
import { authMessages } from "@camp/shared/auth/auth-messages";
import {
  emailLanguageInputSchema,
  forgotPasswordInputSchema,
  forgotPasswordResponseSchema,
  loginInputSchema,
  type PublicUser,
  registerInputSchema,
  resetPasswordInputSchema,
  sessionResponseSchema,
  userResponseSchema,
} from "@camp/shared/auth/auth-schemas";
import type { AccountRole } from "@camp/shared/auth/staff-permissions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import {
  clearSessionCookie,
  clientOf,
  currentUser,
  deviceTokenOf,
  requireUser,
  setDeviceCookie,
  setSessionCookie,
} from "../../plugins/sessions";
import { rememberDevice } from "./known-devices";
import { LoginThrottledError } from "./login-throttle";
import { authenticateUser } from "./login-user";
import { registerUser } from "./register-user";
import { requestPasswordReset } from "./request-password-reset";
import { resetPassword } from "./reset-password";
import { createSession, endSession } from "./session-service";
import { setEmailLanguage } from "./set-email-language";
import { startSignedInSession } from "./sign-in-session";

const toPublicUser = (user: {
  name: string;
  email: string;
  role: AccountRole;
  phone: string | null;
  language: "en" | "ar";
}): PublicUser => ({
  name: user.name,
  email: user.email,
  isStaff: user.role !== "guest",
  role: user.role,
  phone: user.phone,
  language: user.language,
});

const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    "/register",
    {
      schema: {
        body: registerInputSchema,
        response: {
          201: userResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await registerUser(ctx, request.body, request.ip);
      return reply.status(201).send({ success: true, user: toPublicUser(user) });
    },
  );

  app.post(
    "/login",
    {
      schema: {
        body: loginInputSchema,
        response: { 200: userResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const deviceToken = deviceTokenOf(request);
      const user = await authenticateUser(ctx, request.body, {
        address: request.ip,
        deviceToken,
      }).catch((error) => {
        // Tells a client how long to wait; the wait grows with every attempt past the limit.
        if (error instanceof LoginThrottledError)
          reply.header("retry-after", String(error.retryAfterSeconds));
        throw error;
      });
      // A new session id at every sign-in; the one the browser had (if any) is ended.
      await startSignedInSession(ctx, request, reply, user.id);
      return { success: true as const, user: toPublicUser(user) };
    },
  );

  app.post(
    "/logout",
    { schema: { response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      if (request.sessionToken) await endSession(ctx, request.sessionToken);
      clearSessionCookie(request, reply);
      return { success: true as const, message: "Logout successfully" };
    },
  );

  app.post(
    "/forgot-password",
    {
      schema: {
        body: forgotPasswordInputSchema,
        response: {
          200: forgotPasswordResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body, request.ip);
      // The same words whether or not the email has an account (no account enumeration).
      return { success: true as const, message: authMessages.resetLinkSent };
    },
  );

  app.post(
    "/reset-password",
    {
      schema: {
        body: resetPasswordInputSchema,
        response: {
          200: userResponseSchema,
          400: errorResponseSchema,
          410: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await resetPassword(ctx, request.body);
      // Every session and known device of the account ended with the reset; this browser, which
      // proved the mailbox, gets a new session and is the account's first known device again.
      const session = await createSession(ctx, user.id, clientOf(request));
      setSessionCookie(request, reply, session);
      setDeviceCookie(request, reply, await rememberDevice(ctx, user.id, deviceTokenOf(request)));
      return { success: true as const, user: toPublicUser(user) };
    },
  );

  app.get(
    "/get-user",
    {
      onRequest: requireUser,
      schema: { response: { 200: userResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => ({ success: true as const, user: toPublicUser(currentUser(request)) }),
  );

  // The language of the account's emails, chosen on the account page: every email to the guest
  // (bookings, changes, refunds, password resets, waiting-list offers) is written in it.
  app.put(
    "/me/language",
    {
      onRequest: requireUser,
      schema: {
        body: emailLanguageInputSchema,
        response: { 200: userResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await setEmailLanguage(ctx, currentUser(request).id, request.body);
      return { success: true as const, user: toPublicUser(user) };
    },
  );

  // What the web app asks on every page: whether this browser is signed in. A visitor without a
  // session is a normal answer, not an error (no 401 in every anonymous guest's console).
  app.get(
    "/session",
    { schema: { response: { 200: sessionResponseSchema } } },
    async (request) => ({
      success: true as const,
      user: request.sessionUser ? toPublicUser(request.sessionUser) : null,
    }),
  );
};
