import { paths } from "@camp/shared/routes/site-paths";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from "react-router";
import { userQueryKey } from "../api/get-user";
import { initI18n } from "../i18n/i18n";
import { setReauthHandler, setUnauthorizedHandler } from "../lib/api-client";
import type { EarlyPresses } from "../lib/hold-early-presses";
import { nextTask } from "../lib/next-task";
import { OnHydrated } from "../lib/on-hydrated";
import { retryDelayMs, shouldRetryQuery } from "../lib/query-retry";
import { giveThisPageItsOwnHistoryKey } from "./own-history-key";
import { routes } from "./router";
import { watchSecondFactorRequired } from "./second-factor-required";

/**
 * Loads the code of the routes matching the first URL before React starts, so a pre-rendered page
 * hydrates onto the same markup instead of flashing a fallback.
 */
async function loadMatchedRoutes(routeObjects: RouteObject[]) {
  const matches = matchRoutes(routeObjects, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      // Each route's import in a task of its own: it puts a modulepreload link in the head for
      // each chunk of the route not yet asked for, a few milliseconds each on a phone.
      await nextTask();
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** Starts the booking app (main.tsx calls it once the pre-rendered page is on screen). */
export async function startApp(earlyPresses?: EarlyPresses) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: retryDelayMs,
        refetchOnWindowFocus: false,
      },
    },
  });

  // The page's texts and its route's code, fetched side by side before React hydrates; the
  // routes are matched in a task after i18next's start (each is a few tens of ms on a phone).
  const i18nStarted = initI18n();
  i18nStarted.catch(() => {}); // reported where it is awaited, below
  await nextTask();
  await Promise.all([i18nStarted, loadMatchedRoutes(routes)]);
  // The route's code has just been evaluated (its schemas built): hydration starts in a task of
  // its own rather than adding to that one.
  await nextTask();
  giveThisPageItsOwnHistoryKey();
  const router = createBrowserRouter(routes);
  watchSecondFactorRequired(queryClient);
  setUnauthorizedHandler(() => {
    queryClient.setQueryData(userQueryKey, null);
    void router.navigate(paths.login, {
      state: { from: `${window.location.pathname}${window.location.search}` },
    });
  });

  // An action that needs a fresh second factor asks in a dialog, fetched the first time one does.
  setReauthHandler(async () =>
    (await import("../components/reauth-dialog")).askToReauthenticate(queryClient),
  );

  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  const markHydrated = () => {
    root.dataset.hydrated = "true";
    earlyPresses?.replay();
  };
  const app = (
    <StrictMode>
      <OnHydrated onHydrated={markHydrated}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </OnHydrated>
    </StrictMode>
  );
  // In a transition, as React Router's own client entry does: hydration yields to the browser
  // every few milliseconds instead of holding a phone's main thread in one long task.
  if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  earlyPresses?.release();
}
