import { userResponseSchema } from "@camp/shared/auth/auth-schemas";
import {
  reauthInputSchema,
  reauthResponseSchema,
  recoveryCodesResponseSchema,
  secondFactorInputSchema,
  totpConfirmInputSchema,
  totpSetupResponseSchema,
  twoFactorChangeResponseSchema,
  twoFactorStatusResponseSchema,
} from "@camp/shared/auth/staff-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context";
import { errorResponses } from "../../lib/error-responses";
import { assertFreshSession, currentUser, requireUser } from "../../plugins/sessions";
import { checkSecondFactor } from "./check-second-factor";
import { reauthenticate } from "./reauthenticate";
import { completeSignIn, countOtherSessions, pendingSignInUser } from "./second-factor";
import { sendRetryAfter } from "./second-factor-throttle";
import {
  confirmTotp,
  removeTotp,
  renewRecoveryCodes,
  setUpTotp,
  twoFactorStatusOf,
} from "./totp-enrolment";

/**
 * The second step of a sign-in, re-authentication, and the account's authenticator app and
 * recovery codes (decision 054). Passkeys have their own routes (passkey-routes.ts).
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    "/login/second-factor",
    {
      schema: {
        body: secondFactorInputSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const account = await pendingSignInUser(ctx, request);
      const method = await checkSecondFactor(ctx, account, request.body, request.ip).catch(
        sendRetryAfter(reply),
      );
      // A new full session replaces the pending one.
      const user = await completeSignIn(ctx, request, reply, account.id, method);
      return { success: true as const, user };
    },
  );

  app.post(
    "/reauth",
    {
      onRequest: requireUser,
      schema: {
        body: reauthInputSchema,
        response: { 200: reauthResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const freshUntil = await reauthenticate(ctx, request, request.body).catch(
        sendRetryAfter(reply),
      );
      return { success: true as const, data: { freshUntil: freshUntil.toISOString() } };
    },
  );

  app.get(
    "/two-factor",
    {
      onRequest: requireUser,
      schema: { response: { 200: twoFactorStatusResponseSchema, ...errorResponses(401) } },
    },
    async (request) => ({
      success: true as const,
      data: await twoFactorStatusOf(ctx, currentUser(request)),
    }),
  );

  app.post(
    "/two-factor/totp/setup",
    {
      onRequest: requireUser,
      schema: { response: { 200: totpSetupResponseSchema, ...errorResponses(401, 409) } },
    },
    async (request) => {
      const user = currentUser(request);
      // Adding a second way in to an account that has one asks for that one first.
      if (user.hasSecondFactor) assertFreshSession(ctx, request);
      return { success: true as const, data: await setUpTotp(ctx, user) };
    },
  );

  app.post(
    "/two-factor/totp/confirm",
    {
      onRequest: requireUser,
      schema: {
        body: totpConfirmInputSchema,
        response: { 200: recoveryCodesResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const recoveryCodes = await confirmTotp(ctx, user, request.body.code).catch(
        sendRetryAfter(reply),
      );
      const otherSessions = await countOtherSessions(ctx, request, user.id);
      return { success: true as const, data: { recoveryCodes, otherSessions } };
    },
  );

  app.delete(
    "/two-factor/totp",
    {
      onRequest: requireUser,
      schema: { response: { 200: twoFactorChangeResponseSchema, ...errorResponses(401) } },
    },
    async (request) => {
      assertFreshSession(ctx, request);
      const user = currentUser(request);
      await removeTotp(ctx, user);
      const otherSessions = await countOtherSessions(ctx, request, user.id);
      return { success: true as const, data: { otherSessions } };
    },
  );

  app.post(
    "/two-factor/recovery-codes",
    {
      onRequest: requireUser,
      schema: { response: { 200: recoveryCodesResponseSchema, ...errorResponses(401, 409) } },
    },
    async (request) => {
      assertFreshSession(ctx, request);
      const user = currentUser(request);
      const recoveryCodes = await renewRecoveryCodes(ctx, user);
      const otherSessions = await countOtherSessions(ctx, request, user.id);
      return { success: true as const, data: { recoveryCodes, otherSessions } };
    },
  );
};
