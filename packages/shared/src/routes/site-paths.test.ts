import { describe, expect, it } from "vitest";
import { isSitePath } from "./site-paths";

describe("isSitePath", () => {
  it.each([
    ["/", true],
    ["/Aboutus", true],
    ["/Login", true],
    ["/login", true],
    ["/booking/package", true],
    ["/booking/airbnb", true],
    ["/booking/spa", false],
    ["/aboutus", false], // paths are case-sensitive, as the spec spells them
    ["/Gallery/extra", false],
    ["/no-such-page", false],
  ])("%s -> %s", (pathname, expected) => {
    expect(isSitePath(pathname)).toBe(expected);
  });
});
