import { errorResponseSchema } from "@camp/shared/api/error-response";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, readErrorResponse, setUnauthorizedHandler } from "./api-client";

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      }),
  );
}

describe("apiRequest", () => {
  const onUnauthorized = vi.fn();
  beforeEach(() => {
    setUnauthorizedHandler(onUnauthorized);
    onUnauthorized.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, "", "/");
  });

  it("sends cookies and JSON, and answers the body", async () => {
    const fetch = answer(200, { success: true, roomData: [] });
    vi.stubGlobal("fetch", fetch);
    await expect(apiRequest("/rooms", { method: "POST", body: { a: 1 } })).resolves.toEqual({
      success: true,
      roomData: [],
    });
    expect(fetch).toHaveBeenCalledWith(
      "/api/rooms",
      expect.objectContaining({ credentials: "include", body: '{"a":1}' }),
    );
  });

  it("throws the server's code, message and field errors", async () => {
    vi.stubGlobal(
      "fetch",
      answer(400, {
        success: false,
        code: "VALIDATION_ERROR",
        message: "Email is required",
        errors: { email: "Email is required" },
      }),
    );
    const error = await apiRequest<unknown>("/auth/register", { method: "POST", body: {} }).then(
      () => undefined,
      (caught: ApiError) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION_ERROR",
      message: "Email is required",
    });
    expect(error?.fieldErrors).toEqual({ email: "Email is required" });
  });

  it("sends the browser to sign-in on a 401, except on / and /login", async () => {
    vi.stubGlobal(
      "fetch",
      answer(401, { success: false, code: "UNAUTHENTICATED", message: "Please sign in" }),
    );
    window.history.replaceState(null, "", "/my-booking");
    await expect(apiRequest("/booking/me")).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    for (const path of ["/", "/login", "/Login"]) {
      window.history.replaceState(null, "", path);
      await expect(apiRequest("/booking/me")).rejects.toBeInstanceOf(ApiError);
    }
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("turns a network failure into a readable error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(apiRequest("/rooms")).rejects.toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });
});

describe("readErrorResponse", () => {
  const answers: unknown[] = [
    { success: false, code: "NOT_FOUND", message: "Booking not found" },
    { success: false, code: "VALIDATION_ERROR", message: "Bad", errors: { email: "Required" } },
    { success: false, code: "SHORT", message: "Short", params: { nights: 2, date: "2026-12-01" } },
    { success: false, code: "X", message: "Y", extra: "dropped", errors: {}, params: {} },
    { success: true, code: "X", message: "Y" },
    { success: "false", code: "X", message: "Y" },
    { success: false, message: "no code" },
    { success: false, code: 404, message: "code is a number" },
    { success: false, code: "X", message: ["not", "text"] },
    { success: false, code: "X", message: "Y", errors: { email: 1 } },
    { success: false, code: "X", message: "Y", errors: ["Required"] },
    { success: false, code: "X", message: "Y", errors: null },
    { success: false, code: "X", message: "Y", params: { nights: true } },
    { success: false, code: "X", message: "Y", params: { nights: null } },
    { success: false, code: "X", message: "Y", params: "2 nights" },
    [{ success: false, code: "X", message: "Y" }],
    "<html>502 Bad Gateway</html>",
    null,
    undefined,
    42,
  ];

  it.each(answers.map((answer) => [JSON.stringify(answer), answer]))(
    "reads %s exactly as errorResponseSchema does",
    (_label, answer) => {
      const parsed = errorResponseSchema.safeParse(answer);
      expect(readErrorResponse(answer)).toEqual(parsed.success ? parsed.data : undefined);
    },
  );
});
