import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { isSitePath } from "@camp/shared/routes/site-paths";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config/env";
import { uploadsDir } from "../features/images/image-storage";
import { createPageSender } from "./compressed-pages";
import { sendError } from "./error-handler";
import { loadPrerenderedPages } from "./prerendered-pages";
import { createStructuredData, type OffersOf } from "./structured-data";

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves uploaded pictures under /media/ and the built web app with history fallback: any GET
 * that is not an API call, an asset or a picture answers index.html, so a reload on /Gallery works.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  options: { offersOf: OffersOf },
): Promise<void> {
  const media = uploadsDir(config.DATA_DIR);
  await mkdir(media, { recursive: true });
  await app.register(fastifyStatic, {
    root: media,
    prefix: "/media/",
    decorateReply: false,
    // Server-made names never change content, so browsers may keep them.
    maxAge: ONE_YEAR_SECONDS * 1000,
    immutable: true,
  });

  const hasWebBuild = existsSync(path.join(config.WEB_DIST_DIR, "index.html"));
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST_DIR,
      wildcard: false,
      index: false,
      // Source maps would hand out the app's source; the build keeps them for error reports only.
      // Vite's manifest (/.vite/) is the build's own bookkeeping.
      allowedPath: (pathname) => !pathname.endsWith(".map") && !pathname.startsWith("/.vite/"),
      // The build writes .br and .gz beside each text file (apps/web/scripts/compress-build.mjs).
      preCompressed: true,
      // Cache-Control is ours alone (below): the plugin's own "max-age=0" would otherwise win.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        // Brotli, gzip or neither, by the request's Accept-Encoding (preCompressed above).
        response.setHeader("vary", "Accept-Encoding");
        response.setHeader(
          "cache-control",
          isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : "no-cache",
        );
      },
    });
  } else if (config.NODE_ENV === "production") {
    app.log.warn(`No web build in ${config.WEB_DIST_DIR}: run "npm run build" to serve the site.`);
  }

  const prerendered = loadPrerenderedPages(config.WEB_DIST_DIR, config.PUBLIC_URL, {
    isTestMode: config.PAYMENT_PROVIDER === "sandbox",
    policy: {
      fullRefundDays: config.CANCELLATION_FULL_REFUND_DAYS,
      partialRefundHours: config.CANCELLATION_PARTIAL_REFUND_HOURS,
      partialRefundPercent: config.CANCELLATION_PARTIAL_REFUND_PERCENT,
    },
  });
  const sendPage = createPageSender();
  const withStructuredData = createStructuredData(config.PUBLIC_URL, options.offersOf, app.log);
  if (hasWebBuild) {
    app.get("/sitemap.xml", async (_request, reply) =>
      reply.type("application/xml").send(prerendered.sitemap()),
    );
    // Browsers and crawlers ask for /favicon.ico whatever the page says; the site's icon is an SVG.
    app.get("/favicon.ico", async (_request, reply) => reply.redirect("/favicon.svg", 301));
    app.get("/robots.txt", async (_request, reply) =>
      reply
        .type("text/plain")
        .send(`User-agent: *\nAllow: /\nSitemap: ${config.PUBLIC_URL}/sitemap.xml\n`),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    // Every file of the build is a route of its own (wildcard: false); a missing file is a 404,
    // anything else is a page of the single-page app.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    const isPageRequest =
      (request.method === "GET" || request.method === "HEAD") &&
      !looksLikeFile &&
      pathname !== "/api" &&
      !pathname.startsWith("/api/") &&
      !pathname.startsWith("/media/");
    if (isPageRequest && hasWebBuild) {
      const page = prerendered.find(request, pathname);
      if (page) {
        // The language decides the HTML, so caches must keep one copy per cookie (and encoding).
        reply.header("cache-control", "no-cache").type("text/html; charset=utf-8");
        const language = prerendered.languageOf(request);
        return sendPage(request, reply, await withStructuredData(page, pathname, language));
      }
      // The app shows its not-found page either way; the status tells crawlers the truth.
      const isSitePage = isSitePath(pathname);
      // A payment link's page is private: never indexed, its address never sent on as a referrer.
      if (pathname.startsWith("/pay/")) {
        reply.header("x-robots-tag", "noindex, nofollow").header("referrer-policy", "no-referrer");
      }
      const shell = prerendered.findShell(request, pathname, isSitePage);
      if (shell) {
        reply
          .status(shell.isNotFound ? 404 : 200)
          .header("cache-control", "no-cache")
          .type("text/html; charset=utf-8");
        return sendPage(request, reply, shell.html);
      }
      return reply
        .status(isSitePage ? 200 : 404)
        .header("cache-control", "no-cache")
        .sendFile("index.html");
    }
    return sendError(
      reply,
      "NOT_FOUND",
      pathname.startsWith("/api") ? "No such API endpoint." : "Not found.",
    );
  });
}
