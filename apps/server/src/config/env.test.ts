import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, feedAllowListNotice, loadEnvFile, parseEnv, REPO_ROOT } from "./env";

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

/** A production site's own key for the authenticator secrets (decision 054). */
const TWO_FACTOR_ENCRYPTION_KEY =
  "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

describe("parseEnv", () => {
  it("gives every variable a working default, so a fresh clone starts with no setup", () => {
    const config = parseEnv({});
    expect(config.PORT).toBe(3000);
    expect(config.NODE_ENV).toBe("development");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.join(REPO_ROOT, "data"));
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.ALLOWED_ORIGINS).toEqual([]);
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(parseEnv({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
  });

  it("reads numbers, flags, lists and paths", () => {
    const config = parseEnv({
      PORT: "8080",
      TRUST_PROXY: "2",
      ALLOWED_ORIGINS: "https://resort.example, http://localhost:5173/",
      DATA_DIR: "/var/lib/camp",
      DATABASE_URL: "postgres://camp@db.internal:5432/camp",
    });
    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toBe(2);
    expect(config.ALLOWED_ORIGINS).toEqual(["https://resort.example", "http://localhost:5173"]);
    expect(config.DATA_DIR).toBe("/var/lib/camp");
    expect(config.DATABASE_URL).toBe("postgres://camp@db.internal:5432/camp");
  });

  it("resolves a relative DATA_DIR from the repository root, not the working directory", () => {
    expect(parseEnv({ DATA_DIR: "var/data" }).DATA_DIR).toBe(path.join(REPO_ROOT, "var/data"));
  });

  it("treats an empty value as unset", () => {
    expect(parseEnv({ PORT: "" }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: "abc" }, /^PORT must be a whole number \(got "abc"\)$/],
    [{ PORT: "70000" }, /^PORT must be at most 65535/],
    [{ PORT: "3000.5" }, /^PORT must be a whole number/],
    [
      { DATABASE_URL: "mysql://localhost/camp" },
      /^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/,
    ],
    [{ TRUST_PROXY: "maybe" }, /^TRUST_PROXY must be false, a number of proxy hops/],
    [{ TRUST_PROXY: "10.0.0.0/33" }, /^TRUST_PROXY must be false, a number of proxy hops/],
    [{ TRUST_PROXY: "11" }, /^TRUST_PROXY must be false, a number of proxy hops/],
    [{ PUBLIC_URL: "resort.example" }, /^PUBLIC_URL must be an http\(s\) URL/],
    [{ PUBLIC_URL: "https://resort.example/camp" }, /^PUBLIC_URL must be an origin only/],
    [
      { ALLOW_SANDBOX_IN_PRODUCTION: "perhaps" },
      /^ALLOW_SANDBOX_IN_PRODUCTION must be true or false/,
    ],
    [{ ALLOWED_ORIGINS: "resort.example" }, /^ALLOWED_ORIGINS must be a comma-separated list/],
    [{ NODE_ENV: "staging" }, /^NODE_ENV /],
    [{ SESSION_IDLE_HOURS: "0" }, /^SESSION_IDLE_HOURS must be at least 1/],
  ])("names the wrong variable: %j", (env, message) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it("lists every wrong variable at once", () => {
    const problems = problemsOf({ PORT: "x", LOG_LEVEL: "loud" });
    expect(problems.map((problem) => problem.split(" ")[0])).toEqual(["PORT", "LOG_LEVEL"]);
  });
});

describe("TRUST_PROXY", () => {
  it("is a hop count or the proxies' addresses, never 'trust anyone'", () => {
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    // `true` (and the old `1`) mean the one proxy in front of the server.
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.1, 172.16.0.0/12,loopback, ::1" }).TRUST_PROXY).toEqual([
      "10.0.0.1",
      "172.16.0.0/12",
      "loopback",
      "::1",
    ]);
  });
});

describe("PUBLIC_URL", () => {
  it("keeps only the origin", () => {
    expect(parseEnv({ PUBLIC_URL: "https://Resort.Example/" }).PUBLIC_URL).toBe(
      "https://resort.example",
    );
    expect(parseEnv({ PUBLIC_URL: "https://resort.example:8443" }).PUBLIC_URL).toBe(
      "https://resort.example:8443",
    );
  });
});

