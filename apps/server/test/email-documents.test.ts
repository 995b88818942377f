import { eq } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, taxDocuments } from "../src/db/schema";
import type { AuditActor } from "../src/features/audit-log/audit-log-repository";
import { cancelBooking } from "../src/features/cancellations-and-refunds/cancel-booking";
import { documentFilesFor } from "../src/features/documents/document-attachments";
import { createMailTransport } from "../src/features/email/mail-transport";
import { queueEmail } from "../src/features/email/queue-email";
import { DOCUMENT_WAIT_ATTEMPTS, sendDueEmails } from "../src/features/email/send-due-emails";
import { bookingClient, seedBooking } from "./helpers/booking-helpers";
import { freePort } from "./helpers/free-port";
import { outboxRows, recordingLogger } from "./helpers/outbox";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/**
 * The confirmation and cancellation emails carry the booking's documents as PDFs (decisions 029
 * and 030), delivered to a real SMTP server in this process: the invoice (a receipt while no
 * TRN is set) with the confirmation, the credit note with the cancellation.
 */
const received: ParsedMail[] = [];
let smtp: SMTPServer;
let testApp: TestApp;
let admin: AuditActor;

beforeAll(async () => {
  const port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  testApp = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: "1000",
  });
  const signedIn = await signIn(testApp, "owner");
  admin = { id: signedIn.user.id, email: signedIn.user.email, role: signedIn.user.role };
});
afterAll(async () => {
  await testApp.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function deliver() {
  const { logger, lines } = recordingLogger();
  const before = received.length;
  const result = await sendDueEmails(
    testApp.ctx,
    createMailTransport(testApp.ctx.config),
    logger,
    documentFilesFor,
  );
  return { ...result, lines, mails: received.slice(before) };
}

const documentsOf = (bookingId: string) =>
  testApp.ctx.db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.bookingId, bookingId))
    .orderBy(taxDocuments.issueOrder);

async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  await document.destroy();
  return content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
}

async function paidBooking() {
  const { user, id } = await seedBooking(testApp, {
    serviceType: "room",
    roomType: "master",
    checkIn: "2027-02-01",
    checkOut: "2027-02-03",
    quantity: 1,
    guests: 2,
  });
  return { user, id };
}

