import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { notFoundShell, prerenderedPages, shellPages } from "./app/page-meta";
import { routes } from "./app/router";
import { SERVER_BANNER_ID, TestModeNotice } from "./components/test-mode-banner";
import { createI18n } from "./i18n/create-i18n";
import type { Language } from "./i18n/i18n";
import { type IslandCollector, IslandCollectorContext, type IslandLoad } from "./islands/island";
import { pickTexts } from "./islands/pick-texts";
import { islands } from "./islands/registry";

export { notFoundShell, prerenderedPages, shellPages };

/** Each island's file, by its name: the pre-rendering preloads the code of a page's eager islands. */
export const islandSources = Object.fromEntries(
  Object.entries(islands).map(([name, island]) => [name, island.source]),
);

/** The head of a page the browser draws (page-meta.ts, shellPages): its title, description and direction. */
export function renderShellHead(page: { title: string; description?: string }, language: Language) {
  const i18n = createI18n(language);
  const t = (key: string) => i18n.t(key as never) as string;
  return {
    title: `${t(page.title)} | ${t("site.name")}`,
    description: t(page.description ?? "site.tagline"),
    dir: i18n.dir(language),
  };
}

/**
 * The test-mode banner in one language, for the server to write at the top of every page while it
 * runs on the sandbox card processor (outside the app's root: the app leaves it alone).
 */
export function renderTestModeBanner(language: Language) {
  return renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(language)}>
      <TestModeNotice id={SERVER_BANNER_ID} />
    </I18nextProvider>,
  );
}

/**
 * Renders one route in one language to HTML, for the build's pre-rendering: the heading, text,
 * title and description are in the page before any JavaScript runs. Data from the API (prices,
 * pictures) is fetched by the browser after hydration, as on any visit.
 */
export async function render(pathname: string, language: Language, { asIslands = false } = {}) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, "http://prerender.local")));
  if (context instanceof Response)
    throw new Error(`${pathname} answered a redirect while pre-rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = createI18n(language);
  const queryClient = new QueryClient();
  // A marketing page is drawn with markers around its islands, which say what the page must embed.
  const textPrefixes = new Set<string>();
  const pageIslands = new Map<string, IslandLoad>();
  const collector: IslandCollector | null = asIslands
    ? {
        addTexts: (prefixes) => {
          for (const prefix of prefixes) textPrefixes.add(prefix);
        },
        addIsland: (name, load) => void pageIslands.set(name, load),
      }
    : null;
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <IslandCollectorContext.Provider value={collector}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </IslandCollectorContext.Provider>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
  // The home page's slider and contact form are lazy (their code loads after the page can be used).
  // A first pass asks for their code and draws their fallback; once it is loaded, the page is drawn
  // whole: plain HTML without streaming scripts, which the site's CSP would refuse.
  let html = renderToString(app);
  for (let attempt = 0; html.includes("<!--$!-->") && attempt < 50; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    html = renderToString(app);
  }
  if (html.includes("<!--$!-->")) throw new Error(`${pathname}: a lazy part never loaded`);
  const page = prerenderedPages.find((candidate) => candidate.path === pathname);
  return {
    html,
    title: page ? `${i18n.t(page.title)} | ${i18n.t("site.name")}` : i18n.t("site.name"),
    description: page ? i18n.t(page.description) : i18n.t("site.tagline"),
    dir: i18n.dir(language),
    islands: [...pageIslands].map(([name, load]) => ({ name, load })),
    islandTexts: pickTexts(i18n.getResourceBundle(language, "translation"), textPrefixes),
  };
}
