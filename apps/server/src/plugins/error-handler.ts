import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { type ErrorCode, type ErrorParams, errorCodes } from "@camp/shared/api/error-codes";
import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error";
import { redactText } from "../lib/log-redaction";

type ErrorBody = {
  success: false;
  code: ErrorCode;
  message: string;
  errors?: Record<string, string>;
  params?: ErrorParams;
  /** The request's id, also on every log line of the request: what a guest quotes to support. */
  requestId: string;
};

/**
 * Sends an error answer: the status always comes from the code's row in `errorCodes`, so a code
 * means the same status wherever it is sent from.
 */
export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  extra: { errors?: Record<string, string>; params?: ErrorParams } = {},
) {
  const body: ErrorBody = { success: false, code, message, ...extra, requestId: reply.request.id };
  // Also here: errors Fastify raises before the hooks run (a malformed URL) skip the onRequest hook.
  return reply.status(errorCodes[code]).header("x-request-id", reply.request.id).send(body);
}

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again in a moment.";

/** Fastify's own client errors, each with a code (which says the status) and a message fit for a guest. */
const frameworkErrors: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: "INVALID_JSON",
    message: "The request body is not valid JSON.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: "INVALID_JSON",
    message: "The request body is empty.",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: "PAYLOAD_TOO_LARGE",
    message: "The request is too large.",
  },
  FST_REQ_FILE_TOO_LARGE: {
    code: "PAYLOAD_TOO_LARGE",
    message: "The file is too large.",
  },
  FST_PARTS_LIMIT: {
    code: "PAYLOAD_TOO_LARGE",
    message: "Too many parts in the upload.",
  },
  FST_FILES_LIMIT: { code: "PAYLOAD_TOO_LARGE", message: "Send one file at a time." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "This content type is not accepted here.",
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Send the picture as multipart/form-data.",
  },
  FST_FIELDS_LIMIT: {
    code: "PAYLOAD_TOO_LARGE",
    message: "Too many fields in the upload.",
  },
  FST_PROTO_VIOLATION: { code: "BAD_REQUEST", message: "The upload is not valid." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: "BAD_REQUEST",
    message: "The request's length does not match its body.",
  },
  FST_ERR_CTP_INVALID_TYPE: {
    code: "BAD_REQUEST",
    message: "The request's content type is not valid.",
  },
  FST_ERR_BAD_URL: { code: "BAD_REQUEST", message: "The address is not valid." },
  FST_ERR_MAX_PARAM_LENGTH: {
    code: "URI_TOO_LONG",
    message: "The address is too long.",
  },
  FST_ERR_ASYNC_CONSTRAINT: {
    code: "BAD_REQUEST",
    message: "The request could not be processed.",
  },
};

/** Codes for the other client errors, by status, so no framework code (FST_...) leaks out. */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  414: "URI_TOO_LONG",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_ATTEMPTS",
};

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * What the log keeps of an unexpected error. A failed query's message carries its parameters (an
 * email, a password hash), and the driver's message may quote the value it refused, so for
 * database errors only the SQL text, the driver's code and its message with quoted values blanked stay.
 */
export function errorForLog(error: unknown): LoggedError {
  const base = (error ?? {}) as {
    name?: string;
    message?: string;
    stack?: string;
    cause?: unknown;
    query?: unknown;
  };
  const isQueryError = typeof base.message === "string" && base.message.startsWith("Failed query:");
  if (!isQueryError)
    return {
      type: base.name ?? "Error",
      message: redactText(base.message ?? String(error)),
      stack: redactText(base.stack ?? ""),
    };
  const cause = (base.cause ?? {}) as {
    code?: string;
    message?: string;
    table?: string;
    constraint?: string;
  };
  return {
    type: "DatabaseError",
    message: cause.message?.replace(/"[^"]*"/g, '"…"') ?? "query failed",
    // The stack's first lines repeat the message, parameters included: keep only the frames.
    stack: (base.stack ?? "")
      .split("\n")
      .filter((line) => line.trimStart().startsWith("at "))
      .join("\n"),
    query: typeof base.query === "string" ? base.query : undefined,
    code: cause.code,
    table: cause.table,
    constraint: cause.constraint,
  };
}

/**
 * Fastify's `frameworkErrors` option: errors it raises before any route or hook (a bad URL), so
 * before the hook that adds the security headers: they are added here.
 */
export function frameworkErrorHandler(securityHeaders: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    const known = (error.code && frameworkErrors[error.code]) || frameworkErrors.FST_ERR_BAD_URL;
    if (!known) return;
    void sendError(reply.headers(securityHeaders), known.code, known.message);
  };
}

/** Node's HTTP parser's refusals (https://nodejs.org/api/http.html#event-clienterror), by its code. */
function clientErrorOf(error: { code?: string }): { code: ErrorCode; message: string } {
  if (error.code === "HPE_HEADER_OVERFLOW")
    return {
      code: "HEADERS_TOO_LARGE",
      message: "The request's address or headers are too large.",
    };
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT" || error.code === "ERR_HTTP_HEADERS_TIMEOUT")
    return { code: "REQUEST_TIMEOUT", message: "The request took too long to arrive." };
  return { code: "BAD_REQUEST", message: "The request could not be read." };
}

/**
 * Fastify's `clientErrorHandler` option: a request Node's parser refuses before Fastify sees it
 * (headers or an address over the size limit, a malformed request line or length, a client too
 * slow). There is no request or reply yet, so the answer is written to the socket as it is, but in
 * the one error shape, with a request id and the security headers every other answer carries.
 */
export function clientErrorHandler(
  securityHeaders: Record<string, string>,
  log: () => FastifyBaseLogger,
) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    // A reset connection has nobody left to answer.
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const { code, message } = clientErrorOf(error);
    const requestId = randomUUID();
    // Debug, as Fastify's own: a fuzzer's thousands of malformed requests would flood the log.
    log().debug(
      { requestId, reason: error.code ?? error.message, code },
      "client error before routing",
    );
    if (socket.writable) {
      const body = JSON.stringify({ success: false, code, message, requestId });
      const status = errorCodes[code];
      const headers = {
        ...securityHeaders,
        "content-type": "application/json; charset=utf-8",
        "content-length": String(Buffer.byteLength(body)),
        "x-request-id": requestId,
        connection: "close",
      };
      const head = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}`)
        .join("\r\n");
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}

/**
 * One error handler for the whole API: every failure leaves as `{ success: false, code, message }`,
 * and a 5xx never shows its stack, SQL or internal message (those go to the log).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (code: ErrorCode, message: string, extra?: Parameters<typeof sendError>[3]) =>
      sendError(reply, code, message, extra);

    if (error instanceof AppError) {
      return send(error.code, error.message, {
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
        ...(error.params ? { params: error.params } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
        errors[field] ??= issue.message ?? "This value is not valid.";
      }
      const first = Object.values(errors)[0] ?? "The request is not valid.";
      return send("VALIDATION_ERROR", first, { errors });
    }

    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) return send(known.code, known.message);

    if (isResponseSerializationError(error)) {
      request.log.error({ error: errorForLog(error) }, "response did not match its schema");
      return send("INTERNAL_ERROR", INTERNAL_MESSAGE);
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ error: errorForLog(error), code: error.code }, "client error");
      // Another 4xx (a plugin's 405 or 431) answers as the nearest code, with that code's status.
      return send(CODE_BY_STATUS[status] ?? "BAD_REQUEST", "The request could not be processed.");
    }

    request.log.error({ error: errorForLog(error) }, "unhandled error");
    return send("INTERNAL_ERROR", INTERNAL_MESSAGE);
  });
}
