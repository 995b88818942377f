import type { FastifyError, FastifyInstance } from "fastify";
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
};

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

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its schema");
      return send(500, { success: false, code: "INTERNAL_ERROR", message: INTERNAL_MESSAGE });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, "client error");
      return send(status, {
        success: false,
        code: error.code ?? "BAD_REQUEST",
        message: "The request could not be processed.",
      });
    }

    request.log.error({ err: error }, "unhandled error");
    return send(500, { success: false, code: "INTERNAL_ERROR", message: INTERNAL_MESSAGE });
  });
}
