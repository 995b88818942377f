import { errorResponseSchema } from "@camp/shared/api/error-response";
import { authMessages } from "@camp/shared/auth/auth-messages";
import {
  emailLanguageInputSchema,
  forgotPasswordInputSchema,
  forgotPasswordResponseSchema,
  guestRecordClaimResponseSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  sessionResponseSchema,
  userResponseSchema,
} from "@camp/shared/auth/auth-schemas";
import { staffMessages } from "@camp/shared/auth/staff-messages";
import { secondFactorRequiredSchema } from "@camp/shared/auth/staff-schemas";
import { deskSalesMessages } from "@camp/shared/desk-sales/desk-sales-messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { AppError } from "../../lib/app-error";
import {
  clearSessionCookie,
  currentUser,
  deviceTokenOf,
  requireUser,
} from "../../plugins/sessions";
import { LoginThrottledError } from "./login-throttle";
import { authenticateUser } from "./login-user";
import { toPublicUser } from "./public-user";
import { registerUser } from "./register-user";
import { requestPasswordReset } from "./request-password-reset";
import { resetPassword } from "./reset-password";
import { completeSignIn, secondFactorMethodsOf, startSecondFactorStep } from "./second-factor";
import { endSession } from "./session-service";
import { setEmailLanguage } from "./set-email-language";
import { twoFactorRoutes } from "./two-factor-routes";

const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** A right password answers the user, or the second step when the account has a second factor. */
const signInResponseSchema = z.union([userResponseSchema, secondFactorRequiredSchema]);

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(twoFactorRoutes, { ctx });

  app.post(
    "/register",
    {
      schema: {
        body: registerInputSchema,
        response: {
          201: userResponseSchema,
          202: guestRecordClaimResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const registration = await registerUser(ctx, request.body, request.ip);
      if (registration.kind === "claim-email-sent") {
        // The email belongs to a guest record staff made: a set-password link went to it, and
        // nobody is signed in (the mailbox is the proof).
        return reply.status(202).send({
          success: true,
          data: { claim: "email_sent", message: deskSalesMessages.guestRecordClaim },
        });
      }
      const user = toPublicUser(ctx.config, registration.user, false);
      return reply.status(201).send({ success: true, user });
    },
  );

  app.post(
    "/login",
    {
      schema: {
        body: loginInputSchema,
        response: {
          200: signInResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
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
      // Nothing is signed in until the second step, where the account has one (ASVS 6.3.2).
      const methods = await secondFactorMethodsOf(ctx, user.id);
      if (methods.length > 0) return startSecondFactorStep(ctx, request, reply, user.id, methods);
      // A new session id at every sign-in; the one the browser had (if any) is ended.
      return {
        success: true as const,
        user: await completeSignIn(ctx, request, reply, user.id, "password"),
      };
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
          200: signInResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          410: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await resetPassword(ctx, request.body);
      if (user.disabledAt) throw new AppError("ACCOUNT_DISABLED", staffMessages.accountDisabled);
      // Every session and known device of the account ended with the reset. The mailbox proves
      // no more than a password does: an account with a second factor still takes that step
      // (ASVS 6.4.3). Otherwise this browser gets a new session and is its first known device again.
      const methods = await secondFactorMethodsOf(ctx, user.id);
      if (methods.length > 0) return startSecondFactorStep(ctx, request, reply, user.id, methods);
      return {
        success: true as const,
        user: await completeSignIn(ctx, request, reply, user.id, "password-reset"),
      };
    },
  );

  app.get(
    "/get-user",
    {
      onRequest: requireUser,
      schema: { response: { 200: userResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      return { success: true as const, user: toPublicUser(ctx.config, user, user.hasSecondFactor) };
    },
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
      const { id, hasSecondFactor } = currentUser(request);
      const user = await setEmailLanguage(ctx, id, request.body);
      return { success: true as const, user: toPublicUser(ctx.config, user, hasSecondFactor) };
    },
  );

  // What the web app asks on every page: whether this browser is signed in. A visitor without a
  // session is a normal answer, not an error (no 401 in every anonymous guest's console).
  app.get(
    "/session",
    { schema: { response: { 200: sessionResponseSchema } } },
    async (request) => ({
      success: true as const,
      user: request.sessionUser
        ? toPublicUser(ctx.config, request.sessionUser, request.sessionUser.hasSecondFactor)
        : null,
    }),
  );
};
