import { describe, expect, it } from "vitest";
import { bookingLimits } from "../booking/booking-limits";
import { errorsOf } from "../testing/errors-of";
import {
  campListResponseSchema,
  campResponseSchema,
  catalogueQuerySchema,
  createCampInputSchema,
  createRoomInputSchema,
  imageListResponseSchema,
  imageResponseSchema,
  imageUploadFieldsSchema,
  languageSchema,
  parkingResponseSchema,
  priceSchema,
  roomListResponseSchema,
  roomResponseSchema,
  roomTypeSchema,
  updateCampInputSchema,
  updateRoomInputSchema,
} from "./catalogue-schemas";
import { MAX_PRICE, MAX_PRICES_PER_BOOKING, MAX_TOTAL_MINOR } from "./price-limits";

describe("room types", () => {
  it.each(["master", "kids"])("accepts %s", (roomType) => {
    expect(roomTypeSchema.parse(roomType)).toBe(roomType);
  });

  it.each(["suite", "Master", "", undefined])("refuses %j with the spec's message", (roomType) => {
    expect(errorsOf(roomTypeSchema, roomType)).toEqual({ "": "Room type must be master or kids" });
  });
});

describe("catalogue language (spec 4: ?lang=ar for Arabic, anything else English)", () => {
  it.each([
    [{ lang: "ar" }, "ar"],
    [{ lang: "en" }, "en"],
    [{}, "en"],
    [{ lang: "fr" }, "en"],
    [{ lang: "AR" }, "en"],
    [{ lang: ["ar", "en"] }, "en"],
  ])("%j -> %s", (query, lang) => {
    expect(catalogueQuerySchema.parse(query)).toEqual({ lang });
  });

  it("never fails on a language it does not know", () => {
    expect(languageSchema.parse("de")).toBe("en");
    expect(languageSchema.parse("ar")).toBe("ar");
  });
});

describe("prices an administrator types, in AED", () => {
  it.each([0.01, 0.3, 0.1 + 0.2, 1.15, 19.99, 950, 1234.56, 19_999.99, 20_000])(
    "accepts %d",
    (price) => {
      expect(errorsOf(priceSchema, price)).toEqual({});
    },
  );

  it.each([
    ["12", "Price must be a number"],
    [null, "Price must be a number"],
    [Number.NaN, "Price must be a number"],
    [0, "Price must be at least 0.01"],
    [-5, "Price must be at least 0.01"],
    [0.009, "Price must be at least 0.01"],
    [1e-9, "Price must be at least 0.01"], // would round to 0 fils
    [20_000.01, "Price can be at most 20000"],
    [1_000_000, "Price can be at most 20000"],
    [19.999, "Price can have at most two decimals"], // just below a whole fil
    [10.004, "Price can have at most two decimals"], // just above a whole fil
    [1.005, "Price can have at most two decimals"],
  ])("refuses %j: %s", (price, message) => {
    expect(errorsOf(priceSchema, price)).toEqual({ "": message });
  });

  it("keeps the worst booking at the highest price under half the largest total the database keeps", () => {
    // A package of the most units (a master room, a kids room and a camp each) for the most nights.
    expect(MAX_PRICES_PER_BOOKING).toBe(
      bookingLimits.maxNights * bookingLimits.maxPackageUnits * 3,
    );
    expect(MAX_PRICES_PER_BOOKING * MAX_PRICE * 100).toBeLessThanOrEqual(MAX_TOTAL_MINOR / 2);
    expect(MAX_TOTAL_MINOR).toBe(2 ** 31 - 1);
  });
});

/**
 * A refusal whose wording is zod's or the field's generic one (the admin forms have no screen yet);
 * what matters here is which field is refused.
 */
const refused = expect.any(String);

const newRoom = {
  roomType: "master",
  title: "Master room",
  titleAr: "الغرفة الرئيسية",
  pricing: 950,
  totalRooms: 10,
  capacity: 4,
};

