import type { ErrorParams } from "@camp/shared/api/error-codes";
import type { ErrorResponse } from "@camp/shared/api/error-response";
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
  /**
   * Checks the answer's shape. Calls every page makes at start (the session, the card processor,
   * the photo feed) leave it out, so the first load carries no zod: the server already checks
   * each answer against the same shared schema before sending it (its serializer compiler).
   */
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
  const error = readErrorResponse(payload);
  if (error) return new ApiError(status, error.code, error.message, error.errors, error.params);
  return new ApiError(status, "HTTP_ERROR", "errors.generic");
}

function isRecordOf<V>(
  value: unknown,
  isValue: (item: unknown) => item is V,
): value is Record<string, V> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(isValue)
  );
}
const isAnything = (_value: unknown): _value is unknown => true;
const isString = (value: unknown): value is string => typeof value === "string";
const isStringOrNumber = (value: unknown): value is string | number =>
  typeof value === "string" || typeof value === "number";

/**
 * The API's error shape (`errorResponseSchema` in @camp/shared), read without zod since every page
 * can meet an error before any form loads; anything else (a proxy's HTML page, a truncated body)
 * is not it. A test holds it to the schema's verdicts.
 */
export function readErrorResponse(payload: unknown): ErrorResponse | undefined {
  if (!isRecordOf(payload, isAnything)) return undefined;
  const { success, code, message, errors, params } = payload;
  if (success !== false || !isString(code) || !isString(message)) return undefined;
  const response: ErrorResponse = { success, code, message };
  if (errors !== undefined) {
    if (!isRecordOf(errors, isString)) return undefined;
    response.errors = errors;
  }
  if (params !== undefined) {
    if (!isRecordOf(params, isStringOrNumber)) return undefined;
    response.params = params;
  }
  return response;
}
