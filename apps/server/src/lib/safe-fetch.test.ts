import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkFeedAddress,
  FeedFetchError,
  type FeedFetchOptions,
  fetchFeed,
  formatBytes,
} from "./safe-fetch";

/** The feed fetch guard against local HTTP servers on 127.0.0.1 (decision 032). */

const CALENDAR = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
const routes = new Map<string, Handler>();
const seen: IncomingMessage[] = [];
let server: Server;
let base: string;
let port: number;
/** Another loopback server: the allow list names 127.0.0.1 on `port` only. */
let other: Server;
let otherPort: number;
/** Options that allow 127.0.0.1 on the test server's port (set once it listens). */
let allowed: FeedFetchOptions;

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request);
    const handler = routes.get(request.url ?? "");
    if (handler) handler(request, response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  allowed = {
    allowHosts: [{ host: "127.0.0.1", port }],
    timeoutMs: 2000,
    maxBytes: 4096,
    maxRedirects: 3,
  };
  other = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/calendar" }).end(CALENDAR);
  });
  await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  otherPort = (other.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  other.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => other.close(resolve));
});

const serve = (path: string, handler: Handler) => routes.set(path, handler);
const calendarAt = (path: string, headers: Record<string, string> = {}) =>
  serve(path, (_request, response) => {
    response.writeHead(200, { "content-type": "text/calendar", ...headers }).end(CALENDAR);
  });

