import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { prerenderedPages } from "./app/page-meta";
import { routes } from "./app/router";
import { createI18n, type Language } from "./i18n/i18n";

export { prerenderedPages };

/**
 * Renders one route in one language to HTML, for the build's pre-rendering: the heading, text,
 * title and description are in the page before any JavaScript runs. Data from the API (prices,
 * pictures) is fetched by the browser after hydration, as on any visit.
 */
export async function render(pathname: string, language: Language) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, "http://prerender.local")));
  if (context instanceof Response)
    throw new Error(`${pathname} answered a redirect while pre-rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = createI18n(language);
  const queryClient = new QueryClient();
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  const page = prerenderedPages.find((candidate) => candidate.path === pathname);
  return {
    html,
    title: page ? `${i18n.t(page.title)} | ${i18n.t("site.name")}` : i18n.t("site.name"),
    description: page ? i18n.t(page.description) : i18n.t("site.tagline"),
    dir: i18n.dir(language),
  };
}
