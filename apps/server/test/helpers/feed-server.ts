import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * An OTA's calendar server on 127.0.0.1 for the import tests (no network): each path serves a
 * fixture of test/fixtures/ics (or a given text) with an ETag of its bytes and a 304 when the
 * request's If-None-Match names it, or fails the way real servers fail.
 */
const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/ics");

export const readIcsFixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");

export type FeedRoute =
  | { file: string; restampEachFetch?: boolean }
  | { body: string }
  | { status: number }
  /** Accepts the connection and never answers. */
  | { hang: true };

/** Listens on `port` (0: any free one). */
export async function startFeedServer(port = 0) {
  const routes = new Map<string, FeedRoute>();
  const requests: { path: string; headers: IncomingHttpHeaders; status: number }[] = [];
  let restamps = 0;
  const server = createServer((request, response) => {
    const url = request.url ?? "";
    const route = routes.get(url);
    const answer = (status: number, headers: Record<string, string> = {}, body = "") => {
      requests.push({ path: url, headers: request.headers, status });
      response.writeHead(status, headers).end(body);
    };
    if (!route) return answer(404);
    if ("hang" in route) {
      requests.push({ path: url, headers: request.headers, status: 0 });
      return;
    }
    if ("status" in route) return answer(route.status, {}, "Service Unavailable");
    let body = "file" in route ? readIcsFixture(route.file) : route.body;
    // Booking.com writes the time of each fetch into every DTSTAMP.
    if ("file" in route && route.restampEachFetch) {
      restamps += 1;
      const stamp = new Date(Date.UTC(2026, 10, 20, 8, 0, restamps))
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d+/, "");
      body = body.replace(/^DTSTAMP:.*$/gm, `DTSTAMP:${stamp}`);
    }
    const etag = `"${createHash("sha1").update(body).digest("hex").slice(0, 16)}"`;
    if (request.headers["if-none-match"] === etag) return answer(304, { etag });
    answer(200, { "content-type": "text/calendar; charset=utf-8", etag }, body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    /** Serves `route` at `urlPath` from now on; answers the feed's full address. */
    serve(urlPath: string, route: FeedRoute) {
      routes.set(urlPath, route);
      return `${base}${urlPath}`;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
