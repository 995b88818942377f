import { randomUUID } from "node:crypto";
import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type RawRequestDefaultExpression,
} from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config/env";
import { adminBookingRoutes } from "./features/admin-bookings/admin-booking-routes";
import { auditLogRoutes } from "./features/audit-log/audit-log-routes";
import { authRoutes } from "./features/auth/auth-routes";
import { passkeyRoutes } from "./features/auth/passkey-routes";
import { sessionRoutes } from "./features/auth/session-routes";
import { guestChangeRoutes } from "./features/booking-changes/change-routes";
import { guestCancellationRoutes } from "./features/cancellations-and-refunds/guest-cancellation-routes";
import { adminInventoryRoutes, closureRoutes } from "./features/catalogue/admin-inventory-routes";
import { campRoutes, parkingRoutes, roomRoutes } from "./features/catalogue/catalogue-routes";
import { startingOffers } from "./features/catalogue/starting-offers";
import {
  adminCalendarExportRoutes,
  adminCalendarFeedRoutes,
  calendarRoutes,
} from "./features/channels/calendar-routes";
import { adminMessageRoutes, contactRoutes } from "./features/contact/contact-routes";
import { cashReportRoutes } from "./features/desk-sales/cash-report-routes";
import { deskPaymentRoutes } from "./features/desk-sales/desk-payment-routes";
import { adminPaymentLinkRoutes, payLinkRoutes } from "./features/desk-sales/pay-link-routes";
import { staffBookingRoutes } from "./features/desk-sales/staff-booking-routes";
import {
  adminBookingDocumentRoutes,
  bookingDocumentRoutes,
} from "./features/documents/documents-routes";
import { adminExtrasRoutes, extrasRoutes } from "./features/extras/extras-routes";
import { adminTodayRoutes } from "./features/front-desk/admin-front-desk-routes";
import {
  guestAccountRoutes,
  myBookingsRoutes,
} from "./features/guest-account/guest-account-routes";
import { imageRoutes } from "./features/images/image-routes";
import { listingsRoutes } from "./features/listings/listings-routes";
import {
  bookingCreationRoutes,
  packageBookingCreationRoutes,
} from "./features/payments/booking-creation-routes";
import { paymentRoutes } from "./features/payments/payment-routes";
import { adminPromoCodesRoutes } from "./features/promo-codes/promo-codes-routes";
import {
  availabilityRoutes,
  packageQuoteRoutes,
  quoteRoutes,
} from "./features/quotes/quote-routes";
import { adminRatesRoutes, rateCalendarRoutes } from "./features/rates/rates-routes";
import { adminReportRoutes } from "./features/reports/report-routes";
import { adminStaffRoutes, staffInvitationRoutes } from "./features/staff/staff-routes";
import { readTaxSettings, taxTermsOf } from "./features/tax-settings/read-tax-settings";
import { adminTaxSettingsRoutes } from "./features/tax-settings/tax-settings-routes";
import { moveOfferToQuote } from "./features/waiting-list/entry-state-machine";
import { waitingListQuotes } from "./features/waiting-list/waiting-list-offers";
import {
  adminWaitingListRoutes,
  waitingListRoutes,
} from "./features/waiting-list/waiting-list-routes";
import type { AppContext } from "./lib/app-context";
import { REDACTED, redactUrl, SECRET_HEADER_PATHS } from "./lib/log-redaction";
import {
  clientErrorHandler,
  errorForLog,
  frameworkErrorHandler,
  registerErrorHandler,
} from "./plugins/error-handler";
import { healthRoutes } from "./plugins/health-routes";
import { registerInputGuard } from "./plugins/input-guard";
import {
  registerHostCheck,
  registerOriginCheck,
  registerSecurityHeaders,
  securityHeadersOf,
} from "./plugins/security";
import { registerSessions } from "./plugins/sessions";
import { registerWebApp } from "./plugins/web-app";

/**
 * Fastify's form of TRUST_PROXY: a hop count becomes "trust the nearest N addresses" (what Fastify
 * does with a number, which its types do not admit), a list stays the proxies' addresses.
 */