describe("creating a room", () => {
  it("accepts a room and gives it no facilities by default", () => {
    expect(createRoomInputSchema.parse(newRoom)).toEqual({
      ...newRoom,
      facilities: [],
      facilitiesAr: [],
    });
  });

  it.each([
    [{ roomType: "suite" }, { roomType: "Room type must be master or kids" }],
    [{ title: "" }, { title: "Title is required" }],
    [{ title: undefined }, { title: "Title is required" }],
    [{ title: "  " }, { title: "Title is required" }],
    [{ title: "x".repeat(120) }, {}],
    [{ title: "x".repeat(121) }, { title: refused }],
    [{ titleAr: "" }, { titleAr: "Arabic title is required" }],
    [{ titleAr: "س".repeat(120) }, {}],
    [{ titleAr: "س".repeat(121) }, { titleAr: refused }],
    [{ pricing: 0 }, { pricing: "Price must be at least 0.01" }],
    [{ totalRooms: 0 }, {}],
    [{ totalRooms: 10_000 }, {}],
    [{ totalRooms: -1 }, { totalRooms: "Total rooms cannot be negative" }],
    [{ totalRooms: 10_001 }, { totalRooms: "Total rooms is too high" }],
    [{ totalRooms: 1.5 }, { totalRooms: "Total rooms must be a whole number" }],
    [{ totalRooms: "3" }, { totalRooms: "Total rooms must be a number" }],
    [{ capacity: 1 }, {}],
    [{ capacity: 20 }, {}],
    [{ capacity: 0 }, { capacity: "Capacity must be at least 1" }],
    [{ capacity: 21 }, { capacity: refused }],
    [{ capacity: 2.5 }, { capacity: refused }],
  ])("%j -> %j", (change, expected) => {
    expect(errorsOf(createRoomInputSchema, { ...newRoom, ...change })).toEqual(expected);
  });

  it("trims titles and facilities", () => {
    const room = createRoomInputSchema.parse({
      ...newRoom,
      title: "  Master room ",
      facilities: [" Wi-Fi ", "Air conditioning"],
      facilitiesAr: [" واي فاي "],
    });
    expect(room.title).toBe("Master room");
    expect(room.facilities).toEqual(["Wi-Fi", "Air conditioning"]);
    expect(room.facilitiesAr).toEqual(["واي فاي"]);
  });

  it.each([
    [Array.from({ length: 30 }, (_, index) => `Facility ${index}`), {}],
    [Array.from({ length: 31 }, (_, index) => `Facility ${index}`), { facilities: refused }],
    [["x".repeat(200)], {}],
    [["x".repeat(201)], { "facilities.0": refused }],
    [["Wi-Fi", "  "], { "facilities.1": refused }],
    [["Wi-Fi\u0000"], { "facilities.0": "Use letters, numbers and punctuation only" }],
  ])("facilities %#", (facilities, expected) => {
    expect(errorsOf(createRoomInputSchema, { ...newRoom, facilities })).toEqual(expected);
    expect(errorsOf(createRoomInputSchema, { ...newRoom, facilitiesAr: facilities })).toEqual(
      Object.fromEntries(
        Object.entries(expected).map(([path, message]) => [
          path.replace("facilities", "facilitiesAr"),
          message,
        ]),
      ),
    );
  });

  it("never changes a room's type on update", () => {
    const update = updateRoomInputSchema.parse({ roomType: "kids", pricing: 800 });
    expect(update).not.toHaveProperty("roomType");
    expect(update.pricing).toBe(800);
  });

  it("checks the fields an update does send", () => {
    expect(errorsOf(updateRoomInputSchema, { pricing: 0.001, capacity: 0 })).toEqual({
      pricing: "Price must be at least 0.01",
      capacity: "Capacity must be at least 1",
    });
  });
});

const newCamp = { title: "Desert camp", titleAr: "مخيم الصحراء", pricing: 450, totalCamps: 6 };

describe("creating a camp", () => {
  it("accepts a camp; it takes 16 guests and no facilities by default", () => {
    expect(createCampInputSchema.parse(newCamp)).toEqual({
      ...newCamp,
      maxGuests: 16,
      facilities: [],
      facilitiesAr: [],
    });
  });

  it.each([
    [{ title: "" }, { title: "Title is required" }],
    [{ title: "x".repeat(121) }, { title: refused }],
    [{ titleAr: undefined }, { titleAr: "Arabic title is required" }],
    [{ titleAr: "x".repeat(121) }, { titleAr: refused }],
    [{ pricing: 20_001 }, { pricing: "Price can be at most 20000" }],
    [{ totalCamps: 0 }, {}],
    [{ totalCamps: -1 }, { totalCamps: "Total camps cannot be negative" }],
    [{ totalCamps: 10_001 }, { totalCamps: "Total camps is too high" }],
    [{ totalCamps: 2.5 }, { totalCamps: "Total camps must be a whole number" }],
    [{ totalCamps: undefined }, { totalCamps: "Total camps must be a number" }],
    [{ maxGuests: 1 }, {}],
    [{ maxGuests: 16 }, {}],
    [{ maxGuests: 0 }, { maxGuests: refused }],
    [{ maxGuests: 17 }, { maxGuests: refused }],
    [
      { facilities: ["x".repeat(201)] },
      {
        "facilities.0": refused,
      },
    ],
  ])("%j -> %j", (change, expected) => {
    expect(errorsOf(createCampInputSchema, { ...newCamp, ...change })).toEqual(expected);
  });
});

