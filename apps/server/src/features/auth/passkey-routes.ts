import { userResponseSchema } from "@camp/shared/auth/auth-schemas";
import {
  passkeyAnswerInputSchema,
  passkeyOptionsResponseSchema,
  passkeyRegisteredResponseSchema,
  passkeyRegisterInputSchema,
  passkeyRemovedResponseSchema,
  passkeyRenameInputSchema,
  passkeyResponseSchema,
} from "@camp/shared/auth/passkey-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { errorResponses } from "../../lib/error-responses";
import { assertFreshSession, currentActor, currentUser, requireUser } from "../../plugins/sessions";
import {
  registerPasskey,
  removePasskey,
  renamePasskey,
  startAddingPasskey,
} from "./passkey-management";
import {
  startPasskeyFactor,
  startPasskeySignIn,
  verifyPasskeyFactor,
  verifyPasskeySignIn,
} from "./passkey-sign-in";
import { markRequestFresh } from "./reauthenticate";
import {
  completePendingSignIn,
  completeSignIn,
  countOtherSessions,
  pendingSignInUser,
} from "./second-factor";
import { sendRetryAfter } from "./second-factor-throttle";

type App = Parameters<FastifyPluginAsyncZod<{ ctx: AppContext }>>[0];

const passkeyParams = z.object({ id: z.uuid("Not a valid id") });

/**
 * /api/auth/passkeys (decision 054): an account's passkeys (add, rename, remove), signing in with
 * one, one as the second step of a password sign-in, and re-authenticating with one. Every
 * ceremony is two calls: options (with a single-use challenge), then the authenticator's answer.
 */
export const passkeyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerManagementRoutes(app, ctx);
  registerSignInRoutes(app, ctx);
  registerReauthRoutes(app, ctx);
};

/** Adding, renaming and removing the signed-in account's passkeys. */
function registerManagementRoutes(app: App, ctx: AppContext) {
  app.post(
    "/passkeys/register/options",
    {
      onRequest: requireUser,
      schema: { response: { 200: passkeyOptionsResponseSchema, ...errorResponses(401, 429) } },
    },
    async (request) => {
      const user = currentUser(request);
      // Adding a second factor to an account that has one is as risky as removing one: whoever
      // holds the session must have proved the account's factor within the last ten minutes.
      // The challenge is then the proof; it lasts five minutes and only this account's answer uses it.
      if (user.hasSecondFactor) assertFreshSession(ctx, request);
      return { success: true as const, data: await startAddingPasskey(ctx, user) };
    },
  );

  app.post(
    "/passkeys/register",
    {
      onRequest: requireUser,
      schema: {
        body: passkeyRegisterInputSchema,
        response: { 201: passkeyRegisteredResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const passkey = await registerPasskey(ctx, currentActor(request), request.body);
      const otherSessions = await countOtherSessions(ctx, request, currentUser(request).id);
      return reply.status(201).send({ success: true, data: { ...passkey, otherSessions } });
    },
  );

  app.patch(
    "/passkeys/:id",
    {
      onRequest: requireUser,
      schema: {
        params: passkeyParams,
        body: passkeyRenameInputSchema,
        response: { 200: passkeyResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await renamePasskey(ctx, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    "/passkeys/:id",
    {
      onRequest: requireUser,
      schema: {
        params: passkeyParams,
        response: { 200: passkeyRemovedResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      assertFreshSession(ctx, request);
      await removePasskey(ctx, currentActor(request), request.params.id);
      const otherSessions = await countOtherSessions(ctx, request, currentUser(request).id);
      return { success: true as const, data: { otherSessions } };
    },
  );
}

/** A passkey sign-in (no email), and a passkey as the second step after a password. */
function registerSignInRoutes(app: App, ctx: AppContext) {
  app.post(
    "/passkeys/sign-in/options",
    { schema: { response: { 200: passkeyOptionsResponseSchema, ...errorResponses(429) } } },
    async (request) => ({
      success: true as const,
      data: await startPasskeySignIn(ctx, request.ip),
    }),
  );

  app.post(
    "/passkeys/sign-in",
    {
      schema: {
        body: passkeyAnswerInputSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const user = await verifyPasskeySignIn(ctx, request.body);
      return {
        success: true as const,
        user: await completeSignIn(ctx, request, reply, user.id, "passkey"),
      };
    },
  );

  app.post(
    "/passkeys/second-factor/options",
    {
      schema: {
        response: { 200: passkeyOptionsResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const user = await pendingSignInUser(ctx, request);
      return {
        success: true as const,
        data: await startPasskeyFactor(ctx, "second-factor", user.id, request.ip),
      };
    },
  );

  app.post(
    "/passkeys/second-factor",
    {
      schema: {
        body: passkeyAnswerInputSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const user = await pendingSignInUser(ctx, request);
      await verifyPasskeyFactor(ctx, "second-factor", request.body, user).catch(
        sendRetryAfter(reply),
      );
      return {
        success: true as const,
        user: await completePendingSignIn(ctx, request, reply, user.id),
      };
    },
  );
}

/** Re-authenticating the signed-in session with one of its account's passkeys. */
function registerReauthRoutes(app: App, ctx: AppContext) {
  app.post(
    "/passkeys/reauth/options",
    {
      onRequest: requireUser,
      schema: {
        response: { 200: passkeyOptionsResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await startPasskeyFactor(ctx, "reauth", currentUser(request).id, request.ip),
    }),
  );

  app.post(
    "/passkeys/reauth",
    {
      onRequest: requireUser,
      schema: {
        body: passkeyAnswerInputSchema,
        response: {
          200: z.object({ success: z.literal(true), data: z.object({ freshUntil: z.string() }) }),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      await verifyPasskeyFactor(ctx, "reauth", request.body, currentUser(request)).catch(
        sendRetryAfter(reply),
      );
      const freshUntil = await markRequestFresh(ctx, request);
      return { success: true as const, data: { freshUntil: freshUntil.toISOString() } };
    },
  );
}