function fastifyTrustProxy(trust: Config["TRUST_PROXY"]) {
  if (typeof trust !== "number") return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** An id a proxy in front may pass on (X-Request-Id), so its log lines and ours can be matched. */
const FORWARDED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Each request's id, on every log line of the request and in every error answer: the proxy's
 * X-Request-Id when the server sits behind one (TRUST_PROXY) and it looks like an id, else a new UUID.
 */
function requestIdGenerator(trust: Config["TRUST_PROXY"]) {
  return (request: RawRequestDefaultExpression) => {
    const forwarded = request.headers["x-request-id"];
    if (trust !== false && typeof forwarded === "string" && FORWARDED_REQUEST_ID.test(forwarded))
      return forwarded;
    return randomUUID();
  };
}

/**
 * Fastify's "incoming request" line, with every secret in the URL blanked (lib/log-redaction.ts).
 */
function requestForLog(request: FastifyRequest): Record<string, unknown> {
  const { method, url, routeOptions, host, ip, socket } = request;
  // Anything else logged as `req` keeps only its headers, which the redaction below then blanks.
  if (typeof url !== "string" || typeof method !== "string") return { headers: request.headers };
  return {
    method,
    url: redactUrl(url, routeOptions?.url),
    host,
    remoteAddress: ip,
    remotePort: socket?.remotePort,
  };
}

/**
 * The one place the log is made safe to hand to anyone. Every `{ err }` the app logs (reconciler,
 * housekeeping, shutdown...) goes through errorForLog, so a failed query's parameters (emails,
 * password hashes) never reach the log; every request's URL loses its secrets (a password-reset
 * link's token), for the API and the web app's pages alike; credential headers are blanked
 * wherever a line would carry headers.
 */
function withSafeLogging(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (!logger) return false;
  const base = typeof logger === "object" ? logger : {};
  return {
    ...base,
    serializers: { ...base.serializers, err: errorForLog, req: requestForLog },
    redact: { paths: SECRET_HEADER_PATHS, censor: REDACTED },
  };
}

/**
 * Builds the whole app (API under /api, pictures under /media, the web app everywhere else)
 * without listening, so tests can drive it with `app.inject()`.
 */
export async function buildApp(
  ctx: AppContext,
  options: { logger?: FastifyServerOptions["logger"] } = {},
) {
  const securityHeaders = securityHeadersOf(ctx.config);
  const app: FastifyInstance = Fastify({
    logger: withSafeLogging(options.logger ?? false),
    bodyLimit: ctx.config.BODY_LIMIT_BYTES,
    // A hop count or the proxies' addresses, never "any": see TRUST_PROXY in config/env.ts.
    trustProxy: fastifyTrustProxy(ctx.config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: requestIdGenerator(ctx.config.TRUST_PROXY),
    frameworkErrors: frameworkErrorHandler(securityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaders, () => app.log),
    // A request without Host is refused by the app (registerHostCheck), in the one error shape.
    http: { requireHostHeader: false },
    // Slow or silent clients cannot hold connections open forever (config/env.ts).
    connectionTimeout: ctx.config.HTTP_CONNECTION_TIMEOUT_SECONDS * 1000,
    requestTimeout: ctx.config.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: ctx.config.HTTP_KEEP_ALIVE_SECONDS * 1000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  // Shutting down: the answers still in flight close their keep-alive connections, so closing
  // waits for them and not for idle sockets (Fastify only closes those idle when it starts).
  let isClosing = false;
  app.addHook("preClose", async () => {
    isClosing = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (isClosing) reply.header("connection", "close");
    return payload;
  });
  registerErrorHandler(app);
  registerInputGuard(app);

  // Answers of 1 KB and more leave compressed (Brotli or gzip, as the browser accepts); the web
  // build's files come compressed already. Quality 4: most of the gain for little CPU per answer.
  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await registerSecurityHeaders(app, ctx.config);
  registerHostCheck(app);
  registerOriginCheck(app, ctx.config);
  await app.register(multipart, {
    limits: { fileSize: ctx.config.UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  registerSessions(app, ctx);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db: ctx.db });
      await api.register(authRoutes, { prefix: "/auth", ctx });
      await api.register(sessionRoutes, { prefix: "/auth", ctx });
      await api.register(staffInvitationRoutes, { prefix: "/auth/staff-invitations", ctx });
      await api.register(adminStaffRoutes, { prefix: "/admin/staff", ctx });
      await api.register(passkeyRoutes, { prefix: "/auth", ctx });
      await api.register(guestAccountRoutes, { prefix: "/auth", ctx });
      await api.register(roomRoutes, { prefix: "/rooms", ctx });
      await api.register(campRoutes, { prefix: "/camps", ctx });
      await api.register(parkingRoutes, { prefix: "/parking", ctx });
      await api.register(imageRoutes, { prefix: "/image", ctx });
      // A promo code on a waiting-list offer moves the offer to the new quote: the waiting list's
      // move, handed down to quotes, which may not import it (decision 052).
      await api.register(quoteRoutes, { prefix: "/booking", ctx, moveOfferToQuote });
      await api.register(bookingCreationRoutes, { prefix: "/booking", ctx });
      await api.register(myBookingsRoutes, { prefix: "/booking", ctx });
      await api.register(guestCancellationRoutes, { prefix: "/booking", ctx });
      await api.register(guestChangeRoutes, { prefix: "/booking", ctx });
      await api.register(packageQuoteRoutes, { prefix: "/package-booking", ctx });
      await api.register(packageBookingCreationRoutes, { prefix: "/package-booking", ctx });
      await api.register(availabilityRoutes, { prefix: "/availability", ctx });
      await api.register(paymentRoutes, { prefix: "/payment", ctx });
      await api.register(payLinkRoutes, { prefix: "/pay", ctx });
      await api.register(adminPaymentLinkRoutes, { prefix: "/admin/payment-links", ctx });
      await api.register(adminBookingRoutes, { prefix: "/admin/bookings", ctx });
      await api.register(staffBookingRoutes, { prefix: "/admin/bookings", ctx });
      await api.register(deskPaymentRoutes, { prefix: "/admin/bookings", ctx });
      await api.register(adminTodayRoutes, { prefix: "/admin/today", ctx });
      await api.register(auditLogRoutes, { prefix: "/admin/audit-log", ctx });
      await api.register(adminInventoryRoutes, { prefix: "/admin/inventory", ctx });
      await api.register(closureRoutes, { prefix: "/admin/closures", ctx });
      await api.register(contactRoutes, { prefix: "/contact", ctx });
      await api.register(adminMessageRoutes, { prefix: "/admin/messages", ctx });
      await api.register(listingsRoutes, { prefix: "/listings", ctx });
      await api.register(extrasRoutes, { prefix: "/extras", ctx });
      await api.register(adminExtrasRoutes, { prefix: "/admin/extras", ctx });
      await api.register(rateCalendarRoutes, { prefix: "/rates", ctx });
      await api.register(adminRatesRoutes, { prefix: "/admin/rates", ctx });
      await api.register(adminReportRoutes, { prefix: "/admin/reports", ctx });
      await api.register(cashReportRoutes, { prefix: "/admin/reports", ctx });
      await api.register(adminPromoCodesRoutes, { prefix: "/admin/promo-codes", ctx });
      await api.register(adminTaxSettingsRoutes, { prefix: "/admin/tax-settings", ctx });
      await api.register(calendarRoutes, { prefix: "/calendar", ctx });
      await api.register(adminCalendarFeedRoutes, { prefix: "/admin/calendar-feeds", ctx });
      await api.register(adminCalendarExportRoutes, { prefix: "/admin/calendar-exports", ctx });
      await api.register(bookingDocumentRoutes, { prefix: "/booking", ctx });
      await api.register(adminBookingDocumentRoutes, { prefix: "/admin/bookings", ctx });
      // The waiting list prices and holds its offers with the quotes feature's functions (decision 033).
      const quotes = waitingListQuotes;
      await api.register(waitingListRoutes, { prefix: "/waiting-list", ctx, quotes });
      await api.register(adminWaitingListRoutes, { prefix: "/admin/waiting-list", ctx });
    },
    { prefix: "/api" },
  );

  // Structured data: the catalogue's prices as guests pay them (decision 031).
  await registerWebApp(app, ctx.config, {
    offersOf: async (type, language) =>
      startingOffers(ctx.db, type, language, taxTermsOf(await readTaxSettings(ctx.db, ctx.config))),
  });
  return app;
}
