import { isIP } from "node:net";
import { z } from "zod";

/** The shapes of the environment's values, each with the message a wrong one is refused with. */

export const integer = (min: number, max: number) =>
  z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

export const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** An amount in AED with at most two decimals, e.g. a Tourism Dirham fee. */
export const aed = z.coerce
  .number({ error: "must be an amount in AED" })
  .min(0, "must not be negative")
  .max(1000, "must be at most 1000")
  .refine(
    (value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6),
    "has at most two decimals",
  );

export const percent = z.coerce
  .number({ error: "must be a percentage" })
  .min(0, "must be from 0 to 100")
  .max(100, "must be from 0 to 100")
  .refine(
    (value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6),
    "has at most two decimals",
  );

/**
 * Which reverse proxies may tell the client's address (X-Forwarded-For) and protocol
 * (docs/decisions/011-hardening.md): `false` none (the default), a number the hops of proxies in
 * front of the server (`true` means 1: one proxy), or a comma-separated list of the proxies'
 * addresses or CIDR ranges (or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`).
 * Only the entries those proxies added count, so a client cannot forge its address.
 */
const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const isProxyAddress = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};
export const trustProxy = z.string().transform((value, ctx): false | number | string[] => {
  const trimmed = value.trim().toLowerCase();
  if (["false", "no", "0"].includes(trimmed)) return false;
  if (["true", "yes"].includes(trimmed)) return 1;
  if (/^\d+$/.test(trimmed) && Number(trimmed) <= 10) return Number(trimmed);
  const entries = trimmed
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
  ctx.addIssue({
    code: "custom",
    message:
      "must be false, a number of proxy hops (1-10), or a comma-separated list of proxy addresses or CIDR ranges",
  });
  return z.NEVER;
});

/** The site's public address: only its origin counts (no path, query or fragment). */
export const publicUrl = z
  .url({
    protocol: /^https?$/,
    error: "must be an http(s) URL such as https://www.example-resort.ae",
  })
  .refine((value) => {
    if (!URL.canParse(value)) return true; // the check above already says so
    const url = new URL(value);
    return url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  }, "must be an origin only, such as https://www.example-resort.ae (no path)")
  .transform((value) => new URL(value).origin);

export const originList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.url({ protocol: /^https?$/, error: "must be a comma-separated list of http(s) origins" }),
    ),
  )
  .transform((origins) => origins.map((origin) => new URL(origin).origin));

/** "calendar.lan:8080" or "[fd00::5]:8443": a host name or address (lower case) and its port. */
const HOST_AND_PORT = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9.-]+)):(\d{1,5})$/;

/**
 * A comma-separated list of hosts, each with its port (decision 044): an entry opens that one port,
 * never the whole host. IPv6 addresses are written in brackets.
 */
export const hostAndPortList = z.string().transform((value, ctx) => {
  const entries: { host: string; port: number }[] = [];
  for (const raw of value.split(",")) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const match = HOST_AND_PORT.exec(entry);
    const port = Number(match?.[3]);
    const host = match?.[1] ?? match?.[2];
    if (!host || !(port >= 1 && port <= 65535) || (match?.[1] && isIP(host) !== 6)) {
      ctx.addIssue({
        code: "custom",
        message: `must name each host with its port, comma-separated, e.g. calendar.lan:8080 or [fd00::5]:8443 ("${entry}" is not)`,
      });
      return z.NEVER;
    }
    entries.push({ host, port });
  }
  return entries;
});

export const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email("must be a comma-separated list of email addresses")));
