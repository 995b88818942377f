import { vi } from "vitest";

/** Stubs fetch with one answer per call, in order; the stub records the calls. */
export function answerFetch(...responses: { status: number; body: unknown }[]) {
  const fetch = vi.fn();
  for (const response of responses) {
    fetch.mockResolvedValueOnce(
      new Response(JSON.stringify(response.body), { status: response.status }),
    );
  }
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
