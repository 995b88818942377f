import { errorResponseSchema } from "@camp/shared/api/error-response";
import {
  contactInputSchema,
  contactResponseSchema,
  markMessageInputSchema,
  messageListQuerySchema,
  messageListResponseSchema,
  messageResponseSchema,
} from "@camp/shared/contact/contact-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { errorResponses } from "../../lib/error-responses";
import { currentUser, requirePermission } from "../../plugins/sessions";
import { getContactMessages, markContactMessage, sendContactMessage } from "./contact-service";

/** POST /api/contact: the home page's contact form (public). */
export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    "/",
    {
      schema: {
        body: contactInputSchema,
        response: {
          201: contactResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await sendContactMessage(ctx, request.body, request.ip);
      return reply.status(201).send({ success: true });
    },
  );
};

const adminErrors = errorResponses(400, 401, 403);

/** /api/admin/messages: the console's Messages section. */
export const adminMessageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    "/",
    {
      onRequest: requirePermission(ctx, "messages.manage"),
      schema: {
        querystring: messageListQuerySchema,
        response: { 200: messageListResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await getContactMessages(ctx, request.query)),
    }),
  );

  app.put(
    "/:id/handled",
    {
      onRequest: requirePermission(ctx, "messages.manage"),
      schema: {
        params: z.object({ id: z.uuid("Not a valid id") }),
        body: markMessageInputSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await markContactMessage(
        ctx,
        currentUser(request),
        request.params.id,
        request.body.isHandled,
      ),
    }),
  );
};
