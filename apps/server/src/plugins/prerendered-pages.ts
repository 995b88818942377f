import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyRequest } from "fastify";

type Language = "en" | "ar";

/**
 * The marketing pages the web build rendered to HTML in both languages (apps/web/scripts/prerender.mjs),
 * read once at start-up. A page goes out in the language the visitor asked for (`?lang=`) or chose
 * before (the `lang` cookie the language switcher sets), English otherwise.
 */
export function loadPrerenderedPages(webDistDir: string, publicUrl: string) {
  const dir = path.join(webDistDir, "prerendered");
  const manifestFile = path.join(dir, "manifest.json");
  const pages = new Map<string, Record<Language, string>>();
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as {
      pages: { path: string; file: string }[];
    };
    for (const page of manifest.pages) {
      pages.set(page.path, {
        en: readFileSync(path.join(dir, "en", page.file), "utf8"),
        ar: readFileSync(path.join(dir, "ar", page.file), "utf8"),
      });
    }
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

    /** sitemap.xml: every pre-rendered page in both languages, with its alternates. */
    sitemap(): string {
      const urls = [...pages.keys()].flatMap((pathname) =>
        (["en", "ar"] as const).map((language) => {
          const alternates = (["en", "ar"] as const)
            .map(
              (lang) =>
                `<xhtml:link rel="alternate" hreflang="${lang}" href="${origin}${pathname}?lang=${lang}"/>`,
            )
            .join("");
          return `<url><loc>${origin}${pathname}?lang=${language}</loc>${alternates}</url>`;
        }),
      );
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>\n`;
    },
  };
}
