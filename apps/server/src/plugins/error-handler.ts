import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error";

type ErrorBody = { success: false; code: string; message: string; errors?: Record<string, string> };

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again in a moment.";

/** Fastify's own client errors, each with a code and a message fit for a guest. */
const frameworkErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: "INVALID_JSON",
    message: "The request body is not valid JSON.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: "INVALID_JSON",
    message: "The request body is empty.",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
    message: "The request is too large.",
  },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
    message: "The file is too large.",
  },
  FST_PARTS_LIMIT: {
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
    message: "Too many parts in the upload.",
  },
  FST_FILES_LIMIT: { status: 413, code: "PAYLOAD_TOO_LARGE", message: "Send one file at a time." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "This content type is not accepted here.",
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Send the picture as multipart/form-data.",
  },
  FST_FIELDS_LIMIT: {
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
    message: "Too many fields in the upload.",
  },
  FST_PROTO_VIOLATION: { status: 400, code: "BAD_REQUEST", message: "The upload is not valid." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: "BAD_REQUEST",
    message: "The request's length does not match its body.",
  },
  FST_ERR_CTP_INVALID_TYPE: {
    status: 400,
    code: "BAD_REQUEST",
    message: "The request's content type is not valid.",
  },
  FST_ERR_BAD_URL: { status: 400, code: "BAD_REQUEST", message: "The address is not valid." },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: "BAD_REQUEST",
    message: "The address is too long.",
  },
  FST_ERR_ASYNC_CONSTRAINT: {
    status: 400,
    code: "BAD_REQUEST",
    message: "The request could not be processed.",
  },
};

/** Codes for the other client errors, by status, so no framework code (FST_...) leaks out. */
const CODE_BY_STATUS: Record<number, string> = {
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_ATTEMPTS",
};

/**
 * Busboy (under @fastify/multipart) throws plain errors without a status for uploads it cannot
 * read; they are the client's fault, not ours.
 */
const BROKEN_MULTIPART =
  /^(Unexpected end of (form|file)|Malformed (part header|urlencoded form)|Multipart: Boundary not found|Unsupported content type|Missing Content-Type|Malformed content type)/i;

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
      message: base.message ?? String(error),
      stack: base.stack ?? "",
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

/** Fastify's `frameworkErrors` option: errors it raises before any route or hook (a bad URL). */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = (error.code && frameworkErrors[error.code]) || frameworkErrors.FST_ERR_BAD_URL;
  if (!known) return;
  void reply
    .status(known.status)
    .send({ success: false, code: known.code, message: known.message } satisfies ErrorBody);
}

/**
 * One error handler for the whole API: every failure leaves as `{ success: false, code, message }`,
 * and a 5xx never shows its stack, SQL or internal message (those go to the log).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorBody) => reply.status(status).send(body);

    if (error instanceof AppError) {
      return send(error.statusCode, {
        success: false,
        code: error.code,
        message: error.message,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
        errors[field] ??= issue.message ?? "This value is not valid.";
      }
      const first = Object.values(errors)[0] ?? "The request is not valid.";
      return send(400, { success: false, code: "VALIDATION_ERROR", message: first, errors });
    }

    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known)
      return send(known.status, { success: false, code: known.code, message: known.message });

    if (error instanceof Error && !error.statusCode && BROKEN_MULTIPART.test(error.message)) {
      request.log.info({ reason: error.message }, "broken upload");
      return send(400, {
        success: false,
        code: "BAD_REQUEST",
        message: "The upload could not be read. Please try again.",
      });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ error: errorForLog(error) }, "response did not match its schema");
      return send(500, { success: false, code: "INTERNAL_ERROR", message: INTERNAL_MESSAGE });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ error: errorForLog(error), code: error.code }, "client error");
      return send(status, {
        success: false,
        code: CODE_BY_STATUS[status] ?? "BAD_REQUEST",
        message: "The request could not be processed.",
      });
    }

    request.log.error({ error: errorForLog(error) }, "unhandled error");
    return send(500, { success: false, code: "INTERNAL_ERROR", message: INTERNAL_MESSAGE });
  });
}
