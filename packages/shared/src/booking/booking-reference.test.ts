import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  BOOKING_REFERENCE_PATTERN,
  bookingLookupOf,
  bookingReference,
  referenceRangeOf,
} from "./booking-reference";

const ID = "6f1c2b0e-3d4a-4c5b-9e8f-0a1b2c3d4e5f";

describe("bookingReference", () => {
  it("writes the id's first 40 bits as eight Crockford characters in two groups", () => {
    expect(bookingReference(ID)).toBe("DWE2-P3HX");
    expect(bookingReference("00000000-0000-4000-8000-000000000000")).toBe("0000-0000");
    expect(bookingReference("ffffffff-ffff-4fff-bfff-ffffffffffff")).toBe("ZZZZ-ZZZZ");
    expect(bookingReference(ID.toUpperCase())).toBe("DWE2-P3HX");
  });

  it("uses no letter that reads as a digit or another letter (I, L, O, U)", () => {
    for (let index = 0; index < 500; index += 1) {
      expect(bookingReference(randomUUID())).toMatch(BOOKING_REFERENCE_PATTERN);
    }
  });

  it("never throws on an id that is not a UUID", () => {
    expect(bookingReference("b1")).toMatch(BOOKING_REFERENCE_PATTERN);
    expect(bookingReference("")).toBe("0000-0000");
  });
});

describe("referenceRangeOf", () => {
  it("is the range of ids that share the id's reference, the same range its reference reads back as", () => {
    expect(referenceRangeOf(ID)).toEqual({
      firstId: "6f1c2b0e-3d00-0000-0000-000000000000",
      lastId: "6f1c2b0e-3dff-ffff-ffff-ffffffffffff",
    });
    for (let index = 0; index < 200; index += 1) {
      const id = randomUUID();
      expect(bookingLookupOf(bookingReference(id))).toMatchObject(referenceRangeOf(id));
    }
  });
});

describe("bookingLookupOf", () => {
  it("reads a reference back as the range of ids that have it", () => {
    expect(bookingLookupOf("DWE2-P3HX")).toEqual({
      kind: "reference",
      reference: "DWE2-P3HX",
      firstId: "6f1c2b0e-3d00-0000-0000-000000000000",
      lastId: "6f1c2b0e-3dff-ffff-ffff-ffffffffffff",
    });
  });

  it("takes the reference as people type it: lower case, no hyphen, spaces, I, L and O", () => {
    for (const typed of ["dwe2-p3hx", "DWE2P3HX", " dwe2 p3hx ", "DWE-2P-3HX"]) {
      expect(bookingLookupOf(typed), typed).toMatchObject({ reference: "DWE2-P3HX" });
    }
    expect(bookingLookupOf("1010-0000")).toMatchObject({ reference: "1010-0000" });
    expect(bookingLookupOf("iLlO-oooo")).toMatchObject({ reference: "1110-0000" });
  });

  it("finds every random id from its own reference", () => {
    for (let index = 0; index < 500; index += 1) {
      const id = randomUUID();
      const lookup = bookingLookupOf(bookingReference(id));
      if (lookup?.kind !== "reference") throw new Error(`no reference lookup for ${id}`);
      expect(id >= lookup.firstId && id <= lookup.lastId, id).toBe(true);
    }
  });

  it("reads a full id with or without hyphens, in any case", () => {
    for (const typed of [ID, ID.toUpperCase(), ID.replaceAll("-", ""), ` ${ID} `]) {
      expect(bookingLookupOf(typed), typed).toEqual({ kind: "id", id: ID });
    }
  });

  it("is null for anything else, so the text is only a name or email", () => {
    for (const typed of [
      "",
      "Fatima",
      "DWE2-P3H",
      "DWE2-P3HXY",
      "DWE2-P3HU",
      "alice@dunes",
      "%_%_%_%_",
    ]) {
      expect(bookingLookupOf(typed), typed).toBeNull();
    }
    expect(bookingLookupOf(`${ID}0`)).toBeNull();
  });
});
