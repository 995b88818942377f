import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";

type Copies = { br: Buffer; gzip: Buffer };

/** Every page in both languages several times over; more means old prices' copies piling up. */
const MAX_KEPT_PAGES = 200;

/**
 * Sends the pre-rendered pages compressed. They are not routes (the not-found handler answers
 * them), so @fastify/compress does not see them; and they change only with a new build, so each
 * is compressed once, at the highest levels, and kept: a few dozen pages of a few dozen kilobytes.
 */
export function createPageSender() {
  const negotiator = new Negotiator({ supportedValues: ["br", "gzip"] });
  const copiesByPage = new Map<string, Copies>();
  const copiesOf = (page: string): Copies => {
    let copies = copiesByPage.get(page);
    if (!copies) {
      // A page with prices in its structured data changes with them: old copies are let go.
      if (copiesByPage.size >= MAX_KEPT_PAGES) copiesByPage.clear();
      copies = {
        br: brotliCompressSync(page, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
        gzip: gzipSync(page, { level: constants.Z_BEST_COMPRESSION }),
      };
      copiesByPage.set(page, copies);
    }
    return copies;
  };
  return (request: FastifyRequest, reply: FastifyReply, page: string) => {
    const encoding = negotiator.negotiate(String(request.headers["accept-encoding"] ?? ""));
    reply.header("vary", "Cookie, Accept-Encoding");
    if (!encoding) return reply.send(page);
    return reply.header("content-encoding", encoding).send(copiesOf(page)[encoding]);
  };
}
