import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "../src/config/env";
import { emailOutbox } from "../src/db/schema";
import { documentFilesFor } from "../src/features/documents/document-attachments";
import type { OutboxRow } from "../src/features/email/email-outbox";
import type { MailTransport } from "../src/features/email/mail-transport";
import {
  type BookingEmailTemplate,
  type EmailBooking,
  queueEmail,
} from "../src/features/email/queue-email";
import { retryDelayMs, sendDueEmails } from "../src/features/email/send-due-emails";
import { deliverOutbox, outboxRows, readOutboxFolder, recordingLogger } from "./helpers/outbox";
import { createTestApp, type TestApp } from "./helpers/test-app";

/** Two master rooms for three nights at AED 600 a room a night: AED 3,600. */
const booking: EmailBooking = {
  id: "6f1c2b0e-3d4a-4c5b-9e8f-0a1b2c3d4e5f",
  serviceType: "room",
  roomType: "master",
  checkIn: "2026-12-10",
  checkOut: "2026-12-13",
  nights: 3,
  quantity: 2,
  guests: 4,
  priceLines: [{ service: "room:master", quantity: 2, perNight: 120_000, amount: 360_000 }],
  totalMinor: 360_000,
};

/** The short reference of `booking.id` (packages/shared/src/booking/booking-reference.ts). */
const REFERENCE = "DWE2-P3HX";
const MAP_LINK = "https://www.openstreetmap.org/?mlat=24.7205&mlon=55.6337#map=12/24.7205/55.6337";
/** The emails that confirm a stay carry the map pin and directions the FAQ promises. */
const STAY_CONFIRMATIONS: BookingEmailTemplate[] = ["booking-confirmed", "request-confirmed"];

const BOOKING_TEMPLATES: BookingEmailTemplate[] = [
  "booking-confirmed",
  "request-received",
  "request-confirmed",
  "request-declined",
  "booking-cancelled",
  "booking-changed",
];

/** What each language must show: its subject words, dates and amounts as the guest reads them. */
const expected = {
  en: {
    dir: "ltr",
    subjects: {
      "booking-confirmed": "Your booking is confirmed",
      "request-received": "We received your booking request",
      "request-confirmed": "Your booking request is confirmed",
      "request-declined": "We could not confirm your booking request",
      "booking-cancelled": "Your booking is cancelled",
      "booking-changed": "Your booking is changed",
      "password-reset": "Reset your password",
    },
    checkIn: "Thursday, 10 December 2026",
    checkOut: "Sunday, 13 December 2026",
    total: "AED 3,600",
    // Two rooms at 1,200 a night together: one room's price (decision 049).
    perNight: "AED 600",
    refund: "Refund: AED 1,800",
    changed: [
      "Before the change",
      "Tuesday, 8 December 2026",
      "AED 4,000",
      "Refunded to your card: AED 200",
      "Kept by the resort under the cancellation policy: AED 200",
    ],
    nothingCharged: "Nothing was charged",
    directions: "take the Hatta road towards Al Faqa",
    address: "Hatta Road, Al Faqa, Dubai, United Arab Emirates",
    changes: `call +971 4 555 0142 and give your booking reference, ${REFERENCE}`,
    phone: "+971 4 555 0142",
    reference: REFERENCE,
    selfCancel: "To cancel, use My bookings",
  },
  ar: {
    dir: "rtl",
    subjects: {
      "booking-confirmed": "تم تأكيد حجزك",
      "request-received": "استلمنا طلب حجزك",
      "request-confirmed": "تم تأكيد طلب حجزك",
      "request-declined": "تعذّر علينا تأكيد طلب حجزك",
      "booking-cancelled": "تم إلغاء حجزك",
      "booking-changed": "تم تعديل حجزك",
      "password-reset": "إعادة تعيين كلمة المرور",
    },
    checkIn: "الخميس، 10 ديسمبر 2026",
    checkOut: "الأحد، 13 ديسمبر 2026",
    total: "3,600 د.إ.",
    perNight: "600 د.إ.",
    refund: "المبلغ المسترد: 1,800 د.إ.",
    changed: [
      "قبل التعديل",
      "الثلاثاء، 8 ديسمبر 2026",
      "4,000 د.إ.",
      "المبلغ المسترد إلى بطاقتك: 200 د.إ.",
      "المبلغ الذي يحتفظ به المنتجع وفق سياسة الإلغاء: 200 د.إ.",
    ],
    nothingCharged: "لم يُخصم أي مبلغ",
    directions: "اسلك طريق حتا باتجاه الفقع",
    address: "طريق حتا، الفقع، دبي، الإمارات العربية المتحدة",
    // Latin inside Arabic is isolated (U+2066...U+2069), or the phone's groups show reversed.
    changes: `اتصل بنا على \u2066+971 4 555 0142\u2069 واذكر رقم حجزك \u2066${REFERENCE}\u2069`,
    phone: "+971 4 555 0142",
    reference: REFERENCE,
    selfCancel: "وللإلغاء، استخدم صفحة حجوزاتي",
  },
} as const;

