import { describe, expect, it } from "vitest";
import { redactText, redactUrl } from "./log-redaction";

describe("redactUrl", () => {
  it("blanks the values of secret query parameters and keeps the rest", () => {
    expect(redactUrl("/reset-password?token=abc123")).toBe("/reset-password?token=[REDACTED]");
    expect(redactUrl("/x?lang=ar&reset_token=abc&page=2")).toBe(
      "/x?lang=ar&reset_token=[REDACTED]&page=2",
    );
    expect(redactUrl("/pay?payment_intent_client_secret=pi_1_secret_2&redirect_status=ok")).toBe(
      "/pay?payment_intent_client_secret=[REDACTED]&redirect_status=ok",
    );
    expect(redactUrl("/x?API_KEY=k&sig=s&password=p")).toBe(
      "/x?API_KEY=[REDACTED]&sig=[REDACTED]&password=[REDACTED]",
    );
    // An escaped name is judged by what it says; a malformed one as written.
    expect(redactUrl("/x?%74oken=abc")).toBe("/x?%74oken=[REDACTED]");
    expect(redactUrl("/x?%E0%A4%A=1&token=abc")).toBe("/x?%E0%A4%A=1&token=[REDACTED]");
    expect(redactUrl("/Gallery?lang=ar")).toBe("/Gallery?lang=ar");
    expect(redactUrl("/x?flag&token")).toBe("/x?flag&token");
  });

  it("blanks path segments that stand for a secret route parameter", () => {
    expect(redactUrl("/api/ical/abc.ics?x=1", "/api/ical/:token.ics")).toBe(
      "/api/ical/[REDACTED]?x=1",
    );
    expect(redactUrl("/api/rooms/42", "/api/rooms/:id")).toBe("/api/rooms/42");
    expect(redactUrl("/a/b/c", "/a/:token")).toBe("/a/b/c");
  });
});

describe("redactText", () => {
  it("blanks name=value secrets inside a message", () => {
    expect(redactText("Route GET:/reset-password?token=abc&lang=en not found")).toBe(
      "Route GET:/reset-password?token=[REDACTED]&lang=en not found",
    );
    expect(redactText("a=1 b=2")).toBe("a=1 b=2");
  });
});
