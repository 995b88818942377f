import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv, REPO_ROOT } from "./env";

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("parseEnv", () => {
  it("gives every variable a working default, so a fresh clone starts with no setup", () => {
    const config = parseEnv({});
    expect(config.PORT).toBe(3000);
    expect(config.NODE_ENV).toBe("development");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.join(REPO_ROOT, "data"));
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.ALLOWED_ORIGINS).toEqual([]);
  });

  it("reads numbers, flags, lists and paths", () => {
    const config = parseEnv({
      PORT: "8080",
      TRUST_PROXY: "true",
      ALLOWED_ORIGINS: "https://resort.example, http://localhost:5173/",
      DATA_DIR: "/var/lib/camp",
      DATABASE_URL: "postgres://camp@db.internal:5432/camp",
    });
    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toBe(true);
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
    [{ TRUST_PROXY: "maybe" }, /^TRUST_PROXY must be true or false/],
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

describe("payment provider", () => {
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