describe("image upload fields", () => {
  it.each([
    [{ alt: " Sunset over the dunes ", altAr: " غروب " }, {}],
    [{ alt: "Sunset", altAr: "غروب الشمس" }, {}],
    [{ alt: "x".repeat(200), altAr: "x".repeat(200) }, {}],
    [
      {},
      {
        alt: "Describe the picture in a few words (alt text)",
        altAr: "Describe the picture in Arabic too (Arabic alt text)",
      },
    ],
    [{ alt: " ", altAr: "غروب" }, { alt: "Describe the picture in a few words (alt text)" }],
    [{ alt: "Sunset" }, { altAr: "Describe the picture in Arabic too (Arabic alt text)" }],
    [
      { alt: "Sunset", altAr: "\u200B " },
      { altAr: "Describe the picture in Arabic too (Arabic alt text)" },
    ],
    [{ alt: "x".repeat(201), altAr: "غروب" }, { alt: refused }],
    [
      { alt: "Sunset", altAr: "x".repeat(201) },
      {
        altAr: refused,
      },
    ],
    [{ alt: "Sunset", altAr: 5 }, { altAr: "Must be text" }],
  ])("%j -> %j", (fields, expected) => {
    expect(errorsOf(imageUploadFieldsSchema, fields)).toEqual(expected);
  });

  it("trims the alt texts", () => {
    expect(imageUploadFieldsSchema.parse({ alt: " Sunset ", altAr: " غروب " })).toEqual({
      alt: "Sunset",
      altAr: "غروب",
    });
  });
});

describe("catalogue responses (the shapes the server sends)", () => {
  const room = {
    _id: "r1",
    roomType: "kids",
    title: "Kids room",
    pricing: 650,
    availableRooms: 3,
    totalRooms: 5,
    capacity: 3,
    facilities: ["Bunk beds"],
  };
  const camp = {
    _id: "c1",
    title: "Desert camp",
    pricing: 450,
    availableCamps: 2,
    totalCamps: 6,
    maxGuests: 16,
    facilities: ["Fire pit"],
  };
  const parking = {
    _id: "p1",
    title: "Caravan parking",
    subtitle: "By the dunes",
    description: "Level ground with water and power",
    dimension: { width: 4, length: 12 },
    pricing: { weekday: 150, weekend: 200 },
    weekendDays: [6, 0],
    facilities: ["Water"],
    availableSlots: 5,
    totalSlots: 8,
  };
  const image = {
    _id: "i1",
    image: {
      url: "/uploads/dunes.webp",
      width: 1600,
      height: 900,
      variants: [{ url: "/uploads/dunes-480w.webp", width: 480 }],
    },
    alt: "Dunes at sunset",
  };

  it.each([
    ["rooms", roomListResponseSchema, { success: true, roomData: [room] }],
    ["one room", roomResponseSchema, { success: true, room }],
    ["camps", campListResponseSchema, { success: true, campData: [camp] }],
    ["one camp", campResponseSchema, { success: true, camp }],
    ["parking", parkingResponseSchema, { success: true, parkingData: parking }],
    ["no parking set up", parkingResponseSchema, { success: true, parkingData: null }],
    ["gallery", imageListResponseSchema, { success: true, data: [image] }],
    ["one image", imageResponseSchema, { success: true, data: image }],
  ] as const)("reads %s in full", (_label, schema, body) => {
    expect(schema.parse(body)).toEqual(body);
  });

  it.each([
    ["rooms that failed", roomListResponseSchema, { success: false, roomData: [room] }],
    [
      "a room without a type",
      roomResponseSchema,
      { success: true, room: { ...room, roomType: "suite" } },
    ],
    [
      "a fractional room count",
      roomResponseSchema,
      {
        success: true,
        room: { ...room, availableRooms: 1.5 },
      },
    ],
    [
      "a camp with a text price",
      campResponseSchema,
      { success: true, camp: { ...camp, pricing: "450" } },
    ],
    [
      "a fractional guest limit",
      campResponseSchema,
      { success: true, camp: { ...camp, maxGuests: 2.5 } },
    ],
    [
      "parking without its weekend price",
      parkingResponseSchema,
      {
        success: true,
        parkingData: { ...parking, pricing: { weekday: 150 } },
      },
    ],
    ["parking missing", parkingResponseSchema, { success: true }],
    [
      "an image of fractional width",
      imageResponseSchema,
      {
        success: true,
        data: { ...image, image: { ...image.image, width: 1.5 } },
      },
    ],
  ] as const)("refuses %s", (_label, schema, body) => {
    expect(schema.safeParse(body).success).toBe(false);
  });
});

describe("catalogue updates change only what they send", () => {
  it("a room update with only a price keeps the facilities", () => {
    expect(updateRoomInputSchema.parse({ pricing: 800 })).toEqual({ pricing: 800 });
  });

  it("a camp update with only a price keeps the facilities and the guest limit", () => {
    expect(updateCampInputSchema.parse({ pricing: 500 })).toEqual({ pricing: 500 });
  });

  it("creating still fills the defaults", () => {
    const camp = createCampInputSchema.parse({
      title: "Camp",
      titleAr: "مخيم",
      pricing: 400,
      totalCamps: 10,
    });
    expect(camp).toMatchObject({ maxGuests: 16, facilities: [], facilitiesAr: [] });
  });
});
