import {
  campListResponseSchema,
  imageListResponseSchema,
  parkingResponseSchema,
  roomListResponseSchema,
} from "@camp/shared/catalogue/catalogue-schemas";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { camps, images, inventoryClaims, parking, roomTypes } from "../src/db/schema";
import { seedCatalogue } from "../src/db/seed";
import { type MultipartPart, uploadPicture } from "./helpers/multipart";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: "GET", url });

describe("[CATALOGUE] reads with the spec's shapes", () => {
  it("GET /api/rooms -> roomData with master and kids", async () => {
    const response = await get("/api/rooms");
    expect(response.statusCode).toBe(200);
    const body = roomListResponseSchema.parse(response.json());
    expect(body.roomData.map((room) => room.roomType)).toEqual(["master", "kids"]);
    expect(body.roomData[0]).toMatchObject({
      title: "Master room",
      pricing: 950,
      totalRooms: 6,
      availableRooms: 6,
      capacity: 4,
    });
    expect(body.roomData[0]?.facilities).toHaveLength(8);
  });

  it("GET /api/camps -> campData", async () => {
    const body = campListResponseSchema.parse((await get("/api/camps")).json());
    expect(body.campData).toHaveLength(1);
    expect(body.campData[0]).toMatchObject({
      pricing: 450,
      totalCamps: 10,
      availableCamps: 10,
      maxGuests: 16,
    });
  });

  it("GET /api/parking/ (and without the slash) -> parkingData", async () => {
    for (const url of ["/api/parking/", "/api/parking"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const body = parkingResponseSchema.parse(response.json());
      expect(body.parkingData).toMatchObject({
        title: "Caravan Parking",
        dimension: { width: 4.5, length: 12 },
        pricing: { weekday: 150, weekend: 200 },
        totalSlots: 8,
        availableSlots: 8,
      });
    }
  });

  it("GET /api/image/gallery and /api/image/instagram -> data with { image: { url }, alt }", async () => {
    const gallery = imageListResponseSchema.parse((await get("/api/image/gallery")).json());
    expect(gallery.data).toHaveLength(8);
    expect(gallery.data[0]).toMatchObject({
      image: { url: "/media/seed-desert-sunset.webp", width: 1600, height: 1067 },
      alt: "Sunset over the dunes",
    });
    const instagram = imageListResponseSchema.parse((await get("/api/image/instagram")).json());
    expect(instagram.data).toHaveLength(6);
  });

  it("serves every listed picture from /media as WebP", async () => {
    const gallery = imageListResponseSchema.parse((await get("/api/image/gallery")).json());
    for (const item of gallery.data) {
      const picture = await get(item.image.url);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers["content-type"]).toBe("image/webp");
    }
  });

  it("answers Arabic texts for ?lang=ar and English for anything else", async () => {
    const arabic = roomListResponseSchema.parse((await get("/api/rooms?lang=ar")).json());
    expect(arabic.roomData[0]?.title).toBe("غرفة رئيسية");
    const parkingAr = parkingResponseSchema.parse((await get("/api/parking?lang=ar")).json());
    expect(parkingAr.parkingData?.title).toBe("مواقف الكرفانات");
    const galleryAr = imageListResponseSchema.parse(
      (await get("/api/image/gallery?lang=ar")).json(),
    );
    expect(galleryAr.data[0]?.alt).toBe("غروب الشمس فوق الكثبان");
    const unknown = roomListResponseSchema.parse((await get("/api/rooms?lang=fr")).json());
    expect(unknown.roomData[0]?.title).toBe("Master room");
  });
});

describe("[CATALOGUE] available units are computed for Dubai's today", () => {
  it("subtracts booked units and live holds for tonight, not expired or released ones or other nights", async () => {
    // The test clock stands at 2026-11-20 08:00 UTC, which is 12:00 in Dubai.
    const now = testApp.clock.now();
    const inAnHour = new Date(now.getTime() + 3_600_000);
    const anHourAgo = new Date(now.getTime() - 3_600_000);
    await testApp.ctx.db.insert(inventoryClaims).values([
      { unitKey: "room:master", night: "2026-11-20", quantity: 2 }, // a booking
      { unitKey: "room:master", night: "2026-11-20", quantity: 1, holdExpiresAt: inAnHour }, // a live hold
      { unitKey: "room:master", night: "2026-11-20", quantity: 1, holdExpiresAt: anHourAgo }, // expired hold
      { unitKey: "room:master", night: "2026-11-20", quantity: 1, releasedAt: anHourAgo }, // cancelled
      { unitKey: "room:master", night: "2026-11-21", quantity: 3 }, // tomorrow
      { unitKey: "room:kids", night: "2026-11-20", quantity: 9 }, // more than exist: never below zero
      { unitKey: "camp:desert-camp", night: "2026-11-20", quantity: 4 },
      { unitKey: "parking", night: "2026-11-20", quantity: 1 },
    ]);

    const rooms = roomListResponseSchema.parse((await get("/api/rooms")).json()).roomData;
    expect(rooms.find((room) => room.roomType === "master")?.availableRooms).toBe(3);
    expect(rooms.find((room) => room.roomType === "kids")?.availableRooms).toBe(0);
    const campData = campListResponseSchema.parse((await get("/api/camps")).json()).campData;
    expect(campData[0]?.availableCamps).toBe(6);
    const parkingData = parkingResponseSchema.parse((await get("/api/parking")).json()).parkingData;
    expect(parkingData?.availableSlots).toBe(7);

    // At 20:00 UTC it is already the 21st in Dubai: tomorrow's claims count, today's do not.
    testApp.clock.set(new Date("2026-11-20T20:30:00Z"));
    const lateRooms = roomListResponseSchema.parse((await get("/api/rooms")).json()).roomData;
    expect(lateRooms.find((room) => room.roomType === "master")?.availableRooms).toBe(3);
    expect(lateRooms.find((room) => room.roomType === "kids")?.availableRooms).toBe(4);
    testApp.clock.set(now);
    await testApp.ctx.db.delete(inventoryClaims);
  });
});

