import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, contactMessages } from "../src/db/schema";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/** The home page's contact form and the console's Messages section. */

let testApp: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  // Mail pointed at a port nothing listens on: storing a message never depends on it.
  testApp = await createTestApp({
    CONTACT_MAX_PER_ADDRESS_PER_HOUR: "3",
    SMTP_URL: "smtp://127.0.0.1:1",
  });
  admin = await signIn(testApp, "owner");
});
afterAll(() => testApp.close());

const contact = (payload: object, address = "203.0.113.7") =>
  testApp.app.inject({ method: "POST", url: "/api/contact", payload, remoteAddress: address });
const asAdmin = (method: "GET" | "PUT", url: string, payload?: object, cookie = admin.cookie) =>
  testApp.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const valid = {
  name: "Amal Saeed",
  email: "amal@example.com",
  message: "Do you have a camp for 12 people on the first weekend of December?",
  language: "ar",
};

describe("[CONTACT] the contact form", () => {
  it("stores a valid message, cleaned of invisible formatting, and answers 201", async () => {
    const response = await contact({
      ...valid,
      name: " Amal\u202E Saeed ",
      message: `${valid.message}\r\nThank you!`,
    });
    expect(response.statusCode).toBe(201);
    const rows = await testApp.ctx.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Amal Saeed",
      email: "amal@example.com",
      message: `${valid.message}\nThank you!`,
      language: "ar",
      handledAt: null,
    });
  });

  it("refuses missing, too long and malformed fields with a message per field", async () => {
    const cases: [object, string, string][] = [
      [{ ...valid, name: "" }, "name", "Please tell us your name"],
      [{ ...valid, email: "not-an-email" }, "email", "Enter a valid email address"],
      [{ ...valid, message: "Hi" }, "message", "Your message must be at least 10 characters"],
      [
        { ...valid, message: "x".repeat(4001) },
        "message",
        "Your message can be at most 4000 characters",
      ],
      [
        { ...valid, message: "Hello there\u0007 friends" },
        "message",
        "Use letters, numbers and punctuation only",
      ],
      [{ ...valid, name: "x".repeat(101) }, "name", "Your name can be at most 100 characters"],
    ];
    for (const [payload, field, message] of cases) {
      const response = await contact(payload, "198.51.100.1");
      expect([field, response.statusCode]).toEqual([field, 400]);
      expect(response.json().errors[field]).toBe(message);
    }
    const withNul = await contact(
      { ...valid, message: "Hello\u0000 there friends" },
      "198.51.100.2",
    );
    expect(withNul.statusCode).toBe(400);
    expect(await testApp.ctx.db.select().from(contactMessages)).toHaveLength(1);
  });

  it("limits messages per network address and per email address (429)", async () => {
    for (let index = 0; index < 3; index += 1) {
      const response = await contact(
        { ...valid, email: `sender${index}@example.com` },
        "192.0.2.50",
      );
      expect(response.statusCode).toBe(201);
    }
    const fourth = await contact({ ...valid, email: "sender9@example.com" }, "192.0.2.50");
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe("TOO_MANY_ATTEMPTS");
    // Another address is not held up...
    expect((await contact({ ...valid, email: "other@example.com" }, "192.0.2.51")).statusCode).toBe(
      201,
    );
    // ...but one email address from many places is (amal@ has sent 1 + this 2 = 3).
    expect((await contact(valid, "192.0.2.60")).statusCode).toBe(201);
    expect((await contact(valid, "192.0.2.61")).statusCode).toBe(201);
    expect((await contact(valid, "192.0.2.62")).statusCode).toBe(429);
    // An hour later the counters start again.
    testApp.clock.advance(61 * 60_000);
    expect((await contact(valid, "192.0.2.50")).statusCode).toBe(201);
  });
});

describe("[CONTACT] the console's Messages", () => {
  it("is for administrators only", async () => {
    const guest = await signIn(testApp, "guest");
    expect((await asAdmin("GET", "/api/admin/messages", undefined, "")).statusCode).toBe(401);
    expect((await asAdmin("GET", "/api/admin/messages", undefined, guest.cookie)).statusCode).toBe(
      403,
    );
    const url = "/api/admin/messages/00000000-0000-4000-8000-000000000000/handled";
    expect((await asAdmin("PUT", url, { isHandled: true }, "")).statusCode).toBe(401);
    expect((await asAdmin("PUT", url, { isHandled: true }, guest.cookie)).statusCode).toBe(403);
  });

  it("lists unhandled first and newest first, filters, and marks handled and back with audit records", async () => {
    testApp.clock.advance(60_000);
    expect((await contact({ ...valid, name: "Newest sender" }, "192.0.2.99")).statusCode).toBe(201);
    const all = (await asAdmin("GET", "/api/admin/messages")).json();
    expect(all.total).toBe(9);
    expect(all.unhandled).toBe(9);
    expect(all.data[0]).toMatchObject({ name: "Newest sender", handledAt: null });
    const created = all.data.map((row: { createdAt: string }) => row.createdAt);
    expect([...created].sort().reverse()).toEqual(created);

    const id = all.data[0].id;
    const handled = await asAdmin("PUT", `/api/admin/messages/${id}/handled`, { isHandled: true });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().data).toMatchObject({ handledByEmail: admin.user.email });

    const after = (await asAdmin("GET", "/api/admin/messages")).json();
    expect(after.unhandled).toBe(8);
    expect(after.data.at(-1).id).toBe(id);
    const onlyHandled = (await asAdmin("GET", "/api/admin/messages?filter=handled")).json();
    expect(onlyHandled.data.map((row: { id: string }) => row.id)).toEqual([id]);
    const onlyUnhandled = (await asAdmin("GET", "/api/admin/messages?filter=unhandled")).json();
    expect(onlyUnhandled.total).toBe(8);

    // Marking it handled again changes and records nothing more.
    await asAdmin("PUT", `/api/admin/messages/${id}/handled`, { isHandled: true });
    const reopened = await asAdmin("PUT", `/api/admin/messages/${id}/handled`, {
      isHandled: false,
    });
    expect(reopened.json().data).toMatchObject({ handledAt: null, handledByEmail: null });

    const audit = await testApp.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      "contact-message.handle",
      "contact-message.reopen",
    ]);
    expect(audit.every((row) => row.actorId === admin.user.id)).toBe(true);

    const missing = await asAdmin(
      "PUT",
      "/api/admin/messages/00000000-0000-4000-8000-000000000000/handled",
      { isHandled: true },
    );
    expect(missing.statusCode).toBe(404);
  });
});
