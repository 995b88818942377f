import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyHelmetOptions } from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../config/env";
import { AppError, forbidden } from "../lib/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Security headers. The CSP allows only this origin (plus the OpenStreetMap embed of the contact
 * section); Stripe's hosts are allowed only while Stripe is the payment provider
 * (https://docs.stripe.com/security/guide#content-security-policy). `upgrade-insecure-requests`
 * is left out so that http://localhost keeps working; HTTPS deployments get HSTS from the proxy.
 * With the remote listings service on, its pictures come from its own image hosts (any https:).
 */
function helmetOptions(config: Config): FastifyHelmetOptions {
  const listingPictures = config.LISTINGS_SOURCE === "remote" ? ["https:"] : [];
  const isStripe = config.PAYMENT_PROVIDER === "stripe";
  const stripeScripts = isStripe ? ["https://js.stripe.com"] : [];
  const stripeFrames = isStripe ? ["https://js.stripe.com", "https://hooks.stripe.com"] : [];
  const stripeCalls = isStripe ? ["https://api.stripe.com"] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...listingPictures],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...stripeCalls],
        mediaSrc: ["'self'"],
        frameSrc: ["https://www.openstreetmap.org", ...stripeFrames],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  };
}

/**
 * Helmet's headers on every answer, worked out once at start: @fastify/helmet calls helmet(options)
 * on every request, which builds each header's middleware and parses the CSP directives again
 * (about as much CPU as a statement of the request). Set on the raw response in onRequest, as
 * @fastify/helmet does, so answers written outside Fastify's reply carry them too.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const writes = helmetWrites(config);
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of writes) {
      if (value === undefined) reply.raw.removeHeader(name);
      else reply.raw.setHeader(name, value);
    }
    done();
  });
}

/** What helmet does to a response with these options, in order: a header set, or removed (undefined). */
function helmetWrites(config: Config): [string, string | undefined][] {
  const writes: [string, string | undefined][] = [];
  const response = {
    setHeader: (name: string, value: unknown) => {
      writes.push([name, String(value)]);
    },
    removeHeader: (name: string) => {
      writes.push([name, undefined]);
    },
  } as unknown as ServerResponse;
  // @fastify/helmet declares helmet's options again (its own copy of the types): same object.
  helmet(helmetOptions(config) as HelmetOptions)({} as IncomingMessage, response, () => {});
  return writes;
}

/**
 * Node would answer an HTTP/1.1 request without Host itself, bare (the server's requireHostHeader,
 * turned off in app.ts); refused here, after the security headers' hook, it gets the error shape
 * and those headers like every other answer.
 */
export function registerHostCheck(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (request.raw.httpVersion === "1.1" && !request.headers.host)
      throw new AppError("BAD_REQUEST", "The request has no Host header.");
  });
}

/**
 * The same headers as a plain list, for the answers written before Fastify's hooks run (a URL it
 * cannot parse, headers too large for Node's parser): helmet itself writes them onto a stand-in
 * response, so they cannot drift from what every other answer carries.
 */
export function securityHeadersOf(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of helmetWrites(config)) {
    if (value === undefined) delete headers[name.toLowerCase()];
    else headers[name.toLowerCase()] = value;
  }
  return headers;
}

/** An address's origin as a browser writes it (no default port), or null when it is not one. */
function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

function isAllowedOrigin(request: FastifyRequest, origin: string, config: Config): boolean {
  const allowed = [
    `${request.protocol}://${request.host}`,
    config.PUBLIC_URL,
    ...config.ALLOWED_ORIGINS,
  ];
  const normalized = originOf(origin);
  return allowed.some(
    (entry) => entry === origin || (normalized !== null && originOf(entry) === normalized),
  );
}

/**
 * Refuses a state-changing request that another site made the browser send (CSRF): the browser
 * says where it comes from in Origin, Sec-Fetch-Site or, when an older browser or a privacy
 * setting leaves both out, Referer (OWASP CSRF cheat sheet, "verifying origin with standard
 * headers"). A request with none of them (curl, a server) carries no ambient cookie of a victim,
 * so it passes.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!isAllowedOrigin(request, origin, config)) {
        throw forbidden("Requests from another site are not accepted");
      }
      return;
    }
    const site = request.headers["sec-fetch-site"];
    if (site === "cross-site" || site === "same-site") {
      throw forbidden("Requests from another site are not accepted");
    }
    const referer = request.headers.referer;
    if (referer !== undefined) {
      const from = originOf(referer);
      if (from === null || !isAllowedOrigin(request, from, config)) {
        throw forbidden("Requests from another site are not accepted");
      }
    }
  });
}
