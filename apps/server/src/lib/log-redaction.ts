/**
 * What the log may keep of a URL. A password-reset link's token (and, to come, a calendar feed's
 * token) opens an account or a feed to whoever holds it, and whoever reads the logs must not. So the
 * value of every query parameter, and of every route parameter, whose name says it is a secret is
 * replaced before anything is written, whichever route or page the URL is for.
 */
const SECRET_NAME = /token|secret|passw|key|signature|sig$|auth|session|credential|otp/i;

export const REDACTED = "[REDACTED]";

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

function redactQuery(query: string): string {
  return query
    .split("&")
    .map((pair) => {
      const separator = pair.indexOf("=");
      if (separator === -1) return pair;
      const rawName = pair.slice(0, separator);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll("+", " "));
      } catch {
        // A malformed escape in the name: judge it as written.
      }
      return isSecretName(name) ? `${rawName}=${REDACTED}` : pair;
    })
    .join("&");
}

/**
 * Paths whose next segment is a secret whatever route answers them, matched or not: a payment
 * link (the web app's page /pay/<token>, which no server route matches, and the API's
 * /api/pay/<token>/..., a mistyped action included) books and pays for whoever holds it.
 */
const SECRET_SEGMENT_AFTER = ["/pay/", "/api/pay/"];

function redactKnownSecretSegment(path: string): string {
  const lower = path.toLowerCase();
  const prefix = SECRET_SEGMENT_AFTER.find((candidate) => lower.startsWith(candidate));
  if (prefix === undefined || path.length === prefix.length) return path;
  const rest = path.slice(prefix.length);
  const end = rest.indexOf("/");
  return `${prefix}${REDACTED}${end === -1 ? "" : rest.slice(end)}`;
}

/**
 * Segments of the path that stand where the route has a secret parameter (`/feeds/:token.ics`):
 * the route's pattern says which. Patterns with a wildcard or a different shape are left alone.
 */
function redactPath(rawPath: string, routePattern: string | undefined): string {
  const path = redactKnownSecretSegment(rawPath);
  if (!routePattern?.includes(":")) return path;
  const patternSegments = routePattern.split("/");
  const pathSegments = path.split("/");
  if (patternSegments.length !== pathSegments.length) return path;
  return pathSegments
    .map((segment, index) => {
      const params = patternSegments[index]?.match(/:[A-Za-z0-9_]+/g) ?? [];
      return params.some((param) => isSecretName(param.slice(1))) ? REDACTED : segment;
    })
    .join("/");
}

/** The URL with every secret's value replaced by "[REDACTED]"; everything else as it came. */
export function redactUrl(url: string, routePattern?: string): string {
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? undefined : url.slice(queryStart + 1);
  const safePath = redactPath(path, routePattern);
  return query === undefined ? safePath : `${safePath}?${redactQuery(query)}`;
}

/** Secrets written as `name=value` inside free text (an error message that quotes a URL). */
export function redactText(text: string): string {
  return text.replace(/([A-Za-z0-9_.-]+)=([^&\s"'<>]+)/g, (whole, name: string) =>
    isSecretName(name) ? `${name}=${REDACTED}` : whole,
  );
}

/**
 * Headers that carry credentials, blanked wherever a log line holds headers (pino's `redact`
 * paths): the session cookie, an Authorization header, the provider's webhook signature.
 */
export const SECRET_HEADER_PATHS = [
  "cookie",
  "authorization",
  "proxy-authorization",
  '["set-cookie"]',
  '["stripe-signature"]',
  '["x-api-key"]',
].flatMap((header) => {
  const key = header.startsWith("[") ? header : `.${header}`;
  return [`headers${key}`, `req.headers${key}`, `res.headers${key}`, `request.headers${key}`];
});