/**
 * Intl puts no-break spaces in amounts and marks the direction of Arabic ones with invisible
 * characters; the checks read past both.
 */
const withoutBidiMarks = (value: string) =>
  value.replace(/[\u200e\u200f\u061c]/g, "").replace(/[\u00a0\u202f]/g, " ");

let testApp: TestApp;

async function queue(
  template: BookingEmailTemplate | "password-reset",
  language: "en" | "ar",
  guestName = "Sara Ahmed",
) {
  const to = `${template}-${language}@example.com`;
  const { id } = await testApp.ctx.db.transaction((tx) =>
    template === "password-reset"
      ? queueEmail(tx, testApp.ctx.config, {
          to,
          language,
          template,
          data: {
            guestName,
            resetUrl: "https://camp.example/reset-password?token=abc",
            expiresMinutes: 60,
          },
        })
      : queueEmail(tx, testApp.ctx.config, {
          to,
          language,
          template,
          data: {
            guestName,
            booking,
            ...(template === "booking-cancelled" ? { refundMinor: 180_000 } : {}),
            ...(template === "request-declined" ? { refundMinor: 0 } : {}),
            ...(template === "booking-changed"
              ? {
                  change: {
                    from: { ...booking, checkIn: "2026-12-08", nights: 5, totalMinor: 400_000 },
                    paidMinor: 0,
                    refundMinor: 20_000,
                    keptMinor: 20_000,
                  },
                }
              : {}),
          },
        }),
  );
  return { id, to };
}

