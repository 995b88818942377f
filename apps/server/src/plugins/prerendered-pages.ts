import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CancellationPolicy } from "@camp/shared/booking/cancellation-policy";
import type { FastifyRequest } from "fastify";

type Language = "en" | "ar";

type Manifest = {
  pages: { path: string; file: string }[];
  shells?: { path: string; file: string }[];
  notFound?: string;
  testModeBanner?: Record<Language, string>;
};

/**
 * The marketing pages the web build rendered to HTML in both languages, and the empty shells of
 * the pages the browser draws, each with its title, language and direction
 * (apps/web/scripts/prerender.mjs), read once at start-up. A page goes out in the language the
 * visitor asked for (`?lang=`) or chose before (the `lang` cookie the language switch sets),
 * English otherwise: the same rule as the web app's (apps/web/src/i18n/i18n.ts, pageLanguage).
 */
export function loadPrerenderedPages(
  webDistDir: string,
  publicUrl: string,
  options: { isTestMode: boolean; policy: CancellationPolicy },
) {
  const dir = path.join(webDistDir, "prerendered");
  const manifestFile = path.join(dir, "manifest.json");
  const pages = new Map<string, Record<Language, string>>();
  const shells = new Map<string, Record<Language, string>>();
  let notFound: Record<Language, string> | undefined;
  const manifest: Manifest | undefined = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, "utf8"))
    : undefined;
  // On the sandbox, every page says "test mode" from its first paint: written here, at the top of
  // the body, rather than by the app once it has asked the API, which moved the whole page down.
  const banner = options.isTestMode ? manifest?.testModeBanner : undefined;
  // The Terms of booking word the cancellation policy this server runs (its configuration):
  // the build leaves a token where each number goes (apps/web/src/features/legal).
  const withPolicy = (html: string, language: Language) => {
    const format = new Intl.NumberFormat(language === "ar" ? "ar-AE" : "en-AE").format;
    return html
      .replaceAll("%POLICY_FULL_DAYS%", format(options.policy.fullRefundDays))
      .replaceAll("%POLICY_PARTIAL_HOURS%", format(options.policy.partialRefundHours))
      .replaceAll("%POLICY_PARTIAL_PERCENT%", format(options.policy.partialRefundPercent));
  };
  const read = (language: Language, file: string) => {
    const html = withPolicy(readFileSync(path.join(dir, language, file), "utf8"), language);
    return banner ? html.replace("<body>", () => `<body>${banner[language]}`) : html;
  };
  const readBoth = (file: string): Record<Language, string> => ({
    en: read("en", file),
    ar: read("ar", file),
  });
  if (manifest) {
    for (const page of manifest.pages) pages.set(page.path, readBoth(page.file));
    for (const shell of manifest.shells ?? []) shells.set(shell.path, readBoth(shell.file));
    if (manifest.notFound) notFound = readBoth(manifest.notFound);
  }

  // Absolute URLs come from PUBLIC_URL only: Host and X-Forwarded-Host are whatever the client
  // sent, and written into the page they let anyone inject markup (docs/decisions/011-hardening.md).
  const origin = publicUrl;

  return {
    paths: [...pages.keys()],

    languageOf(request: FastifyRequest): Language {
      const asked = (request.query as { lang?: unknown } | undefined)?.lang;
      if (asked === "ar" || asked === "en") return asked;
      return request.cookies.lang === "ar" ? "ar" : "en";
    },

    /** The page's HTML for this request, or undefined when the path is not pre-rendered. */
    find(request: FastifyRequest, pathname: string): string | undefined {
      const page = pages.get(pathname);
      return page?.[this.languageOf(request)].replaceAll("%ORIGIN%", origin);
    },

    /**
     * The empty page of a route the browser draws, in the request's language, or of the not-found
     * page for a path that is none of the site's (`isNotFound`). Undefined for an older build.
     */
    findShell(
      request: FastifyRequest,
      pathname: string,
      isSitePage: boolean,
    ): { html: string; isNotFound: boolean } | undefined {
      const key = pathname.startsWith("/admin/") ? "/admin" : pathname;
      const shell = isSitePage ? shells.get(key) : notFound;
      if (!shell) return undefined;
      return { html: shell[this.languageOf(request)], isNotFound: !isSitePage };
    },

    /** sitemap.xml: every pre-rendered page in both languages, with its alternates. */
    sitemap(): string {
      // English is the default: its address has no ?lang= (as the pages' canonical links say).
      const addressOf = (pathname: string, language: Language) =>
        language === "en" ? `${origin}${pathname}` : `${origin}${pathname}?lang=${language}`;
      const urls = [...pages.keys()].flatMap((pathname) =>
        (["en", "ar"] as const).map((language) => {
          const alternates = (["en", "ar"] as const)
            .map(
              (lang) =>
                `<xhtml:link rel="alternate" hreflang="${lang}" href="${addressOf(pathname, lang)}"/>`,
            )
            .join("");
          return `<url><loc>${addressOf(pathname, language)}</loc>${alternates}</url>`;
        }),
      );
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>\n`;
    },
  };
}
