import { errorResponseSchema } from "@camp/shared/api/error-response";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  apiDownload,
  apiRequest,
  readErrorResponse,
  setReauthHandler,
  setUnauthorizedHandler,
} from "./api-client";

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

describe("re-authentication (decision 054)", () => {
  const onUnauthorized = vi.fn();
  const reauthRequired = { success: false, code: "REAUTH_REQUIRED", message: "Confirm it is you" };
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers });
  beforeEach(() => {
    setUnauthorizedHandler(onUnauthorized);
    onUnauthorized.mockReset();
    window.history.replaceState(null, "", "/admin/security");
  });
  afterEach(() => {
    setReauthHandler(undefined);
    vi.unstubAllGlobals();
    window.history.replaceState(null, "", "/");
  });

  it("keeps the session on a 401 about a code, a password or freshness", async () => {
    for (const code of ["REAUTH_REQUIRED", "INVALID_CODE", "INVALID_CREDENTIALS"]) {
      vi.stubGlobal("fetch", answer(401, { success: false, code, message: "No" }));
      await expect(apiRequest("/auth/reauth", { method: "POST" })).rejects.toMatchObject({ code });
    }
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("asks once, then sends the call again after the person confirmed", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(401, reauthRequired))
      .mockResolvedValueOnce(json(200, { success: true }));
    vi.stubGlobal("fetch", fetch);
    const ask = vi.fn(async () => true);
    setReauthHandler(ask);
    await expect(apiRequest("/auth/two-factor/totp", { method: "DELETE" })).resolves.toEqual({
      success: true,
    });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]?.[1]).toMatchObject({ method: "DELETE" });
  });

  it("rejects with the first refusal when the person cancels, and sends nothing more", async () => {
    const fetch = vi.fn().mockResolvedValueOnce(json(401, reauthRequired));
    vi.stubGlobal("fetch", fetch);
    setReauthHandler(async () => false);
    await expect(apiRequest("/auth/two-factor/totp", { method: "DELETE" })).rejects.toMatchObject({
      code: "REAUTH_REQUIRED",
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("does not ask for the calls the dialog makes itself", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValueOnce(json(401, reauthRequired)));
    const ask = vi.fn(async () => true);
    setReauthHandler(ask);
    await expect(
      apiRequest("/auth/passkeys/reauth/options", { method: "POST", isReauthExempt: true }),
    ).rejects.toMatchObject({ code: "REAUTH_REQUIRED" });
    expect(ask).not.toHaveBeenCalled();
  });

  it("downloads a file through the same path, with the server's file name", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(401, reauthRequired))
      .mockResolvedValueOnce(
        new Response("a,b\r\n", {
          status: 200,
          headers: { "content-disposition": 'attachment; filename="bookings-2026-11-29.csv"' },
        }),
      );
    vi.stubGlobal("fetch", fetch);
    setReauthHandler(async () => true);
    const file = await apiDownload("/admin/bookings/export.csv", "bookings.csv");
    expect(file.fileName).toBe("bookings-2026-11-29.csv");
    expect(await file.blob.text()).toBe("a,b\r\n");
  });

  it("reads a wait given only in the retry-after header", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn().mockResolvedValueOnce(
        json(
          429,
          { success: false, code: "TOO_MANY_ATTEMPTS", message: "Wait" },
          {
            "retry-after": "120",
          },
        ),
      ),
    );
    await expect(apiRequest("/auth/reauth", { method: "POST" })).rejects.toMatchObject({
      params: { retryAfterSeconds: 120 },
    });
  });
});
