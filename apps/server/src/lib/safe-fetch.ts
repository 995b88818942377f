import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { Agent, request } from "undici";

/**
 * Reads an OTA's calendar feed from an address staff typed in, without letting that address reach
 * into the resort's own network (decision 032): http(s) only; every address a host name resolves
 * to, and a literal IP, must be public unicast unless the allow list names the host or the address;
 * an allowed entry names a host and a port, and opens that port only (decision 044);
 * the check runs inside the connection (the socket's own DNS lookup), so a name that resolves to a
 * public address when judged and a private one when connecting (DNS rebinding) is refused too;
 * redirects are followed by hand, each hop judged again; one time limit covers the whole answer,
 * body included; the body stops being read past the size limit.
 */

/** Why a feed could not be read, in words staff can read in the console. */
export class FeedFetchError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "FeedFetchError";
  }
}

/** One entry of CALENDAR_FEED_ALLOW_HOSTS: a host name or address (lower case, no brackets) and a port. */
export type AllowedHost = { host: string; port: number };

export type FeedFetchOptions = {
  /** Hosts and ports that may be reached even when not public (CALENDAR_FEED_ALLOW_HOSTS). */
  allowHosts: readonly AllowedHost[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** The validators of the last good answer: a 304 then means nothing changed. */
  etag?: string | null;
  lastModified?: string | null;
};

export type FeedFetchResult =
  | { status: "ok"; body: string; etag: string | null; lastModified: string | null }
  | { status: "not_modified" };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = "DesertCampResort-CalendarSync/1.0";
const LOOKUP_TIMEOUT_MS = 5000;

/** What a range of ipaddr.js means, for the sentence staff read. */
const RANGE_WORDS: Record<string, string> = {
  private: "a private network",
  uniqueLocal: "a private network",
  loopback: "this machine's own network (loopback)",
  linkLocal: "a link-local network",
  carrierGradeNat: "a carrier-grade NAT network",
  unspecified: "no network (unspecified address)",
  broadcast: "a broadcast address",
  multicast: "a multicast address",
  reserved: "a reserved network",
};

/**
 * An address as the guard judges it: an IPv4-mapped IPv6 address (::ffff:10.0.0.5) and an
 * IPv4-compatible one (::10.0.0.5, deprecated, which URLs and resolvers write ::a00:5 and ipaddr.js
 * calls unicast) as the IPv4 address they carry.
 */
function addressOf(value: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const parsed = ipaddr.process(value);
  if (parsed.kind() !== "ipv6" || parsed.range() !== "unicast") return parsed;
  const bytes = parsed.toByteArray();
  return bytes.slice(0, 12).every((byte) => byte === 0)
    ? ipaddr.fromByteArray(bytes.slice(12))
    : parsed;
}

/** An address as one canonical string (one carrying an IPv4 as that IPv4), or null if it is none. */
function canonicalAddress(value: string): string | null {
  const bare = value.replace(/^\[|\]$/g, "");
  if (!ipaddr.isValid(bare)) return null;
  return addressOf(bare).toString();
}

/** Whether the allow list names this host (a name, or an address in any of its forms) on this port. */
function isAllowed(host: string, port: number, allowHosts: readonly AllowedHost[]): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, "");
  const address = canonicalAddress(name);
  return allowHosts.some(
    (allowed) =>
      allowed.port === port &&
      (allowed.host === name || (address !== null && canonicalAddress(allowed.host) === address)),
  );
}

/** Null when the address may be reached; else why not. */
function refusalOf(
  address: string,
  port: number,
  allowHosts: readonly AllowedHost[],
): string | null {
  if (isAllowed(address, port, allowHosts)) return null;
  const parsed = addressOf(address);
  const range = parsed.range();
  if (range === "unicast") return null;
  const where = RANGE_WORDS[range] ?? `a network that is not public (${range})`;
  return `address ${parsed.toString()} is on ${where}`;
}

