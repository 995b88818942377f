import type { FastifyRequest } from "fastify";
import { AppError } from "./app-error";

const MEGABYTE = 1024 * 1024;

/** Reads a multipart upload: the `image` file (one) and the text fields, in any order. */
async function readParts(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === "file") {
      const buffer = await part.toBuffer();
      if (part.fieldname === "image") file = buffer;
    } else if (typeof part.value === "string") {
      fields[part.fieldname] = part.value;
    }
  }
  return { file, fields };
}

/**
 * Reading the request is all that happens here, so whatever fails without a status of its own is
 * the upload itself: cut short, without its closing boundary, or not multipart at all (busboy's
 * "Unexpected end of form", a stream's "Premature close"...). It is the sender's to fix, a 400,
 * whatever the wording of the library that noticed. Errors with a status (Fastify's limits) keep it.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number) {
  try {
    return await readParts(request);
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      const maxMegabytes = Math.floor((maxBytes / MEGABYTE) * 10) / 10;
      throw new AppError(
        "IMAGE_FILE_TOO_LARGE",
        `The picture's file is too large (${maxMegabytes} MB at most).`,
        undefined,
        { params: { maxMegabytes } },
      );
    }
    if (statusCode !== undefined) throw error;
    request.log.info({ reason: (error as Error).message, code }, "broken upload");
    throw new AppError(
      "BAD_REQUEST",
      "The upload could not be read. Please try again.",
      undefined,
      {
        cause: error,
      },
    );
  }
}
