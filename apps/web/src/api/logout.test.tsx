import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFetch } from "../testing/answer-fetch";
import { userQueryKey } from "./get-user";
import { useLogout } from "./logout";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderLogout() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(userQueryKey, { name: "Layla", email: "layla@example.com" });
  const { result } = renderHook(() => useLogout(), {
    wrapper: ({ children }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  });
  return { queryClient, logout: result.current };
}

/** STYLE.md 8: UI side effects live in components; the hook only talks to the API and the cache. */
describe("useLogout", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("clears the user and leaves the toast to the caller", async () => {
    answerFetch({ status: 200, body: { success: true } });
    const { queryClient, logout } = renderLogout();
    await logout.mutateAsync();
    await vi.dynamicImportSettled();
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("keeps the user on a failure and shows nothing itself", async () => {
    answerFetch({
      status: 500,
      body: { success: false, code: "INTERNAL_ERROR", message: "Internal error" },
    });
    const { queryClient, logout } = renderLogout();
    await expect(logout.mutateAsync()).rejects.toThrow();
    await vi.dynamicImportSettled();
    expect(queryClient.getQueryData(userQueryKey)).not.toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
