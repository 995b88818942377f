import { errorResponseSchema } from "@camp/shared/api/error-response";
import { listingsResponseSchema } from "@camp/shared/listings/listings-api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context";
import { getListings } from "./listings-service";

/** The rental listings page's one call (public). */
export const listingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/",
    { schema: { response: { 200: listingsResponseSchema, 502: errorResponseSchema } } },
    async (request) => {
      const { source, listings } = await getListings(ctx, request.log);
      return { success: true as const, source, data: listings };
    },
  );
};