describe("secrets in configuration errors", () => {
  it("names the variable but never prints a secret's value", () => {
    const problems = problemsOf({
      STRIPE_SECRET_KEY: "rk_live_SECRETVALUE",
      STRIPE_PUBLISHABLE_KEY: "pk_live_1",
      STRIPE_WEBHOOK_SECRET: "wh_SECRETHOOK",
      DATABASE_URL: "mysql://camp:SECRETPASSWORD@db/camp",
    });
    expect(problems.map((problem) => problem.split(" ")[0]).sort()).toEqual([
      "DATABASE_URL",
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
    ]);
    expect(problems.join("\n")).not.toMatch(/SECRET(VALUE|HOOK|PASSWORD)/);
    // Values that are not secret are still shown, to help find the typo.
    expect(problemsOf({ PORT: "abc" })[0]).toContain('(got "abc")');
  });
});

describe("payment provider", () => {
  it("refuses production on the sandbox unless the operator opts in", () => {
    expect(problemsOf({ NODE_ENV: "production", TWO_FACTOR_ENCRYPTION_KEY })).toEqual([
      "STRIPE_SECRET_KEY is required when NODE_ENV is production (or set ALLOW_SANDBOX_IN_PRODUCTION=true to run on test payments, shown on every page)",
    ]);
    const optedIn = parseEnv({
      NODE_ENV: "production",
      ALLOW_SANDBOX_IN_PRODUCTION: "true",
      TWO_FACTOR_ENCRYPTION_KEY,
    });
    expect(optedIn.PAYMENT_PROVIDER).toBe("sandbox");
    const stripe = parseEnv({
      NODE_ENV: "production",
      TWO_FACTOR_ENCRYPTION_KEY,
      STRIPE_SECRET_KEY: "sk_live_1",
      STRIPE_PUBLISHABLE_KEY: "pk_live_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
    });
    expect(stripe.PAYMENT_PROVIDER).toBe("stripe");
    // Development and tests keep the sandbox with nothing set (npm start for a newcomer).
    expect(parseEnv({}).PAYMENT_PROVIDER).toBe("sandbox");
  });

  it("is the sandbox unless Stripe keys are set", () => {
    expect(parseEnv({}).PAYMENT_PROVIDER).toBe("sandbox");
    const stripe = parseEnv({
      STRIPE_SECRET_KEY: "sk_test_123",
      STRIPE_PUBLISHABLE_KEY: "pk_test_123",
      STRIPE_WEBHOOK_SECRET: "whsec_123",
    });
    expect(stripe.PAYMENT_PROVIDER).toBe("stripe");
  });

  it("asks for the publishable key and webhook secret with the secret key", () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: "sk_test_123" })).toEqual([
      "STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set",
      "STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set",
    ]);
    expect(
      problemsOf({
        STRIPE_SECRET_KEY: "pk_wrong",
        STRIPE_PUBLISHABLE_KEY: "pk_1",
        STRIPE_WEBHOOK_SECRET: "whsec_1",
      })[0],
    ).toMatch(/^STRIPE_SECRET_KEY must start with sk_/);
  });
});

describe("tax settings (decision 028)", () => {
  it("defaults to 5% VAT included, no TRN, no Tourism Dirham fee, the resort as supplier", () => {
    const config = parseEnv({});
    expect(config).toMatchObject({
      TAX_VAT_RATE: 5,
      TAX_RATES_INCLUDE_VAT: true,
      TAX_TOURISM_FEE_MASTER: 0,
      TAX_TOURISM_FEE_PARKING: 0,
      TAX_LEGAL_NAME_EN: "Desert Camp Resort",
      TAX_LEGAL_NAME_AR: "منتجع مخيم الصحراء",
    });
    expect(config.TAX_TRN).toBeUndefined();
    expect(parseEnv({ TAX_TRN: "" }).TAX_TRN).toBeUndefined();
  });

  it("reads fees in AED, the rate in percent, and refuses what would mis-charge", () => {
    const config = parseEnv({
      TAX_TOURISM_FEE_CAMP: "7.5",
      TAX_VAT_RATE: "0",
      TAX_RATES_INCLUDE_VAT: "false",
      TAX_TRN: "100234567800003",
    });
    expect(config).toMatchObject({
      TAX_TOURISM_FEE_CAMP: 7.5,
      TAX_VAT_RATE: 0,
      TAX_RATES_INCLUDE_VAT: false,
      TAX_TRN: "100234567800003",
    });
    const problems = problemsOf({
      TAX_TRN: "1234",
      TAX_VAT_RATE: "five",
      TAX_TOURISM_FEE_MASTER: "-1",
      TAX_TOURISM_FEE_KIDS: "7.555",
    });
    expect(problems.map((problem) => problem.split(" ")[0])).toEqual([
      "TAX_TRN",
      "TAX_VAT_RATE",
      "TAX_TOURISM_FEE_MASTER",
      "TAX_TOURISM_FEE_KIDS",
    ]);
  });
});

