import { declineInputSchema } from "@camp/shared/admin/front-desk";
import { errorResponseSchema } from "@camp/shared/api/error-response";
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  bookingResponseSchema,
  createBookingInputSchema,
  myBookingsResponseSchema,
  quoteDetailResponseSchema,
  quoteResponseSchema,
} from "@camp/shared/booking/booking-api";
import {
  applyChangeInputSchema,
  changeCheckResponseSchema,
} from "@camp/shared/booking/booking-change";
import {
  cancellationPolicyResponseSchema,
  cancellationPreviewResponseSchema,
  guestCancelInputSchema,
  staffCancelInputSchema,
} from "@camp/shared/booking/cancellation-api";
import { toMajorUnits, toMinorUnits } from "@camp/shared/catalogue/money";
import { resortToday } from "@camp/shared/dates/resort-dates";
import {
  promoPreviewInputSchema,
  promoPreviewResponseSchema,
} from "@camp/shared/rates/promo-code-input";
import { quotePromoInputSchema } from "@camp/shared/rates/promo-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { anyObjectBody } from "../../lib/validate";
import { currentUser, requireAdmin, requireUser } from "../../plugins/sessions";
import { previewPromoCode } from "../promo-codes/promo-for-stay";
import { limitPromoGuesses } from "../promo-codes/promo-guess-limit";
import { registerAdminBookingQueries } from "./admin-console-routes";
import { registerFrontDeskRoutes } from "./admin-front-desk-routes";
import { getAvailability } from "./availability";
import { cancelBooking } from "./cancel-booking";
import { applyChange, checkChange } from "./change-booking";
import { createBooking } from "./create-booking";
import { quotePackage, quoteSingleService } from "./create-quote";
import { getQuoteDetail } from "./get-quote-detail";
import {
  cancellationPolicyOf,
  cancelOwnBooking,
  previewCancellation,
  withdrawOwnRequest,
} from "./guest-cancellation";
import { listMyBookings } from "./list-my-bookings";
import { limitPreviewRequests, limitQuoteRequests } from "./quote-rate-limit";
import { requoteWithPromo } from "./requote-with-promo";
import { confirmPendingBooking, declinePendingBooking } from "./staff-actions";
import { toStoredBooking } from "./stored-booking";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  410: errorResponseSchema,
};
/**
 * The two calls every kind of booking has: the price check (a quote) and the booking for a paid quote.
 * Single services and packages differ only in their paths, their quote rules and the kind checked.
 */
