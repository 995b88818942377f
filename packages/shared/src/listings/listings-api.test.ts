import { describe, expect, it } from "vitest";
import { listingsResponseSchema } from "./listings-api";

const listing = {
  id: "L1",
  name: "Dune view villa",
  pictureUrl: "/listings/dune-view.webp",
  ratingAverage: 4.8,
  reviewCount: 37,
  roomType: "Entire home",
  beds: 3,
  url: "https://example.com/rooms/L1",
};

describe("listings (GET /api/listings)", () => {
  it.each([
    ["the fixture", { success: true, source: "fixture", data: [listing] }],
    ["the remote service", { success: true, source: "remote", data: [listing] }],
    [
      "a listing without reviews",
      {
        success: true,
        source: "remote",
        data: [{ ...listing, ratingAverage: null, reviewCount: 0 }],
      },
    ],
    ["no listings", { success: true, source: "fixture", data: [] }],
  ])("reads listings from %s", (_label, body) => {
    expect(listingsResponseSchema.parse(body)).toEqual(body);
  });

  it.each([
    ["a failed answer", { success: false, source: "fixture", data: [listing] }],
    ["an unknown source", { success: true, source: "cache", data: [listing] }],
    [
      "a missing rating",
      { success: true, source: "remote", data: [{ ...listing, ratingAverage: undefined }] },
    ],
    [
      "a fractional review count",
      { success: true, source: "remote", data: [{ ...listing, reviewCount: 1.5 }] },
    ],
    ["fractional beds", { success: true, source: "remote", data: [{ ...listing, beds: 2.5 }] }],
    [
      "a listing without its page",
      { success: true, source: "remote", data: [{ ...listing, url: undefined }] },
    ],
    [
      "a listing without a name",
      { success: true, source: "remote", data: [{ ...listing, name: 5 }] },
    ],
  ])("refuses %s", (_label, body) => {
    expect(listingsResponseSchema.safeParse(body).success).toBe(false);
  });
});
