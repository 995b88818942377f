import net from "node:net";
import { errorCodes, isErrorCode } from "@camp/shared/api/error-codes";
import { errorResponseSchema } from "@camp/shared/api/error-response";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientErrorHandler } from "../src/plugins/error-handler";
import { freePort } from "./helpers/free-port";
import { recordingLogger } from "./helpers/outbox";
import { createTestApp, type TestApp } from "./helpers/test-app";

let testApp: TestApp;
let port: number;
/** The security headers of an ordinary answer, which every refusal must carry too. */
let securityHeaders: Record<string, string>;
const SECURITY_HEADER_NAMES = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
];

beforeAll(async () => {
  testApp = await createTestApp({ BODY_LIMIT_BYTES: "2048" });
  port = await freePort();
  await testApp.app.listen({ host: "127.0.0.1", port });
  const ordinary = await testApp.app.inject({ method: "GET", url: "/api/rooms" });
  securityHeaders = Object.fromEntries(
    SECURITY_HEADER_NAMES.map((name) => [name, String(ordinary.headers[name])]),
  );
});
afterAll(() => testApp.close());

/** Sends bytes as they are (no client library tidies them) and reads the whole answer. */
function sendRaw(request: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    socket.on("close", () => resolve(answer));
    socket.on("error", () => resolve(answer));
    socket.write(request);
  });
}

function parseAnswer(answer: string) {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(" ")[1]), headers, body };
}

const longText = "a".repeat(20_000);
const cases: [string, string, number, string][] = [
  [
    "headers over the size limit",
    `GET /api/rooms HTTP/1.1\r\nHost: x\r\nX-Big: ${longText}\r\n\r\n`,
    431,
    "HEADERS_TOO_LARGE",
  ],
  [
    "an address over the size limit",
    `GET /api/rooms?q=${longText} HTTP/1.1\r\nHost: x\r\n\r\n`,
    431,
    "HEADERS_TOO_LARGE",
  ],
  [
    "a page address over the size limit",
    `GET /Gallery?q=${longText} HTTP/1.1\r\nHost: x\r\n\r\n`,
    431,
    "HEADERS_TOO_LARGE",
  ],
  ["an unknown method", "FOO / HTTP/1.1\r\nHost: x\r\n\r\n", 400, "BAD_REQUEST"],
  ["a request line that is not HTTP", "garbage\r\n\r\n", 400, "BAD_REQUEST"],
  [
    "a length that is not a number",
    "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}",
    400,
    "BAD_REQUEST",
  ],
  [
    "a broken chunk",
    "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
    400,
    "BAD_REQUEST",
  ],
  ["no Host header", "GET /api/rooms HTTP/1.1\r\nConnection: close\r\n\r\n", 400, "BAD_REQUEST"],
  [
    "a malformed escape in the address",
    "GET /api/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    400,
    "BAD_REQUEST",
  ],
  [
    "a route parameter over its length",
    `GET /api/admin/bookings/${"b".repeat(300)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    414,
    "URI_TOO_LONG",
  ],
  [
    "bad JSON",
    'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nConnection: close\r\n\r\n{"a":',
    400,
    "INVALID_JSON",
  ],
  [
    "a body over the limit",
    `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\nConnection: close\r\n\r\n${"x".repeat(5000)}`,
    413,
    "PAYLOAD_TOO_LARGE",
  ],
  [
    "an unsupported media type",
    "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: text/xml\r\nContent-Length: 3\r\nConnection: close\r\n\r\n<a>",
    415,
    "UNSUPPORTED_MEDIA_TYPE",
  ],
];

describe("[ERRORS] the framework's own refusals", () => {
  for (const [label, request, status, code] of cases) {
    it(`answers ${label} with ${status} ${code} in the one shape, with the security headers`, async () => {
      const answer = parseAnswer(await sendRaw(request));
      expect(answer.status).toBe(status);
      const body = errorResponseSchema.parse(JSON.parse(answer.body));
      expect(body.code).toBe(code);
      expect(isErrorCode(body.code) && errorCodes[body.code]).toBe(status);
      expect(answer.headers["content-type"]).toContain("application/json");
      expect(answer.headers["x-request-id"]).toBe(JSON.parse(answer.body).requestId);
      for (const [name, value] of Object.entries(securityHeaders)) {
        expect(answer.headers[name], name).toBe(value);
      }
    });
  }

  it("answers a client too slow to send its request with 408 REQUEST_TIMEOUT, and ignores a reset", () => {
    const written: string[] = [];
    let destroyed = 0;
    const socket = {
      destroyed: false,
      writable: true,
      write: (text: string) => written.push(text),
      destroy: () => {
        destroyed += 1;
      },
    } as unknown as net.Socket;
    const { logger } = recordingLogger();
    const handle = clientErrorHandler(securityHeaders, () => logger);
    handle(Object.assign(new Error("timeout"), { code: "ERR_HTTP_REQUEST_TIMEOUT" }), socket);
    expect(written[0]).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(written[0]).toContain('"code":"REQUEST_TIMEOUT"');
    expect(written[0]).toContain(
      `content-security-policy: ${securityHeaders["content-security-policy"]}`,
    );
    expect(destroyed).toBe(1);

    handle(Object.assign(new Error("reset"), { code: "ECONNRESET" }), socket);
    expect(written).toHaveLength(1);
  });
});
