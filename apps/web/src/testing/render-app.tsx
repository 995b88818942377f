import type { PublicUser } from "@camp/shared/auth/auth-schemas";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { type InitialEntry, MemoryRouter } from "react-router";
import { userQueryKey } from "../api/get-user";
import { initI18n, loadConsoleTexts, loadPageTexts } from "../i18n/i18n";
import { ar } from "../i18n/locales/ar";

const i18n = await initI18n("en");
// Every page's texts (the console's too), as a route's code loads them before the page renders.
await Promise.all([loadPageTexts(), loadConsoleTexts()]);
// Tests switch languages with i18n.changeLanguage too: both are there from the start.
i18n.addResourceBundle("ar", "translation", ar);

/** Renders UI with the app's providers; `user` seeds the session (null: signed out). */
export function renderWithApp(
  ui: ReactNode,
  options: { user?: PublicUser | null; route?: InitialEntry } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(userQueryKey, options.user ?? null);
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[options.route ?? "/"]}>{ui}</MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    ),
  };
}

export { i18n };