/** Every address a host name resolves to (throws the resolver's error). */
function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new FeedFetchError(`host ${hostname} did not resolve in time`)),
      LOOKUP_TIMEOUT_MS,
    );
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(addresses);
    });
  });
}

/**
 * The socket's DNS lookup for a connection to `port`: resolves every address of the host and
 * refuses the connection when any of them is not public (unless allowed on that port), so nothing
 * ever connects to a refused address.
 */
function guardedLookup(port: number, allowHosts: readonly AllowedHost[]): LookupFunction {
  return (hostname, options, callback) => {
    const hostAllowed = isAllowed(hostname, port, allowHosts);
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        callback(error, "", 0);
        return;
      }
      const list = addresses as LookupAddress[];
      if (!hostAllowed) {
        for (const entry of list) {
          const refusal = refusalOf(entry.address, port, allowHosts);
          if (refusal) {
            callback(new FeedFetchError(refusal), "", 0);
            return;
          }
        }
      }
      if (options.all) callback(null, list);
      else {
        const first = list[0];
        if (!first) callback(new FeedFetchError(`host ${hostname} has no address`), "", 0);
        else callback(null, first.address, first.family);
      }
    });
  };
}

/** The URL's host without IPv6 brackets, lower case. */
const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[|\]$/g, "");

/** The port a connection to the URL uses: its own, or the scheme's. */
const portOf = (url: URL) => (url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80);

function parseFeedUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FeedFetchError("not a web address");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new FeedFetchError("not an http or https address");
  if (url.username || url.password) throw new FeedFetchError("carries a user name or password");
  return url;
}

/** A literal IP host is connected to without any DNS lookup: judged here instead. */
function assertLiteralAllowed(url: URL, allowHosts: readonly AllowedHost[]) {
  const host = hostOf(url);
  if (isIP(host) === 0) return;
  const refusal = refusalOf(host, portOf(url), allowHosts);
  if (refusal) throw new FeedFetchError(refusal);
}

/**
 * Whether staff may add this address (POST of a feed): null when it is fine, else why not. A host
 * that does not resolve now is accepted (every fetch judges it again); one that resolves to any
 * refused address is refused, as every fetch of it would be.
 */
export async function checkFeedAddress(
  raw: string,
  allowHosts: readonly AllowedHost[],
): Promise<string | null> {
  try {
    const url = parseFeedUrl(raw);
    if (isAllowed(hostOf(url), portOf(url), allowHosts)) return null;
    assertLiteralAllowed(url, allowHosts);
    if (isIP(hostOf(url)) !== 0) return null;
    const addresses = await resolveAll(hostOf(url)).catch(() => []);
    for (const entry of addresses) {
      const refusal = refusalOf(entry.address, portOf(url), allowHosts);
      if (refusal) return refusal;
    }
    return null;
  } catch (error) {
    if (error instanceof FeedFetchError) return error.message;
    throw error;
  }
}

/** "2 MB", "512 KB": a byte count as staff read it. */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  const kb = bytes / 1024;
  return `${Number.isInteger(kb) ? kb : kb.toFixed(1)} KB`;
}

const formatSeconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** The FeedFetchError somewhere in an error's causes, if any. */
function feedErrorIn(error: unknown): FeedFetchError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current instanceof FeedFetchError) return current;
    current = current.cause;
  }
  return null;
}

/** A network failure in words: the system's code, never a stack. */
function connectionError(error: unknown, url: URL): FeedFetchError {
  const known = feedErrorIn(error);
  if (known) return known;
  const code = (error as { code?: unknown }).code;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN")
    return new FeedFetchError(`host ${hostOf(url)} was not found`, { cause: error });
  if (code === "ECONNREFUSED")
    return new FeedFetchError(`${url.host} refused the connection`, { cause: error });
  if (typeof code === "string" && /CERT|SSL|TLS/.test(code))
    return new FeedFetchError(`the secure connection to ${url.host} failed (${code})`, {
      cause: error,
    });
  return new FeedFetchError(
    `connection failed (${typeof code === "string" ? code : "network error"})`,
    { cause: error },
  );
}

