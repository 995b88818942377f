/**
 * The one application error. A service throws it with a code a client can branch on, the HTTP
 * status it maps to, and a message a guest can read; the error handler turns it into
 * `{ success: false, code, message }`.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "AppError";
  }
}

export const notFound = (message: string) => new AppError("NOT_FOUND", 404, message);
export const forbidden = (message = "You do not have permission to do that") =>
  new AppError("FORBIDDEN", 403, message);
