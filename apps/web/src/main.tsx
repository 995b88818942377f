import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createRouter } from "./app/router";
import { paths } from "./config/paths";
import { userQueryKey } from "./features/auth/api/get-user";
import { initI18n } from "./i18n/i18n";
import { ApiError, setUnauthorizedHandler } from "./lib/api-client";
import "@fontsource-variable/noto-sans";
import "@fontsource-variable/noto-sans-arabic";
import "./styles/index.css";

initI18n();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; a network blip might.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
        failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});

const router = createRouter();
setUnauthorizedHandler(() => {
  queryClient.setQueryData(userQueryKey, null);
  void router.navigate(paths.login, { state: { from: window.location.pathname } });
});

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