const headerOf = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
};

/** Reads the body up to `maxBytes`; stops (and drops the connection) as soon as it is larger. */
async function readLimited(body: AsyncIterable<Buffer> & { destroy(): void }, maxBytes: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) {
      body.destroy();
      throw new FeedFetchError(`larger than ${formatBytes(maxBytes)}`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Whether a text is an iCalendar object (RFC 5545 section 3.4), a byte-order mark allowed. */
const isCalendar = (body: string) => /^\uFEFF?\s*BEGIN:VCALENDAR\r?\n/i.test(body);

/** Fetches one feed as the module comment says; throws FeedFetchError with a message for staff. */
export async function fetchFeed(
  rawUrl: string,
  options: FeedFetchOptions,
): Promise<FeedFetchResult> {
  let url = parseFeedUrl(rawUrl);
  const controller = new AbortController();
  const timeoutError = new FeedFetchError(`timed out after ${formatSeconds(options.timeoutMs)}`);
  const timer = setTimeout(() => controller.abort(timeoutError), options.timeoutMs);
  // One connection pool per hop: its lookup judges the hosts for that hop's port.
  const agents: Agent[] = [];
  const agentFor = (target: URL) => {
    const agent = new Agent({
      connect: {
        lookup: guardedLookup(portOf(target), options.allowHosts),
        timeout: options.timeoutMs,
      },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
    agents.push(agent);
    return agent;
  };
  const headers: Record<string, string> = {
    "user-agent": USER_AGENT,
    accept: "text/calendar, text/plain;q=0.8, */*;q=0.5",
  };
  if (options.etag) headers["if-none-match"] = options.etag;
  if (options.lastModified) headers["if-modified-since"] = options.lastModified;
  try {
    for (let hop = 0; ; hop += 1) {
      assertLiteralAllowed(url, options.allowHosts);
      const response = await request(url, {
        method: "GET",
        headers,
        dispatcher: agentFor(url),
        signal: controller.signal,
      }).catch((error: unknown) => {
        throw controller.signal.aborted ? timeoutError : connectionError(error, url);
      });
      const { statusCode } = response;
      if (REDIRECTS.has(statusCode)) {
        await response.body.dump().catch(() => undefined);
        const location = headerOf(response.headers, "location");
        if (!location) throw new FeedFetchError(`answered HTTP ${statusCode} without a Location`);
        if (hop >= options.maxRedirects) throw new FeedFetchError("too many redirects");
        url = parseFeedUrl(new URL(location, url).toString());
        continue;
      }
      if (statusCode === 304) {
        await response.body.dump().catch(() => undefined);
        return { status: "not_modified" };
      }
      if (statusCode !== 200) {
        await response.body.dump().catch(() => undefined);
        throw new FeedFetchError(`answered HTTP ${statusCode}`);
      }
      const declared = Number(headerOf(response.headers, "content-length") ?? Number.NaN);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        // Dropped unread: the error destroy() emits has nobody else to hear it.
        response.body.on("error", () => undefined).destroy();
        throw new FeedFetchError(`larger than ${formatBytes(options.maxBytes)}`);
      }
      const body = await readLimited(response.body, options.maxBytes).catch((error: unknown) => {
        if (controller.signal.aborted) throw timeoutError;
        throw error instanceof FeedFetchError ? error : connectionError(error, url);
      });
      if (!isCalendar(body)) throw new FeedFetchError("not a calendar (no BEGIN:VCALENDAR)");
      return {
        status: "ok",
        body,
        etag: headerOf(response.headers, "etag"),
        lastModified: headerOf(response.headers, "last-modified"),
      };
    }
  } finally {
    clearTimeout(timer);
    for (const agent of agents) agent.destroy().catch(() => undefined);
  }
}