function registerQuoteAndBooking(
  app: Parameters<FastifyPluginAsyncZod<{ ctx: AppContext }>>[0],
  ctx: AppContext,
  options: {
    quotePath: string;
    bookingPath: string;
    kind: "single" | "package";
    quote: typeof quoteSingleService;
  },
) {
  app.post(
    options.quotePath,
    {
      onRequest: [requireUser, limitQuoteRequests(ctx)],
      ...limitPromoGuesses(ctx),
      schema: {
        body: anyObjectBody,
        response: { 200: quoteResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await options.quote(ctx, currentUser(request).id, request.body),
    }),
  );

  app.post(
    options.bookingPath,
    {
      onRequest: requireUser,
      schema: {
        body: createBookingInputSchema,
        response: { 200: bookingResponseSchema, 201: bookingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { booking, isNew } = await createBooking(ctx, userId, request.body, options.kind);
      return reply
        .status(isNew ? 201 : 200)
        .send({ success: true, data: toStoredBooking(booking) });
    },
  );
}

export const bookingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerQuoteAndBooking(app, ctx, {
    quotePath: "/check-availability",
    bookingPath: "/",
    kind: "single",
    quote: quoteSingleService,
  });

  app.get(
    "/me",
    {
      onRequest: requireUser,
      schema: { response: { 200: myBookingsResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => {
      const mine = await listMyBookings(ctx, currentUser(request).id);
      return {
        success: true as const,
        booking: { data: mine.regular },
        packeageBooking: { data: mine.packages },
      };
    },
  );

  registerGuestCancellation(app, ctx);
  registerGuestChange(app, ctx);

  // What the payment page resumes from after a reload or in a second tab.
  app.get(
    "/quote/:quoteId",
    {
      onRequest: requireUser,
      schema: {
        params: z.object({ quoteId: z.uuid("Not a valid id") }),
        response: {
          200: quoteDetailResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getQuoteDetail(ctx, currentUser(request).id, request.params.quoteId),
    }),
  );

  // A booking form applies a code: its terms, so the estimate shows its discount (issue 35, item 5),
  // signed out too, counted per address (decision 051).
  app.post(
    "/promo-preview",
    {
      onRequest: limitPreviewRequests(ctx),
      ...limitPromoGuesses(ctx),
      schema: {
        body: promoPreviewInputSchema,
        response: { 200: promoPreviewResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const terms = await previewPromoCode(
        ctx.db,
        request.body.promoCode,
        resortToday(ctx.clock.now()),
      );
      return {
        success: true as const,
        data: {
          code: terms.code,
          percentOff: terms.percentOff,
          amountOff: terms.amountOffMinor === null ? null : toMajorUnits(terms.amountOffMinor),
          stayFrom: terms.stayFrom,
          stayTo: terms.stayTo,
          unitTypes: terms.unitTypes,
          minNights: terms.minNights,
        },
      };
    },
  );

  // The payment page applies or removes a promo code: a new quote for the same stay (decision 026).
  app.post(
    "/quote/:quoteId/promo",
    {
      onRequest: [requireUser, limitQuoteRequests(ctx)],
      ...limitPromoGuesses(ctx),
      schema: {
        params: z.object({ quoteId: z.uuid("Not a valid id") }),
        body: quotePromoInputSchema,
        response: { 201: quoteResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await requoteWithPromo(
        ctx,
        currentUser(request).id,
        request.params.quoteId,
        request.body.promoCode,
      );
      return reply.status(201).send({ success: true, data: answer });
    },
  );
};

/** A guest's own booking after payment: the cancellation preview, cancel and withdraw (decision 014). */
function registerGuestCancellation(
  app: Parameters<FastifyPluginAsyncZod<{ ctx: AppContext }>>[0],
  ctx: AppContext,
) {
  const params = z.object({ id: z.uuid("Not a valid id") });
  const response = { 200: bookingResponseSchema, ...errors };
  // Public: the Terms of booking page words the policy with the numbers the server runs.
  app.get(
    "/cancellation-policy",
    { schema: { response: { 200: cancellationPolicyResponseSchema } } },
    async () => ({ success: true as const, data: cancellationPolicyOf(ctx.config) }),
  );
  app.get(
    "/:id/cancellation",
    {
      onRequest: requireUser,
      schema: { params, response: { 200: cancellationPreviewResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await previewCancellation(ctx, currentUser(request).id, request.params.id),
    }),
  );
  app.post(
    "/:id/cancel",
    { onRequest: requireUser, schema: { params, body: guestCancelInputSchema, response } },
    async (request) => {
      const booking = await cancelOwnBooking(
        ctx,
        currentUser(request).id,
        request.params.id,
        request.body.expectedRefundAmount,
        request.log,
      );
      return { success: true as const, data: toStoredBooking(booking) };
    },
  );
  app.post(
    "/:id/withdraw",
    { onRequest: requireUser, schema: { params, response } },
    async (request) => ({
      success: true as const,
      data: toStoredBooking(
        await withdrawOwnRequest(ctx, currentUser(request).id, request.params.id, request.log),
      ),
    }),
  );
}

/** A guest changes their own paid booking: the price check, then the change (decision 019). */
function registerGuestChange(
  app: Parameters<FastifyPluginAsyncZod<{ ctx: AppContext }>>[0],
  ctx: AppContext,
) {
  const params = z.object({ id: z.uuid("Not a valid id") });
  app.post(
    "/:id/change/check",
    {
      onRequest: [requireUser, limitQuoteRequests(ctx)],
      ...limitPromoGuesses(ctx),
      schema: {
        params,
        body: anyObjectBody,
        response: { 200: changeCheckResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await checkChange(ctx, currentUser(request).id, request.params.id, request.body),
    }),
  );
  app.post(
    "/:id/change",
    {
      onRequest: requireUser,
      schema: {
        params,
        body: applyChangeInputSchema,
        response: { 200: bookingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const booking = await applyChange(
        ctx,
        currentUser(request).id,
        request.params.id,
        request.body,
        request.log,
      );
      return { success: true as const, data: toStoredBooking(booking) };
    },
  );
}

export const packageBookingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  registerQuoteAndBooking(app, ctx, {
    quotePath: "/new-check-availability",
    bookingPath: "/new",
    kind: "package",
    quote: quotePackage,
  });
};

export const availabilityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    "/",
    {
      schema: {
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getAvailability(ctx, request.query),
    }),
  );
};

/**
 * Staff decisions on bookings, each recorded in the audit log with the decision. `cancel` of a
 * pending request declines it, as it always has (the spec's call); `decline` says so explicitly,
 * with the reason the guest's email carries.
 */
export const adminBookingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  registerAdminBookingQueries(app, ctx); // the console's list and detail
  registerFrontDeskRoutes(app, ctx); // check in, check out, no-show, undo, notes
  const params = z.object({ id: z.uuid("Not a valid id") });
  const response = { 200: bookingResponseSchema, 403: errorResponseSchema, ...errors };
  const staffOf = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, email: user.email };
  };
  app.post(
    "/:id/confirm",
    { onRequest: requireAdmin, schema: { params, response } },
    async (request) => ({
      success: true as const,
      data: toStoredBooking(await confirmPendingBooking(ctx, request.params.id, staffOf(request))),
    }),
  );
  app.post(
    "/:id/decline",
    { onRequest: requireAdmin, schema: { params, body: declineInputSchema, response } },
    async (request) => ({
      success: true as const,
      data: toStoredBooking(
        await declinePendingBooking(
          ctx,
          request.params.id,
          staffOf(request),
          request.log,
          request.body.reason,
        ),
      ),
    }),
  );
  app.post(
    "/:id/cancel",
    { onRequest: requireAdmin, schema: { params, body: staffCancelInputSchema, response } },
    async (request) => {
      const refundAmount = request.body?.refundAmount;
      const booking = await cancelBooking(ctx, request.params.id, {
        staff: staffOf(request),
        log: request.log,
        ...(refundAmount === undefined ? {} : { refundMinor: toMinorUnits(refundAmount) }),
      });
      return { success: true as const, data: toStoredBooking(booking) };
    },
  );
};
