import { existsSync } from "node:fs";
import path from "node:path";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@camp/shared/auth/auth-messages";
import { resortLocation } from "@camp/shared/site/resort-location";
import { TRN_PATTERN } from "@camp/shared/tax/tax-schemas";
import { z } from "zod";
import { REPO_ROOT } from "../lib/server-paths";
import {
  aed,
  booleanFlag,
  emailList,
  hostAndPortList,
  integer,
  originList,
  percent,
  publicUrl,
  trustProxy,
} from "./env-values";

/** The repository root: relative paths in the configuration are read from here, whatever the cwd. */
export { REPO_ROOT };

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: integer(1, 65535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATA_DIR: z.string().min(1).default("data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  /** Connections one process opens to DATABASE_URL's PostgreSQL (each process of a site has its own pool). */
  DATABASE_POOL_SIZE: integer(1, 500).default(10),
  /** A query running longer than this is cancelled by PostgreSQL, so one bad query cannot hold a connection. */
  DATABASE_STATEMENT_TIMEOUT_SECONDS: integer(1, 3600).default(15),
  WEB_DIST_DIR: z.string().min(1).default("apps/web/dist"),
  /** A connection that sends nothing for this long is closed (slow-loris clients). */
  HTTP_CONNECTION_TIMEOUT_SECONDS: integer(1, 3600).default(30),
  /** The longest a client may take to send one whole request, a picture upload included. */
  HTTP_REQUEST_TIMEOUT_SECONDS: integer(1, 3600).default(120),
  /**
   * How long an idle keep-alive connection stays open; above a load balancer's own idle timeout
   * (60 s on most), so the server never closes a connection the balancer is about to reuse.
   */
  HTTP_KEEP_ALIVE_SECONDS: integer(1, 3600).default(72),
  /** On SIGTERM: how long requests in flight and a running job may take to finish before the process exits. */
  SHUTDOWN_GRACE_SECONDS: integer(1, 600).default(10),
  TRUST_PROXY: trustProxy.default(false),
  /** The address guests use; every absolute URL the server writes is built from it. */
  PUBLIC_URL: publicUrl.optional(),
  ALLOWED_ORIGINS: originList.default([]),
  BODY_LIMIT_BYTES: integer(1024, 10 * 1024 * 1024).default(100 * 1024),
  UPLOAD_MAX_BYTES: integer(1024, 50 * 1024 * 1024).default(10 * 1024 * 1024),
  SESSION_IDLE_HOURS: integer(1, 24 * 90).default(72),
  SESSION_MAX_DAYS: integer(1, 365).default(30),
  /**
   * Staff accounts (decision 054): "required" sends a staff member without a second factor to
   * enrolment before any console page; the default is required in production, optional otherwise.
   */
  STAFF_TWO_FACTOR: z
    .enum(["required", "optional"], { error: 'must be "required" or "optional"' })
    .optional(),
  /**
   * The key the authenticator apps' secrets are encrypted with (AES-256-GCM): 32 bytes as 64 hex
   * digits or base64. Required in production; elsewhere a fixed development key is used.
   */
  TWO_FACTOR_ENCRYPTION_KEY: z
    .string()
    .refine(
      (key) => /^[0-9a-f]{64}$/i.test(key) || Buffer.from(key, "base64").length === 32,
      "must be 32 bytes, as 64 hex digits or base64 (openssl rand -hex 32)",
    )
    .optional(),
  /** A staff refund above this many dirhams asks for a fresh second factor first. */
  REFUND_REAUTH_ABOVE_AED: integer(0, 10_000_000).default(1000),
  /** Sign-in attempts for one email from one address before each next one must wait (decision 002). */
  LOGIN_MAX_FAILURES_PER_EMAIL_AND_ADDRESS: integer(1, 1000).default(5),
  /** The first wait past that limit; it doubles with each attempt, up to LOGIN_QUIET_MINUTES. */
  LOGIN_BACKOFF_SECONDS: integer(1, 3600).default(30),
  LOGIN_MAX_FAILURES_PER_ADDRESS: integer(1, 10000).default(100),
  /**
   * Sign-in attempts at one email from all addresses together, by browsers that never signed in to
   * it, before each next one must wait; the wait doubles up to LOGIN_ACCOUNT_MAX_WAIT_SECONDS.
   */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: integer(1, 10000).default(10),
  LOGIN_ACCOUNT_MAX_WAIT_SECONDS: integer(1, 24 * 3600).default(300),
  /** How long a browser stays a known device of an account (spared the account-wide wait) after a sign-in there. */
  LOGIN_KNOWN_DEVICE_DAYS: integer(1, 3650).default(180),
  LOGIN_QUIET_MINUTES: integer(1, 24 * 60).default(15),
  REGISTER_MAX_PER_ADDRESS_PER_HOUR: integer(1, 10000).default(20),
  /** Passkey sign-ins (their options) one network address may start per hour. */
  PASSKEY_SIGN_IN_MAX_PER_ADDRESS_PER_HOUR: integer(1, 100_000).default(60),
  /**
   * Passkey ceremonies of a known account (adding a passkey, the second step of a sign-in,
   * re-authenticating) one account may start per hour, each kind counted apart; the second step per
   * account and address, so someone elsewhere who has the password cannot use up the owner's.
   */
  PASSKEY_OPTIONS_MAX_PER_ACCOUNT_PER_HOUR: integer(1, 100_000).default(30),
  /**
   * Wrong second-factor codes from one address over all accounts with an authenticator app, within
   * fifteen minutes, before that address waits fifteen minutes. Each account has its own strict
   * limit (7); this one is loose because staff and guests often share a public address.
   */
  SECOND_FACTOR_MAX_WRONG_PER_ADDRESS: integer(1, 100_000).default(100),
  /** Reset links one email address may be sent per hour, and one network address may ask for. */
  PASSWORD_RESET_MAX_PER_EMAIL_PER_HOUR: integer(1, 1000).default(3),
  PASSWORD_RESET_MAX_PER_ADDRESS_PER_HOUR: integer(1, 10000).default(10),
  /** Contact-form messages one network address (and one email address) may send per hour. */
  CONTACT_MAX_PER_ADDRESS_PER_HOUR: integer(1, 10000).default(5),
  /** Calls of the payment-link page (open, pay, book; any token) one network address may make per hour. */
  PAY_LINK_MAX_PER_ADDRESS_PER_HOUR: integer(1, 100_000).default(120),
  /**
   * Wrong promo codes one network address may try per hour, over all its accounts; past it every
   * code it types is refused unjudged until the hour is quiet (decision 043: 20 accounts x 30 a minute).
   */
  PROMO_MAX_WRONG_PER_ADDRESS_PER_HOUR: integer(1, 100_000).default(20),
  QUOTE_MINUTES: integer(1, 24 * 60).default(30),
  HOLD_MINUTES: integer(1, 24 * 60).default(15),
  /** How long after its hold ends an unpaid card payment may still be completed (then it is cancelled). */
  PAYMENT_GRACE_MINUTES: integer(0, 24 * 60).default(60),
  /** Unit-nights (one room, tent or slot for one night) one account may hold at once (decision 013). */
  HOLD_MAX_UNIT_NIGHTS_PER_ACCOUNT: integer(1, 100_000).default(60),
  /** Stays one account may hold at once, each being paid in its own checkout. */
  HOLD_MAX_QUOTES_PER_ACCOUNT: integer(1, 1000).default(3),
  /** Price checks and payment starts one account may make per clock minute. */
  QUOTES_PER_ACCOUNT_PER_MINUTE: integer(1, 1_000_000).default(30),
  RECONCILE_INTERVAL_SECONDS: integer(5, 3600).default(60),
  /** The guests' cancellation policy (decision 014): a full refund up to this many days before check-in, */
  CANCELLATION_FULL_REFUND_DAYS: integer(0, 365).default(7),
  /** then CANCELLATION_PARTIAL_REFUND_PERCENT up to this many hours before (14:00 Dubai), then none. */
  CANCELLATION_PARTIAL_REFUND_HOURS: integer(0, 365 * 24).default(48),
  CANCELLATION_PARTIAL_REFUND_PERCENT: integer(0, 100).default(50),
  /**
   * The tax settings until staff save them in the console (decision 028): the supplier on every
   * invoice, in both languages, and its Tax Registration Number (unset: documents are receipts).
   */
  TAX_LEGAL_NAME_EN: z.string().trim().min(1).max(200).default("Desert Camp Resort"),
  TAX_LEGAL_NAME_AR: z.string().trim().min(1).max(200).default("منتجع مخيم الصحراء"),
  TAX_ADDRESS_EN: z.string().trim().min(1).max(500).default(resortLocation.address.en),
  TAX_ADDRESS_AR: z.string().trim().min(1).max(500).default(resortLocation.address.ar),
  TAX_TRN: z.string().trim().regex(TRN_PATTERN, "must be 15 digits (or empty: unset)").optional(),
  /** Percent; 0: the resort is not VAT-registered. */
  TAX_VAT_RATE: percent.default(5),
  /** Whether rates are entered with VAT in them; when false guests see them with VAT added. */
  TAX_RATES_INCLUDE_VAT: booleanFlag.default(true),
  /** The Tourism Dirham fee per occupied unit-night, AED, per unit type (0: none). */
  TAX_TOURISM_FEE_MASTER: aed.default(0),
  TAX_TOURISM_FEE_KIDS: aed.default(0),
  TAX_TOURISM_FEE_CAMP: aed.default(0),
  TAX_TOURISM_FEE_PARKING: aed.default(0),
  /**
   * Calendar sync with OTAs (decision 032). Feeds are fetched only once staff add one; each fetch
   * refuses private, loopback and link-local addresses unless this list names the host (tests:
   * 127.0.0.1).
   */
  CALENDAR_FEED_ALLOW_HOSTS: hostAndPortList.default([]),
  /**
   * Production refuses CALENDAR_FEED_ALLOW_HOSTS (every entry reaches an address that is not public)
   * unless this says the operator means it; the server then says so at start.
   */
  CALENDAR_FEED_ALLOW_PRIVATE_IN_PRODUCTION: booleanFlag.default(false),
  /** How often the import job reads every feed. */
  CALENDAR_SYNC_INTERVAL_SECONDS: integer(30, 24 * 3600).default(300),
  CALENDAR_FEED_TIMEOUT_SECONDS: integer(1, 120).default(15),
  CALENDAR_FEED_MAX_BYTES: integer(1024, 50 * 1024 * 1024).default(2 * 1024 * 1024),
  /** A feed whose last good fetch is older than this (or whose last fetch failed) is stale. */
  CALENDAR_FEED_STALE_MINUTES: integer(5, 30 * 24 * 60).default(180),
  /** A feed whose events have not changed for this many days is stale too (0: never). */
  CALENDAR_FEED_UNCHANGED_DAYS: integer(0, 365).default(30),
  /** How far ahead the published feeds list taken nights. */
  CALENDAR_EXPORT_DAYS: integer(30, 1100).default(540),
  /** Where staff alerts go (conflicts, stale feeds); empty: every administrator account. */
  STAFF_ALERT_EMAILS: emailList.default([]),
  /** How long a waiting-list offer holds the freed units for its guest (decision 033). */
  WAITING_LIST_OFFER_MINUTES: integer(5, 7 * 24 * 60).default(120),
  WAITING_LIST_INTERVAL_SECONDS: integer(5, 3600).default(60),
  /** Stays one account may wait for at once (offers skip the hold limits). */
  WAITING_LIST_MAX_ENTRIES_PER_ACCOUNT: integer(1, 100).default(5),
  /** Production without Stripe keys refuses to start unless the operator asks for test payments. */
  ALLOW_SANDBOX_IN_PRODUCTION: booleanFlag.default(false),
  STRIPE_SECRET_KEY: z.string().startsWith("sk_", "must start with sk_").optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith("pk_", "must start with pk_").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_", "must start with whsec_").optional(),
  /** Only for tests against a local fake of Stripe's API. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  /**
   * The administrator account ensured at every start: created with ADMIN_PASSWORD when missing,
   * promoted to administrator when it exists (its password is then left as it is).
   */
  ADMIN_EMAIL: z
    .email("must be an email address")
    .max(254, "must be an email address")
    .transform((email) => email.toLowerCase())
    .optional(),
  /** Checked by the sign-up rules (length here, the common-passwords list at start-up). */
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`)
    .optional(),
  /** The rental listings service (spec section 7); without a key the page shows a local fixture. */
  LISTINGS_API_KEY: z.string().min(1).optional(),
  LISTINGS_API_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  LISTINGS_USER_ID: z.string().min(1).optional(),
  LISTINGS_CACHE_SECONDS: integer(1, 7 * 24 * 3600).default(600),
  /**
   * The mail server, e.g. smtps://user:password@smtp.example.com:465. Without it every email is
   * written to DATA_DIR/outbox as an .eml file instead (development, tests).
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  /** The sender of every email, as its From header. */
  MAIL_FROM: z.string().trim().min(3).default('"Desert Camp Resort" <bookings@localhost>'),
  /** How often the outbox is read for messages to send. */
  EMAIL_SEND_INTERVAL_SECONDS: integer(1, 3600).default(10),
  /** Attempts to send one message before it is marked failed (retried at 1 min, 2, 4... up to 6 h). */
  EMAIL_MAX_ATTEMPTS: integer(1, 50).default(10),
});

export type Config = Omit<
  z.infer<typeof envSchema>,
  "DATA_DIR" | "WEB_DIST_DIR" | "PUBLIC_URL" | "STAFF_TWO_FACTOR"
> & {
  STAFF_TWO_FACTOR: "required" | "optional";
  /** An origin without a trailing slash, e.g. `https://www.example-resort.ae`. */
  PUBLIC_URL: string;
  DATA_DIR: string;
  WEB_DIST_DIR: string;
  /** Stripe when STRIPE_SECRET_KEY is set, else the offline sandbox card processor. */
  PAYMENT_PROVIDER: "sandbox" | "stripe";
  /** The remote listings service when LISTINGS_API_KEY is set, else the local fixture. */
  LISTINGS_SOURCE: "fixture" | "remote";
};

/** Variables whose value is never printed, not even when it is wrong (a typo is often most of a key). */
const SECRET_VARIABLES = new Set([
  "DATABASE_URL",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "LISTINGS_API_KEY",
  "SMTP_URL",
  "ADMIN_PASSWORD",
  "TWO_FACTOR_ENCRYPTION_KEY",
]);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Reads the configuration once, at start-up. A wrong value stops the server with a message that
 * names the variable, instead of failing later in a way nobody can trace back to it.
 * Empty strings count as unset, so `PORT=` in a .env file means "use the default".
 */
export function parseEnv(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = envSchema
    .superRefine((env, ctx) => {
      // An adapter is on when its key is set; then the variables it cannot work without are needed too.
      const requireWith = (key: keyof typeof env, names: (keyof typeof env)[]) => {
        if (!env[key]) return;
        for (const name of names) {
          if (!env[name])
            ctx.addIssue({
              code: "custom",
              path: [name],
              message: `is required when ${key} is set`,
            });
        }
      };
      requireWith("STRIPE_SECRET_KEY", ["STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"]);
      requireWith("LISTINGS_API_KEY", ["LISTINGS_API_URL", "LISTINGS_USER_ID"]);
      requireWith("ADMIN_EMAIL", ["ADMIN_PASSWORD"]);
      requireWith("ADMIN_PASSWORD", ["ADMIN_EMAIL"]);
      if (env.CANCELLATION_PARTIAL_REFUND_HOURS > env.CANCELLATION_FULL_REFUND_DAYS * 24)
        ctx.addIssue({
          code: "custom",
          path: ["CANCELLATION_PARTIAL_REFUND_HOURS"],
          message:
            "must not be longer than CANCELLATION_FULL_REFUND_DAYS (the partial refund comes after the full one)",
        });
      // An allowed feed host reaches into the resort's own network: production must ask for it.
      if (
        env.NODE_ENV === "production" &&
        env.CALENDAR_FEED_ALLOW_HOSTS.length > 0 &&
        !env.CALENDAR_FEED_ALLOW_PRIVATE_IN_PRODUCTION
      )
        ctx.addIssue({
          code: "custom",
          path: ["CALENDAR_FEED_ALLOW_HOSTS"],
          message:
            "lets calendar feeds reach private or loopback addresses, which production refuses (set CALENDAR_FEED_ALLOW_PRIVATE_IN_PRODUCTION=true if that is meant)",
        });
      // Without its own key a production site's authenticator secrets would be readable by anyone
      // with the source code's development key.
      if (env.NODE_ENV === "production" && !env.TWO_FACTOR_ENCRYPTION_KEY)
        ctx.addIssue({
          code: "custom",
          path: ["TWO_FACTOR_ENCRYPTION_KEY"],
          message: "is required when NODE_ENV is production (openssl rand -hex 32)",
        });
      // The sandbox approves card 4242 for free: a real site must not take bookings with it by accident.
      if (
        env.NODE_ENV === "production" &&
        !env.STRIPE_SECRET_KEY &&
        !env.ALLOW_SANDBOX_IN_PRODUCTION
      )
        ctx.addIssue({
          code: "custom",
          path: ["STRIPE_SECRET_KEY"],
          message:
            "is required when NODE_ENV is production (or set ALLOW_SANDBOX_IN_PRODUCTION=true to run on test payments, shown on every page)",
        });
    })
    .safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "environment");
        const given = present[name];
        return given === undefined || SECRET_VARIABLES.has(name)
          ? `${name} ${issue.message}`
          : `${name} ${issue.message} (got "${given}")`;
      }),
    );
  }
  return {
    ...result.data,
    PAYMENT_PROVIDER: result.data.STRIPE_SECRET_KEY ? "stripe" : "sandbox",
    LISTINGS_SOURCE: result.data.LISTINGS_API_KEY ? "remote" : "fixture",
    PUBLIC_URL: result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}`,
    STAFF_TWO_FACTOR:
      result.data.STAFF_TWO_FACTOR ??
      (result.data.NODE_ENV === "production" ? "required" : "optional"),
    DATA_DIR: path.resolve(REPO_ROOT, result.data.DATA_DIR),
    WEB_DIST_DIR: path.resolve(REPO_ROOT, result.data.WEB_DIST_DIR),
  };
}

/**
 * What the server says at start when feeds may reach private or loopback hosts (decision 044), or
 * null when they may not.
 */
export function feedAllowListNotice(
  config: Pick<Config, "CALENDAR_FEED_ALLOW_HOSTS" | "NODE_ENV">,
): string | null {
  if (config.CALENDAR_FEED_ALLOW_HOSTS.length === 0) return null;
  const entries = config.CALENDAR_FEED_ALLOW_HOSTS.map(
    ({ host, port }) => `${host.includes(":") ? `[${host}]` : host}:${port}`,
  );
  const settings =
    config.NODE_ENV === "production"
      ? "CALENDAR_FEED_ALLOW_HOSTS, CALENDAR_FEED_ALLOW_PRIVATE_IN_PRODUCTION=true"
      : "CALENDAR_FEED_ALLOW_HOSTS";
  return `Calendar feeds may reach these hosts and ports although they may be private or loopback: ${entries.join(", ")} (${settings}).`;
}

/**
 * Every entry point (server, make-admin) calls this before `parseEnv`, so they all see the same
 * configuration: the optional `.env` at the repository root, under the real environment's values.
 */
export function loadEnvFile(envFile = path.join(REPO_ROOT, ".env")): void {
  if (existsSync(envFile)) process.loadEnvFile(envFile);
}

/**
 * The configuration of a process entry point (server, make-admin): the `.env` file and the
 * environment, parsed; on a wrong value it says which variable and exits.
 */
export function readConfigOrExit(): Config {
  loadEnvFile();
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${error.message}\nSee .env.example and the configuration table in README.md.`);
      process.exit(1);
    }
    throw error;
  }
}