describe("rental listings source", () => {
  it("is the local fixture unless LISTINGS_API_KEY is set, with a 600 s cache", () => {
    const config = parseEnv({});
    expect(config.LISTINGS_SOURCE).toBe("fixture");
    expect(config.LISTINGS_CACHE_SECONDS).toBe(600);
    const remote = parseEnv({
      LISTINGS_API_KEY: "key",
      LISTINGS_API_URL: "https://listings.example/api/v3/Query",
      LISTINGS_USER_ID: "4242",
      LISTINGS_CACHE_SECONDS: "120",
    });
    expect(remote.LISTINGS_SOURCE).toBe("remote");
    expect(remote.LISTINGS_CACHE_SECONDS).toBe(120);
  });

  it("refuses to start with a key but no URL or user id, naming each", () => {
    expect(problemsOf({ LISTINGS_API_KEY: "key" })).toEqual([
      "LISTINGS_API_URL is required when LISTINGS_API_KEY is set",
      "LISTINGS_USER_ID is required when LISTINGS_API_KEY is set",
    ]);
    expect(
      problemsOf({
        LISTINGS_API_KEY: "key",
        LISTINGS_API_URL: "ftp://listings.example",
        LISTINGS_USER_ID: "4242",
      })[0],
    ).toMatch(/^LISTINGS_API_URL must be an http\(s\) URL/);
    expect(problemsOf({ LISTINGS_CACHE_SECONDS: "0" })[0]).toMatch(
      /^LISTINGS_CACHE_SECONDS must be at least 1/,
    );
  });
});

describe("the cancellation policy (decision 014)", () => {
  it("defaults to full refund 7 days before, 50% up to 48 hours, and takes other numbers", () => {
    const config = parseEnv({});
    expect([
      config.CANCELLATION_FULL_REFUND_DAYS,
      config.CANCELLATION_PARTIAL_REFUND_HOURS,
      config.CANCELLATION_PARTIAL_REFUND_PERCENT,
    ]).toEqual([7, 48, 50]);
    const other = parseEnv({
      CANCELLATION_FULL_REFUND_DAYS: "14",
      CANCELLATION_PARTIAL_REFUND_HOURS: "72",
      CANCELLATION_PARTIAL_REFUND_PERCENT: "25",
    });
    expect(other.CANCELLATION_PARTIAL_REFUND_PERCENT).toBe(25);
  });

  it("refuses a percent above 100 and a partial period longer than the full one", () => {
    expect(problemsOf({ CANCELLATION_PARTIAL_REFUND_PERCENT: "150" })).toEqual([
      'CANCELLATION_PARTIAL_REFUND_PERCENT must be at most 100 (got "150")',
    ]);
    expect(
      problemsOf({ CANCELLATION_FULL_REFUND_DAYS: "1", CANCELLATION_PARTIAL_REFUND_HOURS: "48" }),
    ).toEqual([
      'CANCELLATION_PARTIAL_REFUND_HOURS must not be longer than CANCELLATION_FULL_REFUND_DAYS (the partial refund comes after the full one) (got "48")',
    ]);
  });
});