describe("[EMAIL] documents attached as PDFs", () => {
  it("the confirmation carries the receipt, the cancellation its credit note, each named by its number", async () => {
    const { user, id } = await paidBooking();
    const [receipt] = await documentsOf(id);
    expect(receipt?.kind).toBe("receipt");

    const confirmation = await deliver();
    const mail = confirmation.mails.find((candidate) => candidate.subject?.includes("confirmed"));
    expect(mail?.to && "text" in mail.to ? mail.to.text : "").toContain(user.email);
    // The message itself is intact beside the attachment: text and HTML alternatives.
    expect(mail?.html).toMatch(/AED\s1,900/);
    expect(mail?.text).toContain("Your stay");
    expect(mail?.attachments.map((file) => [file.contentType, file.filename])).toEqual([
      ["application/pdf", `${receipt?.number}.pdf`],
    ]);
    const pdf = mail?.attachments[0]?.content as Buffer;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(pdf);
    expect(text).toContain(receipt?.number);
    expect(text).toContain("AED 1,900.00");
    expect(text).toContain("إيصال");

    await cancelBooking(testApp.ctx, id, { staff: admin });
    const creditNote = (await documentsOf(id)).find((document) => document.kind === "credit_note");
    expect(creditNote?.totalMinor).toBe(190_000);
    const cancellation = await deliver();
    const cancelled = cancellation.mails.find((candidate) =>
      candidate.subject?.includes("cancelled"),
    );
    expect(cancelled?.attachments.map((file) => [file.contentType, file.filename])).toEqual([
      ["application/pdf", `${creditNote?.number}.pdf`],
    ]);
    const noteText = await pdfText(cancelled?.attachments[0]?.content as Buffer);
    expect(noteText).toContain(creditNote?.number);
    expect(noteText).toContain(`corrects ${receipt?.number}`);
  });

  it("the cancellation carries its own credit note, not one an earlier change's refund issued", async () => {
    const stay = (quantity: number) => ({
      serviceType: "room",
      roomType: "master",
      checkIn: "2027-03-01",
      checkOut: "2027-03-03",
      quantity,
      guests: 2 * quantity,
    });
    const { cookie, id } = await seedBooking(testApp, stay(2));
    const post = (url: string, payload: object) =>
      testApp.app.inject({ method: "POST", url, payload, headers: { cookie } });
    const check = await post(`/api/booking/${id}/change/check`, stay(1));
    expect(check.json().data).toMatchObject({ refund: 1900 });
    const changed = await post(`/api/booking/${id}/change`, { quoteId: check.json().data.quoteId });
    expect(changed.statusCode, changed.body).toBe(200);
    const [changeNote] = (await documentsOf(id)).filter((row) => row.kind === "credit_note");
    expect(changeNote?.totalMinor).toBe(190_000);
    await deliver();

    await cancelBooking(testApp.ctx, id, { staff: admin });
    const notes = (await documentsOf(id)).filter((row) => row.kind === "credit_note");
    expect(notes).toHaveLength(2);
    const cancellation = await deliver();
    const cancelled = cancellation.mails.find((mail) => mail.subject?.includes("cancelled"));
    expect(cancelled?.attachments.map((file) => file.filename)).toEqual([
      `${notes[1]?.number}.pdf`,
    ]);
  });

  it("a change's email carries the documents of the change: its invoice or its credit notes (decision 029)", async () => {
    const stay = (quantity: number) => ({
      serviceType: "room",
      roomType: "master",
      checkIn: "2027-03-10",
      checkOut: "2027-03-12",
      quantity,
      guests: 2 * quantity,
    });
    const { cookie, id } = await seedBooking(testApp, stay(1));
    const client = bookingClient(testApp, cookie);
    const post = (url: string, payload: object) =>
      testApp.app.inject({ method: "POST", url, payload, headers: { cookie } });
    await deliver();

    // A dearer change: the receipt of the difference paid, not the booking's first one.
    const dearer = (await post(`/api/booking/${id}/change/check`, stay(2))).json().data;
    const process = await client.process(dearer.quoteId, 190_000);
    await client.confirmCard(process.json().client_secret);
    const applied = await post(`/api/booking/${id}/change`, {
      quoteId: dearer.quoteId,
      paymentInfo: { id: process.json().paymentIntentId },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const changeReceipt = (await documentsOf(id)).at(-1);
    expect(changeReceipt).toMatchObject({ reason: "change", totalMinor: 190_000 });
    const afterPaid = await deliver();
    const paidMail = afterPaid.mails.find((mail) => mail.subject?.includes("changed"));
    expect(paidMail?.attachments.map((file) => file.filename)).toEqual([
      `${changeReceipt?.number}.pdf`,
    ]);

    // A cheaper change: the credit note of its refund.
    const cheaper = (await post(`/api/booking/${id}/change/check`, stay(1))).json().data;
    expect(cheaper).toMatchObject({ refund: 1900 });
    expect((await post(`/api/booking/${id}/change`, { quoteId: cheaper.quoteId })).statusCode).toBe(
      200,
    );
    const notes = (await documentsOf(id)).filter((row) => row.kind === "credit_note");
    expect(notes.map((note) => note.totalMinor)).toEqual([190_000]);
    const afterRefund = await deliver();
    const refundMail = afterRefund.mails.find((mail) => mail.subject?.includes("changed"));
    expect(refundMail?.attachments.map((file) => file.filename)).toEqual([
      `${notes[0]?.number}.pdf`,
    ]);
    expect(await pdfText(refundMail?.attachments[0]?.content as Buffer)).toContain(
      notes[0]?.number,
    );
  });

  it("each change's email carries exactly the documents that change issued, though later ones are issued before it goes (decision 029)", async () => {
    const stay = (quantity: number) => ({
      serviceType: "room",
      roomType: "master",
      checkIn: "2027-03-20",
      checkOut: "2027-03-22",
      quantity,
      guests: 2 * quantity,
    });
    const { cookie, id } = await seedBooking(testApp, stay(1));
    const client = bookingClient(testApp, cookie);
    const post = (url: string, payload: object) =>
      testApp.app.inject({ method: "POST", url, payload, headers: { cookie } });
    await deliver();
    const changeTo = async (quantity: number, payMinor: number) => {
      const quote = (await post(`/api/booking/${id}/change/check`, stay(quantity))).json().data;
      let payment = {};
      if (payMinor > 0) {
        const process = await client.process(quote.quoteId, payMinor);
        await client.confirmCard(process.json().client_secret);
        payment = { paymentInfo: { id: process.json().paymentIntentId } };
      }
      const applied = await post(`/api/booking/${id}/change`, {
        quoteId: quote.quoteId,
        ...payment,
      });
      expect(applied.statusCode, applied.body).toBe(200);
      return (await documentsOf(id)).at(-1);
    };
    // Four changes, their emails all still waiting: paid, refunded, refunded, paid.
    const issued = [
      await changeTo(3, 380_000),
      await changeTo(2, 0),
      await changeTo(1, 0),
      await changeTo(2, 190_000),
    ];
    expect(issued.map((document) => [document?.kind, document?.totalMinor])).toEqual([
      ["receipt", 380_000],
      ["credit_note", 190_000],
      ["credit_note", 190_000],
      ["receipt", 190_000],
    ]);
    const { mails } = await deliver();
    const changeMails = mails.filter((mail) => mail.subject?.includes("changed"));
    expect(changeMails.map((mail) => mail.attachments.map((file) => file.filename))).toEqual(
      issued.map((document) => [`${document?.number}.pdf`]),
    );
  });

  it("an email waits for a document not issued yet, then goes without it rather than never", async () => {
    const { user, id } = await paidBooking();
    await deliver(); // the confirmation
    const { id: emailId } = await queueEmail(testApp.ctx.db, testApp.ctx.config, {
      to: user.email,
      language: "en",
      template: "booking-cancelled",
      data: {
        guestName: user.name,
        booking: {
          id,
          serviceType: "room",
          roomType: "master",
          checkIn: "2027-02-01",
          checkOut: "2027-02-03",
          nights: 2,
          quantity: 1,
          guests: 2,
          priceLines: [],
          totalMinor: 190_000,
        },
        refundMinor: 190_000,
      },
      // No refund was paid, so no credit note will come.
      attachDocuments: { bookingId: id, kinds: ["credit_note"], expectedMinor: 190_000 },
    });

    const first = await deliver();
    expect(first).toMatchObject({ sent: 0, failed: 0, mails: [] });
    const [waiting] = await outboxRows(testApp).then((rows) =>
      rows.filter((row) => row.id === emailId),
    );
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting?.lastError).toContain("waiting for the booking's documents");
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(testApp.clock.now().getTime());

    // The last run it may wait: it is sent, with no attachment, and the sender says so.
    await testApp.ctx.db
      .update(emailOutbox)
      .set({ attempts: DOCUMENT_WAIT_ATTEMPTS - 1, nextAttemptAt: testApp.clock.now() })
      .where(eq(emailOutbox.id, emailId));
    const last = await deliver();
    expect(last.sent).toBe(1);
    expect(last.mails[0]?.attachments).toEqual([]);
    expect(last.lines.some((line) => line.message.includes("without all of"))).toBe(true);
  });

  it("only the emails about money paid or given back carry documents", async () => {
    const rows = await outboxRows(testApp);
    const withDocuments = rows.filter((row) => row.attachDocuments !== null);
    expect(new Set(withDocuments.map((row) => row.template))).toEqual(
      new Set(["booking-confirmed", "booking-cancelled", "booking-changed"]),
    );
  });
});
