import {
  calendarFeedsResponseSchema,
  channelUnitTypeSchema,
  feedSyncResultSchema,
} from "@camp/shared/channels/calendar-feeds";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { errorResponses } from "../../lib/error-responses";
import { anyObjectBody } from "../../lib/validate";
import { currentActor, requirePermission } from "../../plugins/sessions";
import { matchesEtag } from "./calendar-ics";
import { rotateFeedExport, rotateUnitTypeExport } from "./export-tokens";
import { listCalendarFeeds } from "./list-calendar-feeds";
import {
  addCalendarFeed,
  removeCalendarFeed,
  resolveFeedConflict,
  syncCalendarFeedNow,
  updateCalendarFeed,
} from "./manage-calendar-feeds";
import { publishCalendar } from "./publish-calendar";

/**
 * The published calendars revalidate on every use (no-cache) rather than for a minute: a rotated
 * token stops working and a night sold here is blocked at once, while the ETag keeps an unchanged
 * calendar at a 304 without a body. Private: the URL's token is the only key, never to be kept
 * by a shared cache.
 */
const CALENDAR_CACHE_CONTROL = "private, no-cache";

/** The calendar's bytes, or 304 when the reader has them already. */
function sendCalendar(
  reply: FastifyReply,
  calendar: { body: string; etag: string },
  ifNoneMatch: string | undefined,
) {
  reply
    .header("etag", calendar.etag)
    .header("cache-control", CALENDAR_CACHE_CONTROL)
    .header("x-robots-tag", "noindex");
  if (matchesEtag(ifNoneMatch, calendar.etag)) return reply.status(304).send();
  return reply.type("text/calendar; charset=utf-8").send(calendar.body);
}

/** GET /api/calendar/{unitType}.ics?token=: what OTAs read (decision 032). */
export const calendarRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/:unitType.ics",
    {
      schema: {
        params: z.object({ unitType: z.string() }),
        querystring: z.object({ token: z.string().optional() }),
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) =>
      sendCalendar(
        reply,
        await publishCalendar(ctx, request.params.unitType, request.query.token),
        request.headers["if-none-match"],
      ),
  );
};

const feedParams = z.object({ id: z.uuid("Unknown calendar feed") });
const idAnswer = z.object({ success: z.literal(true), data: z.object({ id: z.string() }) });
const exportUrlAnswer = z.object({
  success: z.literal(true),
  data: z.object({ exportUrl: z.string() }),
});
const done = z.object({ success: z.literal(true) });
const adminErrors = errorResponses(400, 401, 403, 404, 409);

/** /api/admin/calendar-feeds: the OTA feeds staff add, and the calendars published for them. */
export const adminCalendarFeedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    "/",
    {
      onRequest: requirePermission(ctx, "channels.manage"),
      schema: { response: { 200: calendarFeedsResponseSchema, ...adminErrors } },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true as const, data: await listCalendarFeeds(ctx) };
    },
  );

  app.post(
    "/",
    {
      onRequest: requirePermission(ctx, "channels.manage"),
      schema: { body: anyObjectBody, response: { 201: idAnswer, ...adminErrors } },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await addCalendarFeed(ctx, currentActor(request), request.body),
      }),
  );

  app.patch(
    "/:id",
    {
      onRequest: requirePermission(ctx, "channels.manage"),
      schema: {
        params: feedParams,
        body: anyObjectBody,
        response: { 200: idAnswer, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateCalendarFeed(ctx, currentActor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    "/:id",
    {
      onRequest: requirePermission(ctx, "channels.manage"),
      schema: { params: feedParams, response: { 200: done, ...adminErrors } },
    },
    async (request) => {
      await removeCalendarFeed(ctx, currentActor(request), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    "/:id/sync",
    {
      onRequest: requirePermission(ctx, "channels.manage"),
      schema: {
        params: feedParams,
        response: {
          200: z.object({ success: z.literal(true), data: feedSyncResultSchema }),
          ...adminErrors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await syncCalendarFeedNow(ctx, request.params.id, request.log),
    }),
  );

  app.post(
    "/:id/rotate-export",
    {
      onRequest: requirePermission(ctx, "channels.manage"),
      schema: { params: feedParams, response: { 200: exportUrlAnswer, ...adminErrors } },
    },
    async (request) => ({
      success: true as const,
      data: await rotateFeedExport(ctx, currentActor(request), request.params.id),
    }),
  );

  app.post(
    "/conflicts/:eventId/resolve",
    {
      onRequest: requirePermission(ctx, "channels.manage"),
      schema: {
        params: z.object({ eventId: z.uuid("Unknown conflict") }),
        response: { 200: done, ...adminErrors },
      },
    },
    async (request) => {
      await resolveFeedConflict(ctx, currentActor(request), request.params.eventId);
      return { success: true as const };
    },
  );
};

/** /api/admin/calendar-exports: a unit type's own published calendar. */
export const adminCalendarExportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    "/:unitType/rotate",
    {
      onRequest: requirePermission(ctx, "channels.manage"),
      schema: {
        params: z.object({ unitType: channelUnitTypeSchema }),
        response: { 200: exportUrlAnswer, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await rotateUnitTypeExport(ctx, currentActor(request), request.params.unitType),
    }),
  );
};