describe("loadEnvFile (every entry point: server, make-admin)", () => {
  it("adds the file's variables under the real environment's", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "camp-env-"));
    const file = path.join(dir, ".env");
    writeFileSync(file, "CAMP_ENV_TEST_URL=postgres://from-file/camp\nCAMP_ENV_TEST_PORT=4000\n");
    process.env.CAMP_ENV_TEST_PORT = "5000";
    try {
      loadEnvFile(file);
      expect(process.env.CAMP_ENV_TEST_URL).toBe("postgres://from-file/camp");
      expect(process.env.CAMP_ENV_TEST_PORT).toBe("5000");
      loadEnvFile(path.join(dir, "missing.env")); // no file is fine
    } finally {
      delete process.env.CAMP_ENV_TEST_URL;
      delete process.env.CAMP_ENV_TEST_PORT;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("calendar feed allow list (decision 044)", () => {
  it("reads each entry as a host and its port, an IPv6 address in brackets", () => {
    expect(
      parseEnv({ CALENDAR_FEED_ALLOW_HOSTS: " Calendar.LAN:8080, 127.0.0.1:9000,[::1]:8443 " })
        .CALENDAR_FEED_ALLOW_HOSTS,
    ).toEqual([
      { host: "calendar.lan", port: 8080 },
      { host: "127.0.0.1", port: 9000 },
      { host: "::1", port: 8443 },
    ]);
    expect(parseEnv({}).CALENDAR_FEED_ALLOW_HOSTS).toEqual([]);
  });

  it("refuses an entry without its port, which would open every port of the host", () => {
    for (const value of ["localhost", "127.0.0.1:", "calendar.lan:99999", "::1:8080", "[x]:80"])
      expect(problemsOf({ CALENDAR_FEED_ALLOW_HOSTS: value })).toEqual([
        expect.stringMatching(
          /^CALENDAR_FEED_ALLOW_HOSTS must name each host with its port, comma-separated, e.g. calendar.lan:8080/,
        ),
      ]);
  });

  it("refuses private entries in production unless the operator says so", () => {
    const production = {
      NODE_ENV: "production",
      ALLOW_SANDBOX_IN_PRODUCTION: "true",
      TWO_FACTOR_ENCRYPTION_KEY,
    };
    expect(problemsOf({ ...production, CALENDAR_FEED_ALLOW_HOSTS: "localhost:8080" })).toEqual([
      'CALENDAR_FEED_ALLOW_HOSTS lets calendar feeds reach private or loopback addresses, which production refuses (set CALENDAR_FEED_ALLOW_PRIVATE_IN_PRODUCTION=true if that is meant) (got "localhost:8080")',
    ]);
    const meant = parseEnv({
      ...production,
      CALENDAR_FEED_ALLOW_HOSTS: "localhost:8080",
      CALENDAR_FEED_ALLOW_PRIVATE_IN_PRODUCTION: "true",
    });
    expect(meant.CALENDAR_FEED_ALLOW_HOSTS).toEqual([{ host: "localhost", port: 8080 }]);
    expect(parseEnv(production).CALENDAR_FEED_ALLOW_HOSTS).toEqual([]);
  });

  it("is said at start, with the setting that allowed it", () => {
    expect(feedAllowListNotice(parseEnv({}))).toBeNull();
    expect(
      feedAllowListNotice(parseEnv({ CALENDAR_FEED_ALLOW_HOSTS: "127.0.0.1:9000,[::1]:8443" })),
    ).toBe(
      "Calendar feeds may reach these hosts and ports although they may be private or loopback: 127.0.0.1:9000, [::1]:8443 (CALENDAR_FEED_ALLOW_HOSTS).",
    );
    const production = parseEnv({
      NODE_ENV: "production",
      ALLOW_SANDBOX_IN_PRODUCTION: "true",
      TWO_FACTOR_ENCRYPTION_KEY,
      CALENDAR_FEED_ALLOW_HOSTS: "calendar.lan:8080",
      CALENDAR_FEED_ALLOW_PRIVATE_IN_PRODUCTION: "yes",
    });
    expect(feedAllowListNotice(production)).toBe(
      "Calendar feeds may reach these hosts and ports although they may be private or loopback: calendar.lan:8080 (CALENDAR_FEED_ALLOW_HOSTS, CALENDAR_FEED_ALLOW_PRIVATE_IN_PRODUCTION=true).",
    );
  });
});

describe("staff two-factor settings (decision 054)", () => {
  it("requires a second factor in production and not elsewhere, unless set", () => {
    expect(parseEnv({}).STAFF_TWO_FACTOR).toBe("optional");
    expect(
      parseEnv({
        NODE_ENV: "production",
        ALLOW_SANDBOX_IN_PRODUCTION: "true",
        TWO_FACTOR_ENCRYPTION_KEY,
      }).STAFF_TWO_FACTOR,
    ).toBe("required");
    expect(parseEnv({ STAFF_TWO_FACTOR: "required" }).STAFF_TWO_FACTOR).toBe("required");
    expect(problemsOf({ STAFF_TWO_FACTOR: "sometimes" })[0]).toMatch(/^STAFF_TWO_FACTOR must be/);
  });

  it("refuses production without its own encryption key, and never prints a key", () => {
    expect(problemsOf({ NODE_ENV: "production", ALLOW_SANDBOX_IN_PRODUCTION: "true" })).toEqual([
      "TWO_FACTOR_ENCRYPTION_KEY is required when NODE_ENV is production (openssl rand -hex 32)",
    ]);
    const [problem] = problemsOf({ TWO_FACTOR_ENCRYPTION_KEY: "short-secret-key" });
    expect(problem).toMatch(/^TWO_FACTOR_ENCRYPTION_KEY must be 32 bytes/);
    expect(problem).not.toContain("short-secret-key");
  });

  it("asks for a fresh second factor above 1,000 AED by default", () => {
    expect(parseEnv({}).REFUND_REAUTH_ABOVE_AED).toBe(1000);
    expect(parseEnv({ REFUND_REAUTH_ABOVE_AED: "250" }).REFUND_REAUTH_ABOVE_AED).toBe(250);
  });
});