/** The message of the FeedFetchError a call throws (fails the test if it throws anything else). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => new Error("expected a FeedFetchError, but the fetch succeeded"),
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(FeedFetchError);
  return (error as Error).message;
}

describe("[CHANNELS] fetch guard: addresses", () => {
  it("refuses a loopback address without the allow list, and never connects", async () => {
    calendarAt("/loop.ics");
    const before = seen.length;
    const message = await refusal(fetchFeed(`${base}/loop.ics`, { ...allowed, allowHosts: [] }));
    expect(message).toBe("address 127.0.0.1 is on this machine's own network (loopback)");
    expect(seen.length).toBe(before);
  });

  it("refuses a host name that resolves to loopback (judged in the connection's own lookup)", async () => {
    calendarAt("/name.ics");
    const message = await refusal(
      fetchFeed(`http://localhost:${port}/name.ics`, { ...allowed, allowHosts: [] }),
    );
    expect(message).toMatch(/^address (127\.0\.0\.1|::1) is on this machine's own network/);
  });

  it("refuses an IPv4-mapped IPv6 literal by the IPv4 address it carries", async () => {
    const message = await refusal(
      fetchFeed(`http://[::ffff:127.0.0.1]:${port}/loop.ics`, { ...allowed, allowHosts: [] }),
    );
    expect(message).toBe("address 127.0.0.1 is on this machine's own network (loopback)");
    expect(
      await refusal(fetchFeed("http://[::ffff:a00:5]/x.ics", { ...allowed, allowHosts: [] })),
    ).toBe("address 10.0.0.5 is on a private network");
  });

  it("refuses an IPv4-compatible IPv6 literal (::127.0.0.1, which URLs write ::7f00:1) by the IPv4 address it carries", async () => {
    expect(await checkFeedAddress("http://[::127.0.0.1]/x.ics", [])).toBe(
      "address 127.0.0.1 is on this machine's own network (loopback)",
    );
    expect(await checkFeedAddress("http://[::a00:5]/x.ics", [])).toBe(
      "address 10.0.0.5 is on a private network",
    );
    expect(
      await refusal(
        fetchFeed(`http://[::7f00:1]:${port}/loop.ics`, { ...allowed, allowHosts: [] }),
      ),
    ).toBe("address 127.0.0.1 is on this machine's own network (loopback)");
  });

  it("reads a loopback feed the allow list names, by address or by host name", async () => {
    calendarAt("/ok.ics", { etag: '"v1"', "last-modified": "Fri, 20 Nov 2026 08:00:00 GMT" });
    expect(await fetchFeed(`${base}/ok.ics`, allowed)).toEqual({
      status: "ok",
      body: CALENDAR,
      etag: '"v1"',
      lastModified: "Fri, 20 Nov 2026 08:00:00 GMT",
    });
    const byName = await fetchFeed(`http://localhost:${port}/ok.ics`, {
      ...allowed,
      allowHosts: [{ host: "localhost", port }],
    });
    expect(byName.status).toBe("ok");
  });

  it("opens only the port an allowed entry names, not the rest of the host", async () => {
    // Before entries named ports, "127.0.0.1" opened every port of the machine (5432 included).
    expect(await refusal(fetchFeed(`http://127.0.0.1:${otherPort}/x.ics`, allowed))).toBe(
      "address 127.0.0.1 is on this machine's own network (loopback)",
    );
    const byName = { ...allowed, allowHosts: [{ host: "localhost", port }] };
    expect(await refusal(fetchFeed(`http://localhost:${otherPort}/x.ics`, byName))).toMatch(
      /loopback/,
    );
    serve("/to-other-port", (_q, response) =>
      response.writeHead(302, { location: `http://127.0.0.1:${otherPort}/x.ics` }).end(),
    );
    expect(await refusal(fetchFeed(`${base}/to-other-port`, allowed))).toMatch(/loopback/);
    const both = {
      ...allowed,
      allowHosts: [...allowed.allowHosts, { host: "127.0.0.1", port: otherPort }],
    };
    expect((await fetchFeed(`${base}/to-other-port`, both)).status).toBe("ok");
  });

  it("refuses other schemes and addresses with credentials", async () => {
    expect(await refusal(fetchFeed("ftp://127.0.0.1/x.ics", allowed))).toBe(
      "not an http or https address",
    );
    expect(await refusal(fetchFeed(`http://user:pw@127.0.0.1:${port}/ok.ics`, allowed))).toBe(
      "carries a user name or password",
    );
  });

  it("judges addresses for staff adding a feed", async () => {
    expect(await checkFeedAddress("http://10.0.0.5/cal.ics", [])).toBe(
      "address 10.0.0.5 is on a private network",
    );
    expect(await checkFeedAddress("https://169.254.169.254/latest", [])).toBe(
      "address 169.254.169.254 is on a link-local network",
    );
    expect(await checkFeedAddress("http://[fd00::1]/x", [])).toBe(
      "address fd00::1 is on a private network",
    );
    expect(await checkFeedAddress("http://100.64.1.2/x", [])).toBe(
      "address 100.64.1.2 is on a carrier-grade NAT network",
    );
    expect(await checkFeedAddress("http://0.0.0.0/x", [])).toMatch(/^address 0\.0\.0\.0 is on/);
    expect(await checkFeedAddress("http://localhost/x", [])).toMatch(/loopback/);
    expect(
      await checkFeedAddress("http://localhost/x", [{ host: "localhost", port: 80 }]),
    ).toBeNull();
    const local8080 = [{ host: "127.0.0.1", port: 8080 }];
    expect(await checkFeedAddress("http://127.0.0.1:8080/x", local8080)).toBeNull();
    expect(await checkFeedAddress("http://127.0.0.1:5432/x", local8080)).toMatch(/loopback/);
    expect(await checkFeedAddress("https://127.0.0.1/x", local8080)).toMatch(/loopback/);
    expect(await checkFeedAddress("http://8.8.8.8/x.ics", [])).toBeNull();
    expect(await checkFeedAddress("javascript:alert(1)", [])).toBe("not an http or https address");
    // A name that does not resolve now is judged again by every fetch.
    expect(await checkFeedAddress("https://no-such-host.invalid/cal.ics", [])).toBeNull();
  });
});

describe("[CHANNELS] fetch guard: redirects", () => {
  it("follows up to three redirects, each judged again", async () => {
    serve("/r1", (_q, response) => response.writeHead(302, { location: "/r2" }).end());
    serve("/r2", (_q, response) => response.writeHead(301, { location: `${base}/r3` }).end());
    serve("/r3", (_q, response) => response.writeHead(307, { location: "/ok.ics" }).end());
    calendarAt("/ok.ics");
    expect((await fetchFeed(`${base}/r1`, allowed)).status).toBe("ok");
    serve("/r0", (_q, response) => response.writeHead(308, { location: "/r1" }).end());
    expect(await refusal(fetchFeed(`${base}/r0`, allowed))).toBe("too many redirects");
  });

  it("refuses a redirect to an address the allow list does not name", async () => {
    serve("/to-metadata", (_q, response) =>
      response.writeHead(302, { location: "http://169.254.169.254/latest/meta-data" }).end(),
    );
    expect(await refusal(fetchFeed(`${base}/to-metadata`, allowed))).toBe(
      "address 169.254.169.254 is on a link-local network",
    );
    // 127.0.0.2 answers on Linux, so only the guard stops this one.
    serve("/to-other-loopback", (_q, response) =>
      response.writeHead(302, { location: `http://127.0.0.2:${port}/ok.ics` }).end(),
    );
    expect(await refusal(fetchFeed(`${base}/to-other-loopback`, allowed))).toBe(
      "address 127.0.0.2 is on this machine's own network (loopback)",
    );
    serve("/to-file", (_q, response) =>
      response.writeHead(302, { location: "file:///etc/passwd" }).end(),
    );
    expect(await refusal(fetchFeed(`${base}/to-file`, allowed))).toBe(
      "not an http or https address",
    );
  });
});

describe("[CHANNELS] fetch guard: limits and answers", () => {
  it("gives up on a server that never answers, after the time limit", async () => {
    // The server never answers: the refusal ends the wait (else the test's own time limit would).
    serve("/silent", () => undefined);
    expect(await refusal(fetchFeed(`${base}/silent`, { ...allowed, timeoutMs: 300 }))).toBe(
      "timed out after 0.3 s",
    );
  });

  it("counts the body in the time limit", async () => {
    serve("/slow-body", (_q, response) => {
      response.writeHead(200, { "content-type": "text/calendar" });
      response.write("BEGIN:VCALENDAR\r\n");
      // ...and the rest never comes.
    });
    expect(await refusal(fetchFeed(`${base}/slow-body`, { ...allowed, timeoutMs: 300 }))).toBe(
      "timed out after 0.3 s",
    );
  });

  it("refuses a body over the size limit, declared or streamed", async () => {
    const big = `BEGIN:VCALENDAR\r\n${"X-FILL:".padEnd(70, "x")}\r\n`.repeat(100);
    serve("/declared", (_q, response) => {
      response.writeHead(200, { "content-length": String(Buffer.byteLength(big)) }).end(big);
    });
    serve("/streamed", (_q, response) => {
      response.writeHead(200, { "content-type": "text/calendar" });
      for (let index = 0; index < 10; index += 1) response.write(big.slice(0, 700));
      response.end();
    });
    expect(await refusal(fetchFeed(`${base}/declared`, { ...allowed, maxBytes: 1024 }))).toBe(
      "larger than 1 KB",
    );
    expect(await refusal(fetchFeed(`${base}/streamed`, { ...allowed, maxBytes: 1024 }))).toBe(
      "larger than 1 KB",
    );
    expect([formatBytes(2 * 1024 * 1024), formatBytes(1536)]).toEqual(["2 MB", "1.5 KB"]);
  });

  it("sends the validators and reads 304 as not modified", async () => {
    let conditional: Record<string, unknown> = {};
    serve("/etag.ics", (request, response) => {
      conditional = {
        ifNoneMatch: request.headers["if-none-match"],
        ifModifiedSince: request.headers["if-modified-since"],
      };
      if (request.headers["if-none-match"] === '"abc"') response.writeHead(304).end();
      else response.writeHead(200, { etag: '"abc"' }).end(CALENDAR);
    });
    const first = await fetchFeed(`${base}/etag.ics`, allowed);
    expect(first).toMatchObject({ status: "ok", etag: '"abc"', lastModified: null });
    expect(conditional).toEqual({ ifNoneMatch: undefined, ifModifiedSince: undefined });
    const second = await fetchFeed(`${base}/etag.ics`, {
      ...allowed,
      etag: '"abc"',
      lastModified: "Fri, 20 Nov 2026 08:00:00 GMT",
    });
    expect(second).toEqual({ status: "not_modified" });
    expect(conditional).toEqual({
      ifNoneMatch: '"abc"',
      ifModifiedSince: "Fri, 20 Nov 2026 08:00:00 GMT",
    });
  });

  it("says which HTTP status a failing server answered", async () => {
    serve("/broken", (_q, response) => response.writeHead(500).end("Internal Server Error"));
    expect(await refusal(fetchFeed(`${base}/broken`, allowed))).toBe("answered HTTP 500");
    expect(await refusal(fetchFeed(`${base}/missing`, allowed))).toBe("answered HTTP 404");
  });

  it("refuses a body that is not a calendar", async () => {
    serve("/login", (_q, response) =>
      response.writeHead(200, { "content-type": "text/html" }).end("<html>Sign in</html>"),
    );
    expect(await refusal(fetchFeed(`${base}/login`, allowed))).toBe(
      "not a calendar (no BEGIN:VCALENDAR)",
    );
  });

  it("says when nothing listens on the port", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const allowingClosed = { ...allowed, allowHosts: [{ host: "127.0.0.1", port: closedPort }] };
    expect(await refusal(fetchFeed(`http://127.0.0.1:${closedPort}/x.ics`, allowingClosed))).toBe(
      `127.0.0.1:${closedPort} refused the connection`,
    );
  });
});
