import { createHash } from "node:crypto";
import { errorResponseSchema } from "@camp/shared/api/error-response";
import {
  adminRatesResponseSchema,
  rateCalendarQuerySchema,
  rateCalendarResponseSchema,
  rateEditSchema,
} from "@camp/shared/rates/rate-schemas";
import {
  weekendSettingResponseSchema,
  weekendSettingSchema,
} from "@camp/shared/rates/weekend-days";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { errorResponses } from "../../lib/error-responses";
import { currentActor, requirePermission } from "../../plugins/sessions";
import { editRates } from "./edit-rates";
import { getAdminRates, getRateCalendar } from "./get-rates";
import { readWeekendDays, updateWeekendDays } from "./weekend-days";

const adminErrors = errorResponses(400, 401, 403);

const rateEditResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ nights: z.number().int() }),
});

/** /api/admin/rates: the rate calendar and stay rules staff set (decision 025). */
export const adminRatesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    "/",
    {
      onRequest: requirePermission(ctx, "rates.manage"),
      schema: {
        querystring: rateCalendarQuerySchema,
        response: { 200: adminRatesResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true as const, data: await getAdminRates(ctx, request.query) };
    },
  );

  app.put(
    "/",
    {
      onRequest: requirePermission(ctx, "rates.manage"),
      schema: { body: rateEditSchema, response: { 200: rateEditResponseSchema, ...adminErrors } },
    },
    async (request) => {
      return {
        success: true as const,
        data: await editRates(ctx, currentActor(request), request.body),
      };
    },
  );

  // The weekend's days (decision 046): which nights cost the weekend rates.
  app.get(
    "/weekend",
    {
      onRequest: requirePermission(ctx, "rates.manage"),
      schema: { response: { 200: weekendSettingResponseSchema, ...adminErrors } },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true as const, data: { weekendDays: await readWeekendDays(ctx.db) } };
    },
  );

  app.put(
    "/weekend",
    {
      onRequest: requirePermission(ctx, "rates.manage"),
      schema: {
        body: weekendSettingSchema,
        response: { 200: weekendSettingResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const weekendDays = await updateWeekendDays(ctx, currentActor(request), request.body);
      return { success: true as const, data: { weekendDays } };
    },
  );
};

/**
 * GET /api/rates/calendar: the set rates and stay rules of a window, for anyone (the date pickers).
 * Revalidated on every use, so a rate staff just set shows at once; an unchanged calendar answers
 * 304 by its ETag, without the body.
 */
export const rateCalendarRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    "/calendar",
    {
      schema: {
        querystring: rateCalendarQuerySchema,
        response: { 200: rateCalendarResponseSchema, 304: z.null(), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const body = { success: true as const, data: await getRateCalendar(ctx, request.query) };
      const etag = `"${createHash("sha256").update(JSON.stringify(body)).digest("base64url").slice(0, 27)}"`;
      reply.header("cache-control", "no-cache").header("etag", etag);
      if (request.headers["if-none-match"] === etag) return reply.status(304).send(null);
      return body;
    },
  );
};
