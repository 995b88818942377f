import { stringify } from "csv-stringify/sync";
import type { FastifyReply } from "fastify";

/**
 * CSV files staff open in a spreadsheet (decision 027): UTF-8 with a byte-order mark, so Excel
 * reads Arabic names as Arabic, CRLF line ends (RFC 4180), quoting by csv-stringify, and no
 * formula injection: a text cell that a spreadsheet would run as a formula gets a leading
 * apostrophe (https://owasp.org/www-community/attacks/CSV_Injection).
 */

export type CsvCell = string | number | null | undefined;

/** What a spreadsheet may read as the start of a formula (or a DDE call), tab and CR included. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number ("-12.50") is data, not a formula: it stays a number in the spreadsheet. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function safeCell(value: CsvCell): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value;
  if (FORMULA_START.test(value) && !PLAIN_NUMBER.test(value)) return `'${value}`;
  return value;
}

/** A phone as stored (E.164, decision 020): a plus and up to 15 digits, nothing a formula needs. */
const E164 = /^\+[1-9]\d{1,14}$/;
/** U+200E LEFT-TO-RIGHT MARK: zero width, no formula start, and a phone is a left-to-right run. */
const LRM = "\u200E";

/**
 * A phone as a spreadsheet shows it, `+971501234567` (decision 045): both LibreOffice and Excel read
 * a bare `+971501234567` as the number 971501234567, and the formula guard's apostrophe shows in
 * LibreOffice. An invisible left-to-right mark before it makes the cell text in both, never a
 * formula, and keeps it whole in an Arabic sheet. Anything but E.164 goes through the guard.
 */
export function csvPhone(phone: string | null | undefined): CsvCell {
  if (phone && E164.test(phone)) return `${LRM}${phone}`;
  return phone;
}

/** Fils as AED with two decimals, the way a spreadsheet sums them ("1234.50"). */
export const csvAed = (minor: number) => (minor / 100).toFixed(2);

export function toCsv(header: readonly string[], rows: readonly CsvCell[][]): string {
  return stringify([[...header], ...rows.map((row) => row.map(safeCell))], {
    bom: true,
    record_delimiter: "windows",
    cast: { number: (value) => String(value) },
  });
}

/** Sends a CSV as a download named `fileName` (ASCII letters, digits, dots and dashes). */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "no-store")
    .send(csv);
}