describe("[CATALOGUE] seed", () => {
  it("is idempotent and never overwrites the resort's edits", async () => {
    const { db } = testApp.ctx;
    await db.update(roomTypes).set({ title: "Renamed by the resort" });
    await seedCatalogue(db, testApp.dataDir);
    await seedCatalogue(db, testApp.dataDir);
    expect(await db.select().from(roomTypes)).toHaveLength(2);
    expect(
      (await db.select().from(roomTypes)).every((row) => row.title === "Renamed by the resort"),
    ).toBe(true);
    expect(await db.select().from(camps)).toHaveLength(1);
    expect(await db.select().from(parking)).toHaveLength(1);
    expect(await db.select().from(images)).toHaveLength(14);
  });
});

describe("[CATALOGUE] writes are for administrators only", () => {
  const newRoom = {
    roomType: "master",
    title: "Another Master",
    titleAr: "غرفة أخرى",
    pricing: 1000,
    totalRooms: 2,
    capacity: 2,
  };
  const writes = [
    { method: "POST" as const, url: "/api/rooms/create", payload: newRoom },
    {
      method: "PUT" as const,
      url: "/api/rooms/update/00000000-0000-4000-8000-000000000000",
      payload: { pricing: 1 },
    },
    { method: "POST" as const, url: "/api/camps/create", payload: {} },
    {
      method: "PUT" as const,
      url: "/api/camps/update/00000000-0000-4000-8000-000000000000",
      payload: {},
    },
  ];

  it("answers 401 without a session and 403 for a guest", async () => {
    const { cookie } = await signIn(testApp, "guest");
    for (const write of writes) {
      const anonymous = await testApp.app.inject(write);
      expect(anonymous.statusCode, `${write.method} ${write.url}`).toBe(401);
      const guest = await testApp.app.inject({ ...write, headers: { cookie } });
      expect(guest.statusCode, `${write.method} ${write.url}`).toBe(403);
      expect(guest.json()).toMatchObject({ success: false, code: "FORBIDDEN" });
    }
    for (const kind of ["gallery", "instagram"]) {
      const upload = await testApp.app.inject({
        method: "POST",
        url: `/api/image/${kind}`,
        headers: { cookie },
      });
      expect(upload.statusCode).toBe(403);
    }
  });

  it("lets an administrator update a room type and a camp", async () => {
    const { cookie } = await signIn(testApp, "owner");
    const rooms = roomListResponseSchema.parse((await get("/api/rooms")).json()).roomData;
    const kids = rooms.find((room) => room.roomType === "kids");
    const updated = await testApp.app.inject({
      method: "PUT",
      url: `/api/rooms/update/${kids?._id}`,
      headers: { cookie },
      payload: { pricing: 699.5, totalRooms: 5 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().room).toMatchObject({ roomType: "kids", pricing: 699.5, totalRooms: 5 });

    const camp = campListResponseSchema.parse((await get("/api/camps")).json()).campData[0];
    const campUpdate = await testApp.app.inject({
      method: "PUT",
      url: `/api/camps/update/${camp?._id}`,
      headers: { cookie },
      payload: { title: "Royal Camp Tent" },
    });
    expect(campUpdate.statusCode).toBe(200);
    expect((await get("/api/camps")).json().campData[0].title).toBe("Royal Camp Tent");
  });

  it("refuses a second room type of the same kind (409), bad values (400) and unknown ids (404)", async () => {
    const { cookie } = await signIn(testApp, "owner");
    const duplicate = await testApp.app.inject({
      method: "POST",
      url: "/api/rooms/create",
      headers: { cookie },
      payload: newRoom,
    });
    expect(duplicate.statusCode).toBe(409);

    const invalid = await testApp.app.inject({
      method: "POST",
      url: "/api/rooms/create",
      headers: { cookie },
      payload: { ...newRoom, pricing: -5, roomType: "suite" },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(["pricing", "roomType"]);

    const missing = await testApp.app.inject({
      method: "PUT",
      url: "/api/camps/update/00000000-0000-4000-8000-000000000000",
      headers: { cookie },
      payload: { pricing: 10 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("lets an administrator create a camp", async () => {
    const { cookie } = await signIn(testApp, "owner");
    const created = await testApp.app.inject({
      method: "POST",
      url: "/api/camps/create",
      headers: { cookie },
      payload: { title: "Family Tent", titleAr: "خيمة عائلية", pricing: 520, totalCamps: 3 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().camp).toMatchObject({
      title: "Family Tent",
      pricing: 520,
      availableCamps: 3,
      maxGuests: 16,
    });
    expect((await get("/api/camps")).json().campData).toHaveLength(2);
  });
});

describe("[CATALOGUE] picture uploads", () => {
  /** Sends a multipart upload to /api/image/{kind} as `cookie`'s user, on `app` (this file's by default). */
  const upload = (
    kind: "gallery" | "instagram",
    parts: MultipartPart[],
    cookie: string,
    app: TestApp["app"] = testApp.app,
  ) => uploadPicture(app, kind, parts, cookie);

  it("stores a picture re-encoded as WebP under a server-made name and lists it", async () => {
    const { cookie } = await signIn(testApp, "owner");
    const png = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: "#c96" },
    })
      .png()
      .toBuffer();
    const response = await upload(
      "gallery",
      [
        { name: "alt", value: "Dunes at noon" },
        { name: "altAr", value: "الكثبان عند الظهيرة" },
        { name: "image", value: png, fileName: "../../etc/passwd.png", type: "image/png" },
      ],
      cookie,
    );
    expect(response.statusCode).toBe(201);
    const image = response.json().data;
    expect(image.alt).toBe("Dunes at noon");
    expect(image.image.url).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
    expect(image.image).toMatchObject({ width: 2400, height: 1200 });

    const stored = await get(image.image.url);
    expect(stored.statusCode).toBe(200);
    expect((await sharp(stored.rawPayload).metadata()).format).toBe("webp");
    const gallery = (await get("/api/image/gallery")).json().data;
    expect(gallery.at(-1)._id).toBe(image._id);
  });

  it("refuses a file that is not a picture, whatever its name says (400)", async () => {
    const { cookie } = await signIn(testApp, "owner");
    const response = await upload(
      "instagram",
      [
        { name: "alt", value: "Not really" },
        { name: "altAr", value: "ليست صورة" },
        {
          name: "image",
          value: Buffer.from("<script>alert(1)</script>"),
          fileName: "photo.jpg",
          type: "image/jpeg",
        },
      ],
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: "INVALID_IMAGE" });
  });

  it("asks for alt text and for a file", async () => {
    const { cookie } = await signIn(testApp, "owner");
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const noAltResponse = await upload(
      "gallery",
      [{ name: "image", value: png, fileName: "a.png", type: "image/png" }],
      cookie,
    );
    expect(noAltResponse.statusCode).toBe(400);
    expect(noAltResponse.json().errors).toHaveProperty("alt");

    const noFileResponse = await upload(
      "gallery",
      [
        { name: "alt", value: "Nothing attached" },
        { name: "altAr", value: "لا شيء مرفق" },
      ],
      cookie,
    );
    expect(noFileResponse.statusCode).toBe(400);
    expect(noFileResponse.json().errors).toHaveProperty("image");
  });

  it("refuses a picture with too many pixels (413) and a file over the size limit (413)", async () => {
    const { cookie } = await signIn(testApp, "owner");
    // 8000 x 6000 = 48 megapixels, tiny as a PNG of one colour.
    const huge = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: "#fff" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await upload(
      "gallery",
      [
        { name: "alt", value: "Huge" },
        { name: "altAr", value: "ضخمة" },
        { name: "image", value: huge, fileName: "huge.png", type: "image/png" },
      ],
      cookie,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: "IMAGE_TOO_LARGE" });

    const limited = await createTestApp({ UPLOAD_MAX_BYTES: "2048" });
    try {
      const admin = await signIn(limited, "owner");
      const tooBig = await upload(
        "gallery",
        [
          { name: "alt", value: "Big" },
          { name: "altAr", value: "كبيرة" },
          { name: "image", value: Buffer.alloc(4096, 1), fileName: "big.png", type: "image/png" },
        ],
        admin.cookie,
        limited.app,
      );
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toMatchObject({
        success: false,
        code: "IMAGE_FILE_TOO_LARGE",
        params: { maxMegabytes: 0 },
      });
    } finally {
      await limited.close();
    }
  });
});
