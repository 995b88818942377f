import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { useQuery } from "./query";

/**
 * The islands' stand-in for TanStack Query asks a failed query again as the booking app does
 * (src/lib/query-retry.ts): twice more after a network error or a 5xx, 1 s then 2 s apart, never
 * after a 4xx.
 */
describe("the islands' useQuery", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Renders a query under its own key (the cache is shared by every island of a page). */
  function renderQuery(queryFn: () => Promise<string>) {
    const queryKey = ["retry-test", Math.random()];
    return renderHook(() => useQuery({ queryKey, queryFn }));
  }
  const settle = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it("answers after a network error or a 5xx, asked again 1 s and then 2 s later", async () => {
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockRejectedValueOnce(new ApiError(503, "SERVICE_UNAVAILABLE", "down"))
      .mockResolvedValue("figures");
    const { result } = renderQuery(queryFn);
    await settle(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(result.current.isPending).toBe(true);
    await settle(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await settle(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await settle(2000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(result.current.data).toBe("figures");
    expect(result.current.isSuccess).toBe(true);
  });

  it("fails after three tries", async () => {
    const queryFn = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError("offline"));
    const { result } = renderQuery(queryFn);
    await settle(10_000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(result.current.isError).toBe(true);
    expect(result.current.error).toBeInstanceOf(TypeError);
  });

  it("does not ask again after a 4xx", async () => {
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValue(new ApiError(404, "NOT_FOUND", "gone"));
    const { result } = renderQuery(queryFn);
    await settle(10_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(result.current.isError).toBe(true);
  });
});
