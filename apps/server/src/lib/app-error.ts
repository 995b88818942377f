import { type ErrorCode, type ErrorParams, errorCodes } from "@camp/shared/api/error-codes";

/**
 * The one application error. A service throws it with a code from the closed list (its HTTP status
 * comes from that list), a message a guest can read, and, for the codes whose message carries
 * numbers, the `params` the web app builds its English or Arabic text with; the error handler
 * turns it into `{ success: false, code, message, errors?, params? }`.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly params: ErrorParams | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    options: { cause?: unknown; params?: ErrorParams } = {},
  ) {
    super(message, "cause" in options ? { cause: options.cause } : undefined);
    this.name = "AppError";
    this.statusCode = errorCodes[code];
    this.params = options.params;
  }
}

export const notFound = (message: string) => new AppError("NOT_FOUND", message);
export const forbidden = (message = "You do not have permission to do that") =>
  new AppError("FORBIDDEN", message);
