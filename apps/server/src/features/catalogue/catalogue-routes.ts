import { errorResponseSchema } from "@camp/shared/api/error-response";
import {
  campListResponseSchema,
  campResponseSchema,
  catalogueQuerySchema,
  createCampInputSchema,
  createRoomInputSchema,
  parkingResponseSchema,
  roomListResponseSchema,
  roomResponseSchema,
  updateCampInputSchema,
  updateRoomInputSchema,
} from "@camp/shared/catalogue/catalogue-schemas";
import {
  adminParkingResponseSchema,
  updateParkingInputSchema,
} from "@camp/shared/catalogue/inventory-admin-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { errorResponses } from "../../lib/error-responses";
import { currentUser, requirePermission } from "../../plugins/sessions";
import { getCamps, getParking, getRooms } from "./catalogue-service";
import { changeCamp, changeParking, changeRoom, createCamp, createRoom } from "./edit-catalogue";

const idParamsSchema = z.object({ id: z.uuid("Not a valid id") });
const adminErrors = errorResponses(400, 401, 403);

export const roomRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/",
    { schema: { querystring: catalogueQuerySchema, response: { 200: roomListResponseSchema } } },
    async (request) => ({
      success: true as const,
      roomData: await getRooms(ctx, request.query.lang),
    }),
  );

  app.post(
    "/create",
    {
      onRequest: requirePermission(ctx, "catalogue.manage"),
      schema: {
        body: createRoomInputSchema,
        response: { 201: roomResponseSchema, 409: errorResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true, room: await createRoom(ctx, currentUser(request), request.body) }),
  );

  app.put(
    "/update/:id",
    {
      onRequest: requirePermission(ctx, "catalogue.manage"),
      schema: {
        params: idParamsSchema,
        body: updateRoomInputSchema,
        response: {
          200: roomResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      room: await changeRoom(ctx, currentUser(request), request.params.id, request.body),
    }),
  );
};

export const campRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/",
    { schema: { querystring: catalogueQuerySchema, response: { 200: campListResponseSchema } } },
    async (request) => ({
      success: true as const,
      campData: await getCamps(ctx, request.query.lang),
    }),
  );

  app.post(
    "/create",
    {
      onRequest: requirePermission(ctx, "catalogue.manage"),
      schema: {
        body: createCampInputSchema,
        response: { 201: campResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true, camp: await createCamp(ctx, currentUser(request), request.body) }),
  );

  app.put(
    "/update/:id",
    {
      onRequest: requirePermission(ctx, "catalogue.manage"),
      schema: {
        params: idParamsSchema,
        body: updateCampInputSchema,
        response: {
          200: campResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      camp: await changeCamp(ctx, currentUser(request), request.params.id, request.body),
    }),
  );
};

export const parkingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/",
    { schema: { querystring: catalogueQuerySchema, response: { 200: parkingResponseSchema } } },
    async (request) => ({
      success: true as const,
      parkingData: await getParking(ctx, request.query.lang),
    }),
  );

  app.put(
    "/update/:id",
    {
      onRequest: requirePermission(ctx, "catalogue.manage"),
      schema: {
        params: idParamsSchema,
        body: updateParkingInputSchema,
        response: {
          200: adminParkingResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      parking: await changeParking(ctx, currentUser(request), request.params.id, request.body),
    }),
  );
};
