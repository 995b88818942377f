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

/**
 * 401 answers about what was typed or how recently the person proved who they are, not about the
 * session: the person stays signed in and on the page (a wrong code, a wrong password in a
 * re-authentication, an action that asks for a fresh second factor).
 */
const CODES_THAT_KEEP_THE_SESSION = new Set([
  "REAUTH_REQUIRED",
  "INVALID_CODE",
  "INVALID_CREDENTIALS",
]);

let onUnauthorized: (() => void) | undefined;

/** The app registers how to go to sign-in; the one place that handles 401 for every call. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** Asks the person to confirm it is them; resolves true once they did, false if they cancelled. */
export type ReauthHandler = (error: ApiError) => Promise<boolean>;
let onReauthRequired: ReauthHandler | undefined;

/**
 * The app registers how to ask for a fresh second factor (the re-authentication dialog): a call
 * answered 401 REAUTH_REQUIRED waits for it and is sent once more after it succeeds.
 */
export function setReauthHandler(handler: ReauthHandler | undefined): void {
  onReauthRequired = handler;
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
  /**
   * Leaves out the re-authentication dialog: for the calls the dialog itself makes, whose
   * REAUTH_REQUIRED (if ever) is an answer to show, not a reason to ask again.
   */
  isReauthExempt?: boolean;
};

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const response = await send(path, options);
  const payload: unknown = await response.json().catch(() => undefined);
  return options.schema ? options.schema.parse(payload) : (payload as T);
}

/**
 * A file the API answers (a CSV export): its content and the name the server gave it, through the
 * same errors, sign-in and re-authentication path as every other call.
 */
export async function apiDownload(
  path: string,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await send(path, {});
  const disposition = response.headers.get("content-disposition") ?? "";
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}

/** Sends a call; a failed answer throws, after one retry behind a successful re-authentication. */
async function send(path: string, options: RequestOptions<unknown>): Promise<Response> {
  const response = await sendOnce(path, options);
  if (response.ok) return response;
  const error = await readFailure(response);
  if (error.code !== "REAUTH_REQUIRED" || options.isReauthExempt || !onReauthRequired) throw error;
  // Cancelled: the caller meets the refusal it would have met without the dialog.
  if (!(await onReauthRequired(error))) throw error;
  const retried = await sendOnce(path, options);
  if (retried.ok) return retried;
  throw await readFailure(retried);
}

/** A failed answer's error; a wait the server gave only in its retry-after header joins its values. */
async function readFailure(response: Response): Promise<ApiError> {
  const error = toApiError(response.status, await response.json().catch(() => undefined));
  const retryAfter = Number(response.headers.get("retry-after"));
  if (
    response.status !== 429 ||
    error.params.retryAfterSeconds !== undefined ||
    !(retryAfter > 0)
  ) {
    return error;
  }
  const params = { ...error.params, retryAfterSeconds: retryAfter };
  return new ApiError(error.status, error.code, error.message, error.fieldErrors, params);
}

async function sendOnce(path: string, options: RequestOptions<unknown>): Promise<Response> {
  try {
    return await fetch(`${API_BASE}${path}`, {
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
}

/**
 * The error of a failed answer (also for calls made without fetch, such as an upload that reports
 * its progress); a 401 sends the visitor to sign-in, as for every call.
 */
export function toApiError(status: number, payload: unknown): ApiError {
  const response = readErrorResponse(payload);
  const error = response
    ? new ApiError(status, response.code, response.message, response.errors, response.params)
    : new ApiError(status, "HTTP_ERROR", "errors.generic");
  if (
    status === 401 &&
    !CODES_THAT_KEEP_THE_SESSION.has(error.code) &&
    !PATHS_THAT_STAY_ON_401.has(window.location.pathname)
  ) {
    onUnauthorized?.();
  }
  return error;
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
