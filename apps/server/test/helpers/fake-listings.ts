import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

type Reply = { status: number; body: string; delayMs?: number; headers?: Record<string, string> };

/**
 * A local stand-in for the remote rental listings service: it records every request and answers
 * what the test told it to, so the real adapter (fetch, timeout, mapping, cache) is tested offline.
 */
export async function startFakeListings() {
  const calls: { url: URL; headers: IncomingHttpHeaders }[] = [];
  let reply: Reply = { status: 200, body: JSON.stringify(beehiveAnswer([])) };

  const server: Server = createServer((request, response) => {
    calls.push({ url: new URL(request.url ?? "/", "http://fake"), headers: request.headers });
    const { status, body, delayMs = 0, headers = {} } = reply;
    const timer = setTimeout(() => {
      response.writeHead(status, { "content-type": "application/json", ...headers });
      response.end(body);
    }, delayMs);
    response.on("close", () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answer(listings: unknown[]) {
      reply = { status: 200, body: JSON.stringify(beehiveAnswer(listings)) };
    },
    reply(next: Reply) {
      reply = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The answer's shape as spec section 7 reads it. */
export function beehiveAnswer(listings: unknown[]) {
  return { data: { beehive: { getListOfListings: { listings } } } };
}