describe("[EMAIL] booking emails in the guest's language, read from the outbox folder", () => {
  beforeAll(async () => {
    testApp = await createTestApp({ PUBLIC_URL: "https://camp.example" });
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await testApp.ctx.db.delete(emailOutbox);
  });

  for (const language of ["en", "ar"] as const) {
    for (const template of BOOKING_TEMPLATES) {
      it(`${template} in ${language}: HTML and plain text, dates, price lines and total`, async () => {
        const { id, to } = await queue(template, language);
        const run = await deliverOutbox(testApp);
        expect(run).toMatchObject({ sent: 1, failed: 0 });

        const email = (await readOutboxFolder(testApp.dataDir)).get(id);
        if (!email) throw new Error("no .eml file for the queued message");
        const want = expected[language];
        expect(email.headers.to).toBe(to);
        expect(email.headers.from).toContain("bookings@localhost");
        expect(email.subject).toContain(want.subjects[template]);
        expect(email.headers["content-type"]).toContain("multipart/alternative");
        expect(email.html).toContain(`<html lang="${language}" dir="${want.dir}">`);

        const html = withoutBidiMarks(email.html);
        const text = withoutBidiMarks(email.text);
        for (const part of [html, text]) {
          expect(part).toContain(want.checkIn);
          expect(part).toContain(want.checkOut);
          expect(part).toContain(want.total);
          expect(part).toContain(want.perNight);
          // One short reference, as My bookings and the console show it; never the long id.
          expect(part).toContain(REFERENCE);
          expect(part).not.toContain(booking.id);
          expect(part).toContain(`https://camp.example/my-booking?lang=${language}`);
        }
        const isStayConfirmation = STAY_CONFIRMATIONS.includes(template);
        for (const part of [email.html, email.text]) {
          const findings = [MAP_LINK, want.address, want.directions, want.selfCancel];
          for (const finding of findings) {
            const shown = part.includes(finding) || part.includes(finding.replaceAll("&", "&amp;"));
            expect(shown, `${finding} in ${template}`).toBe(isStayConfirmation);
          }
        }
        expect(email.text.includes(want.changes), `changes in ${template}`).toBe(
          isStayConfirmation,
        );
        if (isStayConfirmation) {
          expect(email.html).toContain(`href="${MAP_LINK.replaceAll("&", "&amp;")}"`);
          // The phone and the reference never break across lines in the HTML.
          for (const value of [want.phone, want.reference]) {
            expect(email.html).toContain(`<span style="white-space:nowrap">${value}</span>`);
          }
        }
        if (template === "booking-cancelled") {
          expect(text).toContain(want.refund);
          expect(html).toContain(want.refund);
        }
        if (template === "request-declined") expect(text).toContain(want.nothingCharged);
        if (template === "booking-changed") {
          // The stay before the change, and what came back and what the resort keeps.
          for (const part of [html, text])
            for (const words of want.changed) expect(part).toContain(words);
        }
        if (language === "ar") {
          expect(email.text).toMatch(/[\u0600-\u06FF]{3,}/);
          expect(email.text).not.toContain("Check-in");
        } else {
          expect(email.text).not.toMatch(/[\u0600-\u06FF]/);
        }
        // No external images or fonts to fetch.
        expect(email.html).not.toMatch(/<img|<link|url\(/i);
      });
    }

    it(`password-reset in ${language}: the link and how long it works`, async () => {
      const { id } = await queue("password-reset", language);
      await deliverOutbox(testApp);
      const email = (await readOutboxFolder(testApp.dataDir)).get(id);
      if (!email) throw new Error("no .eml file for the queued message");
      expect(email.subject).toContain(expected[language].subjects["password-reset"]);
      expect(email.html).toContain(`dir="${expected[language].dir}"`);
      // The email gives the link its own language (decision 050).
      expect(email.html).toContain(
        `href="https://camp.example/reset-password?token=abc&amp;lang=${language}"`,
      );
      expect(email.text).toContain(
        `https://camp.example/reset-password?token=abc&lang=${language}`,
      );
      expect(email.text).toContain(language === "en" ? "one hour" : "ساعة واحدة");
    });
  }

  it("escapes every value put into the HTML", async () => {
    const { id } = await queue("booking-confirmed", "en", '<script>alert("x")</script> & Co');
    await deliverOutbox(testApp);
    const email = (await readOutboxFolder(testApp.dataDir)).get(id);
    expect(email?.html).not.toContain("<script>");
    expect(email?.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co");
    // The plain-text part is text: the name as the guest typed it.
    expect(email?.text).toContain('<script>alert("x")</script> & Co');
  });

  it("writes each message once and logs where it is", async () => {
    const { id } = await queue("request-received", "ar");
    const first = await deliverOutbox(testApp);
    const logged = first.lines.find((line) => line.message.includes("outbox folder"));
    expect(logged?.details).toMatchObject({ emailId: id });
    const { path } = (logged?.details ?? {}) as { path?: string };
    expect(path).toMatch(new RegExp(`outbox/${id}\\.eml$`));
    expect(await deliverOutbox(testApp)).toMatchObject({ sent: 0, failed: 0 });
    const [row] = await outboxRows(testApp);
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("sends in the order the messages were written, whatever order the claim returns them in", async () => {
    const ids: string[] = [];
    for (const template of ["booking-confirmed", "booking-cancelled", "request-received"] as const)
      for (const language of ["en", "ar"] as const) ids.push((await queue(template, language)).id);
    // Written last, stored first: the rows' order on disk is the reverse of their creation times.
    const start = Date.now() - 60_000;
    await testApp.ctx.db.update(emailOutbox).set({
      createdAt: sql`${new Date(start).toISOString()}::timestamptz - (array_position(${sql.raw(
        `ARRAY[${ids.map((id) => `'${id}'::uuid`).join(",")}]`,
      )}, ${emailOutbox.id}) * interval '1 second')`,
    });
    const { lines } = await deliverOutbox(testApp);
    const sentOrder = lines
      .filter((line) => line.message.includes("outbox folder"))
      .map((line) => (line.details as { emailId: string }).emailId);
    expect(sentOrder).toEqual([...ids].reverse());
  });

  it("is queued with the caller's transaction: a change rolled back sends nothing", async () => {
    await testApp.ctx.db
      .transaction(async (tx) => {
        await queueEmail(tx, testApp.ctx.config, {
          to: "nobody@example.com",
          language: "en",
          template: "booking-confirmed",
          data: { guestName: "Nobody", booking },
        });
        throw new Error("the booking change failed");
      })
      .catch(() => {});
    expect(await outboxRows(testApp)).toEqual([]);
  });
});

describe("[EMAIL] sender retries with back-off and never loses a message", () => {
  beforeAll(async () => {
    testApp = await createTestApp({ EMAIL_MAX_ATTEMPTS: "3" });
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await testApp.ctx.db.delete(emailOutbox);
  });

  function failingTransport(failures: number) {
    const calls: OutboxRow[] = [];
    const transport: MailTransport = {
      send: async (email) => {
        calls.push(email);
        if (calls.length <= failures) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
        return {};
      },
    };
    return { transport, calls };
  }

  async function rowOf(id: string) {
    const [row] = await testApp.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!row) throw new Error("the outbox row is gone");
    return row;
  }

  it("waits 1 then 2 minutes between attempts, then sends", async () => {
    const { id } = await queue("booking-confirmed", "en");
    const { transport, calls } = failingTransport(2);
    const { logger, lines } = recordingLogger();
    const send = () => sendDueEmails(testApp.ctx, transport, logger, documentFilesFor);

    expect(await send()).toEqual({ sent: 0, failed: 1 });
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toContain("ECONNREFUSED");
    expect(row.nextAttemptAt.getTime() - testApp.clock.now().getTime()).toBe(60_000);
    expect(lines.some((line) => line.level === "warn")).toBe(true);

    // Not due yet: nothing is tried.
    testApp.clock.advance(59_000);
    expect(await send()).toEqual({ sent: 0, failed: 0 });
    expect(calls).toHaveLength(1);

    testApp.clock.advance(1_000);
    expect(await send()).toEqual({ sent: 0, failed: 1 });
    row = await rowOf(id);
    expect(row.nextAttemptAt.getTime() - testApp.clock.now().getTime()).toBe(120_000);

    testApp.clock.advance(120_000);
    expect(await send()).toEqual({ sent: 1, failed: 0 });
    row = await rowOf(id);
    expect(row).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(row.sentAt?.getTime()).toBe(testApp.clock.now().getTime());
    expect(calls.map((call) => call.id)).toEqual([id, id, id]);
  });

  it("marks a message failed after the last attempt, and keeps it", async () => {
    const { id } = await queue("booking-cancelled", "ar");
    const { transport, calls } = failingTransport(100);
    const { logger, lines } = recordingLogger();
    for (let run = 0; run < 6; run += 1) {
      await sendDueEmails(testApp.ctx, transport, logger, documentFilesFor);
      testApp.clock.advance(6 * 3_600_000);
    }
    expect(calls).toHaveLength(3);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    expect(row.html).toContain('dir="rtl"');
    expect(lines.filter((line) => line.level === "error")).toHaveLength(1);
  });

  it("one failing message does not hold back the others", async () => {
    const first = await queue("booking-confirmed", "en");
    const second = await queue("booking-confirmed", "ar");
    const transport: MailTransport = {
      send: async (email) => {
        if (email.id === first.id) throw new Error("mailbox unavailable");
        return {};
      },
    };
    expect(
      await sendDueEmails(testApp.ctx, transport, recordingLogger().logger, documentFilesFor),
    ).toEqual({
      sent: 1,
      failed: 1,
    });
    expect((await rowOf(second.id)).status).toBe("sent");
    expect((await rowOf(first.id)).status).toBe("pending");
  });
});

describe("[EMAIL] back-off", () => {
  it("doubles from one minute and stops at six hours", () => {
    expect([1, 2, 3, 4, 9, 10, 30].map(retryDelayMs)).toEqual([
      60_000,
      120_000,
      240_000,
      480_000,
      256 * 60_000,
      6 * 3_600_000,
      6 * 3_600_000,
    ]);
  });
});

describe("[EMAIL] configuration", () => {
  it("accepts smtp:// and smtps:// URLs and never prints a wrong one", () => {
    expect(parseEnv({ SMTP_URL: "smtps://user:secret@mail.example.com:465" }).SMTP_URL).toBe(
      "smtps://user:secret@mail.example.com:465",
    );
    expect(parseEnv({}).MAIL_FROM).toBe('"Desert Camp Resort" <bookings@localhost>');
    try {
      parseEnv({ SMTP_URL: "http://user:hunter2@mail.example.com" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect(String(error)).toContain("SMTP_URL");
      expect(String(error)).not.toContain("hunter2");
    }
  });
});
