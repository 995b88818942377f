import { describe, expect, it } from "vitest";
import { csvAed, safeCell, toCsv } from "./csv";

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
