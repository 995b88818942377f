import { describe, expect, it } from "vitest";
import { formatAedFor, whatsAppLinkOf, whatsAppTextOf } from "./whatsapp-link";

const link = {
  phone: "+971501234567",
  reference: "BK-7Q2M4X",
  total: 1234.5,
  paymentUrl: "https://camp.example/pay/abc_DEF-123",
  // 20:00 in Dubai (UTC+4).
  expiresAt: "2026-12-13T16:00:00.000Z",
} as const;

const textOf = (href: string) => {
  const url = new URL(href);
  return url.searchParams.get("text") ?? "";
};

describe("whatsAppLinkOf", () => {
  it("opens a chat with the digits of the guest's E.164 number", () => {
    const href = whatsAppLinkOf({ ...link, language: "en" });
    expect(href.startsWith("https://wa.me/971501234567?text=")).toBe(true);
  });

  it("says the reference, the amount, the hold's end in Dubai time and the link, in English", () => {
    const text = textOf(whatsAppLinkOf({ ...link, language: "en" }));
    expect(text).toContain("BK-7Q2M4X");
    expect(text).toContain(formatAedFor(1234.5, "en"));
    expect(formatAedFor(1234.5, "en")).toMatch(/AED\s?1,234\.50/);
    expect(text).toContain("8:00");
    expect(text).toContain("Dubai time");
    expect(text).toContain(link.paymentUrl);
    expect(text).not.toMatch(/[\u0600-\u06FF]/);
  });

  it("writes the message in Arabic for a guest who reads Arabic, the link unchanged", () => {
    const text = textOf(whatsAppLinkOf({ ...link, language: "ar" }));
    expect(text).toContain("رابط الدفع");
    expect(text).toContain("بتوقيت دبي");
    expect(text).toContain(formatAedFor(1234.5, "ar"));
    expect(formatAedFor(1234.5, "ar")).toContain("د.إ.");
    expect(text).toContain("BK-7Q2M4X");
    expect(text).toContain(link.paymentUrl);
    expect(text).not.toContain("Amount");
  });

  it("encodes the text so that the link's own characters survive (& ? # in the URL)", () => {
    const paymentUrl = "https://camp.example/pay/a?b=1&c=2#d";
    const href = whatsAppLinkOf({ ...link, paymentUrl, language: "en" });
    expect(href.split("?").length).toBe(2);
    expect(textOf(href)).toContain(paymentUrl);
  });

  it("writes whole dirhams without decimals, as the site does", () => {
    expect(formatAedFor(900, "en")).not.toContain(".");
    expect(whatsAppTextOf({ ...link, total: 900, language: "en" })).toContain(
      formatAedFor(900, "en"),
    );
  });
});
