import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { emailOutbox } from "../../src/db/schema";
import { documentFilesFor } from "../../src/features/documents/document-attachments";
import { createMailTransport } from "../../src/features/email/mail-transport";
import { sendDueEmails } from "../../src/features/email/send-due-emails";
import type { TestApp } from "./test-app";

/** A logger that keeps what it is told, for tests that check what the sender logs. */
export function recordingLogger() {
  const lines: { level: string; details: unknown; message: string }[] = [];
  const record = (level: string) => (details: unknown, message?: string) => {
    lines.push({ level, details, message: message ?? String(details) });
  };
  const logger = {
    info: record("info"),
    warn: record("warn"),
    error: record("error"),
    debug: record("debug"),
    trace: record("trace"),
    fatal: record("fatal"),
    child: () => logger,
  } as unknown as FastifyBaseLogger;
  return { logger, lines };
}

/** Runs the sender once with the configured transport (without SMTP_URL: the outbox folder). */
export async function deliverOutbox(testApp: TestApp) {
  const { logger, lines } = recordingLogger();
  const result = await sendDueEmails(
    testApp.ctx,
    createMailTransport(testApp.ctx.config),
    logger,
    documentFilesFor,
  );
  return { ...result, lines };
}

export async function outboxRows(testApp: TestApp, toAddress?: string) {
  const query = testApp.ctx.db.select().from(emailOutbox);
  const rows = toAddress ? await query.where(eq(emailOutbox.toAddress, toAddress)) : await query;
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export type ParsedEmail = {
  headers: Record<string, string>;
  subject: string;
  parts: { contentType: string; body: string }[];
  text: string;
  html: string;
};

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? ""));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Reads an RFC 822 message as the outbox folder holds it: headers and decoded MIME parts. */
export function parseEml(raw: string): ParsedEmail {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = parseHeaders(head);
  const boundary = /boundary="?([^";]+)"?/.exec(headers["content-type"] ?? "")?.[1];
  const body = rest.join("\n\n");
  const chunks = boundary ? body.split(`--${boundary}`).slice(1, -1) : [];
  const parts = chunks.map((chunk) => {
    const [partHead = "", ...partBody] = chunk.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    const partHeaders = parseHeaders(partHead);
    const encoded = partBody.join("\n\n");
    const encoding = partHeaders["content-transfer-encoding"]?.toLowerCase();
    const decoded =
      encoding === "base64"
        ? Buffer.from(encoded.replace(/\s+/g, ""), "base64").toString("utf8")
        : encoding === "quoted-printable"
          ? decodeQuotedPrintable(encoded)
          : encoded;
    return { contentType: partHeaders["content-type"] ?? "", body: decoded };
  });
  const partOf = (type: string) =>
    parts.find((part) => part.contentType.startsWith(type))?.body ?? "";
  return {
    headers,
    subject: decodeWords(headers.subject ?? ""),
    parts,
    text: partOf("text/plain"),
    html: partOf("text/html"),
  };
}

/** The outbox folder's messages (DATA_DIR/outbox/<id>.eml), by id. */
export async function readOutboxFolder(dataDir: string): Promise<Map<string, ParsedEmail>> {
  const folder = path.join(dataDir, "outbox");
  const files = await readdir(folder).catch(() => [] as string[]);
  const messages = new Map<string, ParsedEmail>();
  for (const file of files.filter((name) => name.endsWith(".eml"))) {
    messages.set(
      file.replace(/\.eml$/, ""),
      parseEml(await readFile(path.join(folder, file), "utf8")),
    );
  }
  return messages;
}
