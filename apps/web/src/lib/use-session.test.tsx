import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSession } from "./use-session";

function SessionProbe() {
  const session = useSession();
  return (
    <p>
      {session.status} {session.isAuthenticated ? session.user?.name : "nobody"}{" "}
      {session.error ?? ""}
    </p>
  );
}

function renderSession(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(body, { status })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProbe />
    </QueryClientProvider>,
  );
}

describe("session state (spec section 4)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("loading, then succeeded with the user marked authenticated", async () => {
    renderSession(200, {
      success: true,
      user: {
        name: "Amal Saeed",
        email: "amal@example.com",
        isStaff: false,
        role: "guest" as const,
      },
    });
    expect(screen.getByText(/^loading/)).toBeTruthy();
    expect(await screen.findByText(/^succeeded Amal Saeed/)).toBeTruthy();
  });

  it("a visitor is an answer, not an error: succeeded, not authenticated", async () => {
    renderSession(200, { success: true, user: null });
    expect(await screen.findByText(/^succeeded nobody/)).toBeTruthy();
  });

  it("a failing server is 'failed' with the error kept", async () => {
    renderSession(500, { success: false, code: "INTERNAL", message: "Something went wrong" });
    expect(await screen.findByText(/^failed nobody Something went wrong/)).toBeTruthy();
  });
});
