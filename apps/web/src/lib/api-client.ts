import type { ErrorParams } from "@camp/shared/api/error-codes";
import { errorResponseSchema } from "@camp/shared/api/error-response";
import type { z } from "zod";

/** Base path of every call (spec section 7: "The API base path ends in /api"). */
export const API_BASE = "/api";

/**
 * What the client knows about a failed call: the server's code, message, per-field errors and the
 * values its message is built with. Screens show it with `useErrorMessage` (i18n/server-messages).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    readonly params: ErrorParams = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Paths where a 401 is an answer, not a reason to leave the page (spec section 6). */
const PATHS_THAT_STAY_ON_401 = new Set(["/", "/login", "/Login"]);

let onUnauthorized: (() => void) | undefined;

/** The app registers how to go to sign-in; the one place that handles 401 for every call. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

type RequestOptions<T> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? "GET",
      credentials: "include",
      headers: options.body === undefined ? {} : { "content-type": "application/json" },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK_ERROR", "errors.network");
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, payload);
  return options.schema ? options.schema.parse(payload) : (payload as T);
}

/**
 * The error of a failed answer (also for calls made without fetch, such as an upload that reports
 * its progress); a 401 sends the visitor to sign-in, as for every call.
 */
export function toApiError(status: number, payload: unknown): ApiError {
  if (status === 401 && !PATHS_THAT_STAY_ON_401.has(window.location.pathname)) {
    onUnauthorized?.();
  }
  const parsed = errorResponseSchema.safeParse(payload);
  if (parsed.success) {
    return new ApiError(
      status,
      parsed.data.code,
      parsed.data.message,
      parsed.data.errors,
      parsed.data.params,
    );
  }
  return new ApiError(status, "HTTP_ERROR", "errors.generic");
}
