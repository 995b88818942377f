import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { csvAed, csvPhone, safeCell, toCsv } from "./csv";

const hasLibreOffice = (() => {
  try {
    execFileSync("soffice", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

describe("CSV for spreadsheets", () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `'=HYPERLINK("http://evil.example","x")`],
    ["+971501234567", "'+971501234567"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", "'\rcmd"],
    ["Alice", "Alice"],
    ["a=b", "a=b"],
    ["-12.50", "-12.50"],
    ["مريم الهاشمي", "مريم الهاشمي"],
  ])("escapes %j as %j", (value, escaped) => {
    expect(safeCell(value)).toBe(escaped);
  });

  it.each([
    ["+971501234567", "\u200E+971501234567"],
    ["+447700900123", "\u200E+447700900123"],
    // Not a phone as stored: the formula guard decides.
    ["+1+2", "'+1+2"],
    ['+971501234567=HYPERLINK("x")', `'+971501234567=HYPERLINK("x")`],
    ["0501234567", "0501234567"],
  ])("writes the phone %j as %j", (phone, written) => {
    expect(safeCell(csvPhone(phone))).toBe(written);
  });

  it("a missing phone is an empty cell", () => {
    expect(safeCell(csvPhone(null))).toBe("");
  });

  // LibreOffice reads the file as staff open it (UTF-8, comma, double quotes, formulas evaluated)
  // and writes back what each cell holds: the phone is text that reads +971501234567 (the mark is
  // invisible), a formula-like name is text.
  it.skipIf(!hasLibreOffice)(
    "LibreOffice opens the phone as text and runs no formula",
    { timeout: 60_000 },
    () => {
      const folder = mkdtempSync(join(tmpdir(), "csv-lo-"));
      const source = join(folder, "bookings.csv");
      writeFileSync(
        source,
        toCsv(
          ["Guest name", "Phone", "Total (AED)"],
          [
            ['=HYPERLINK("http://evil.example","x")', csvPhone("+971501234567"), csvAed(190_000)],
            ["@SUM(1,2)", csvPhone("+447700900123"), csvAed(-1050)],
          ],
        ),
      );
      const out = join(folder, "out");
      execFileSync(
        "soffice",
        [
          `-env:UserInstallation=file://${join(folder, "profile")}`,
          "--headless",
          "--infilter=CSV:44,34,76,1,,0,false,true,false,false,false,false,true",
          "--convert-to",
          "html",
          "--outdir",
          out,
          source,
        ],
        { stdio: "ignore", timeout: 55_000 },
      );
      const html = readFileSync(join(out, "bookings.html"), "utf8");
      const cells = [...html.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((match) =>
        (match[1] ?? "")
          .replace(/<[^>]+>/g, "")
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, "&")
          .replace(/&#x200e;|&lrm;|\u200E/gi, "")
          .trim(),
      );
      expect(cells).toEqual([
        "Guest name",
        "Phone",
        "Total (AED)",
        `'=HYPERLINK("http://evil.example","x")`,
        "+971501234567",
        "1900",
        "'@SUM(1,2)",
        "+447700900123",
        "-10.5",
      ]);
    },
  );

  it("writes a BOM, a header, quoted cells where needed and CRLF line ends", () => {
    const csv = toCsv(
      ["name", "total"],
      [
        ['=HYPERLINK("x")', 12.5],
        ['مريم, "الهاشمي"', csvAed(-1050)],
        [null, undefined],
      ],
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1)).toBe(
      'name,total\r\n"\'=HYPERLINK(""x"")",12.5\r\n"مريم, ""الهاشمي""",-10.50\r\n,\r\n',
    );
  });
});
