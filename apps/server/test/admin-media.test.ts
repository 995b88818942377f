import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { adminImageListResponseSchema } from "@camp/shared/catalogue/catalogue-schemas";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema";
import { uploadsDir } from "../src/features/images/image-storage";
import { type MultipartPart, uploadPicture } from "./helpers/multipart";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";

/** The console's media section: alt texts in both languages, edit, delete, reorder (decision 015). */

let testApp: TestApp;
let admin: string;
let adminEmail: string;
let png: Buffer;
beforeAll(async () => {
  testApp = await createTestApp();
  const signedIn = await signIn(testApp, "owner");
  admin = signedIn.cookie;
  adminEmail = signedIn.user.email;
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c96" } })
    .png()
    .toBuffer();
});
afterAll(() => testApp.close());

const inject = (method: "GET" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: { cookie: admin } });

const pictureParts = (alt: string, altAr: string): MultipartPart[] => [
  { name: "alt", value: alt },
  { name: "altAr", value: altAr },
  { name: "image", value: png, fileName: "photo.png", type: "image/png" },
];

async function uploadOne(kind: "gallery" | "instagram" = "gallery") {
  const response = await uploadPicture(
    testApp.app,
    kind,
    pictureParts("Camp fire", "نار المخيم"),
    admin,
  );
  expect(response.statusCode).toBe(201);
  return response.json().data as {
    _id: string;
    image: { url: string; variants: unknown[] };
    altAr: string;
  };
}

async function adminList(kind: "gallery" | "instagram") {
  const response = await inject("GET", `/api/image/admin/${kind}`);
  expect(response.statusCode).toBe(200);
  return adminImageListResponseSchema.parse(response.json()).data;
}

const auditRows = (action: string, entityId: string) =>
  testApp.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

describe("[MEDIA] alt text at upload", () => {
  it("needs alt text in English and Arabic, cleaned and limited in length", async () => {
    const noArabic = await uploadPicture(
      testApp.app,
      "gallery",
      [
        { name: "alt", value: "Dunes" },
        { name: "image", value: png, fileName: "a.png", type: "image/png" },
      ],
      admin,
    );
    expect(noArabic.statusCode).toBe(400);
    expect(noArabic.json().errors).toHaveProperty("altAr");

    const tooLong = await uploadPicture(
      testApp.app,
      "gallery",
      pictureParts("x".repeat(201), "كثبان"),
      admin,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toHaveProperty("alt");

    const blank = await uploadPicture(
      testApp.app,
      "gallery",
      pictureParts("Dunes", " \u200B "),
      admin,
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toHaveProperty("altAr");

    const cleaned = await uploadPicture(
      testApp.app,
      "gallery",
      pictureParts("  Dunes\u202E at dawn ", " كثبان\u200B الفجر "),
      admin,
    );
    expect(cleaned.statusCode).toBe(201);
    expect(cleaned.json().data).toMatchObject({ alt: "Dunes at dawn", altAr: "كثبان الفجر" });
  });

  it("refuses an SVG, which is a picture by name but a document by content (400)", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const response = await uploadPicture(
      testApp.app,
      "gallery",
      [
        { name: "alt", value: "Vector" },
        { name: "altAr", value: "رسم" },
        { name: "image", value: svg, fileName: "logo.svg", type: "image/svg+xml" },
      ],
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "INVALID_IMAGE" });
  });

  it("records the upload in the audit log with the administrator's email", async () => {
    const image = await uploadOne("instagram");
    const [row] = await auditRows("image.upload", image._id);
    expect(row).toMatchObject({
      actorEmail: adminEmail,
      entityType: "image",
      after: { kind: "instagram", alt: "Camp fire", altAr: "نار المخيم" },
    });
    expect((await adminList("instagram")).at(-1)).toMatchObject({
      _id: image._id,
      alt: "Camp fire",
      altAr: "نار المخيم",
    });
  });
});

describe("[MEDIA] edit, delete and reorder", () => {
  it("edits both alt texts; the public lists show them at once, never from a cache", async () => {
    const image = await uploadOne();
    const response = await inject("PATCH", `/api/image/${image._id}`, {
      alt: "Fire under the stars",
      altAr: "نار تحت النجوم",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ alt: "Fire under the stars" });

    const arabic = await testApp.app.inject({ method: "GET", url: "/api/image/gallery?lang=ar" });
    expect(arabic.headers["cache-control"]).toBe("no-cache");
    expect(arabic.json().data.find((item: { _id: string }) => item._id === image._id).alt).toBe(
      "نار تحت النجوم",
    );
    const [row] = await auditRows("image.update", image._id);
    expect(row).toMatchObject({
      before: { alt: "Camp fire", altAr: "نار المخيم" },
      after: { alt: "Fire under the stars", altAr: "نار تحت النجوم" },
    });

    const empty = await inject("PATCH", `/api/image/${image._id}`, { alt: "Fire", altAr: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty("altAr");
    const unknown = await inject("PATCH", "/api/image/00000000-0000-4000-8000-000000000000", {
      alt: "Fire",
      altAr: "نار",
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("deletes the row and its file, and records what it was", async () => {
    const image = await uploadOne();
    const fileName = path.basename(image.image.url);
    expect(await readdir(uploadsDir(testApp.dataDir))).toContain(fileName);

    const response = await inject("DELETE", `/api/image/${image._id}`);
    expect(response.statusCode).toBe(200);
    expect(await readdir(uploadsDir(testApp.dataDir))).not.toContain(fileName);
    expect((await testApp.app.inject({ method: "GET", url: image.image.url })).statusCode).toBe(
      404,
    );
    expect((await adminList("gallery")).map((item) => item._id)).not.toContain(image._id);
    const [row] = await auditRows("image.delete", image._id);
    expect(row).toMatchObject({ before: { fileName, alt: "Camp fire" }, after: null });

    expect((await inject("DELETE", `/api/image/${image._id}`)).statusCode).toBe(404);
  });

  it("keeps narrower copies of a large picture for srcset, served and deleted with it", async () => {
    const wide = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: "#a65" },
    })
      .png()
      .toBuffer();
    const response = await uploadPicture(
      testApp.app,
      "gallery",
      [
        { name: "alt", value: "Wide dunes" },
        { name: "altAr", value: "كثبان واسعة" },
        { name: "image", value: wide, fileName: "wide.png", type: "image/png" },
      ],
      admin,
    );
    expect(response.statusCode).toBe(201);
    const { _id: id, image } = response.json().data as {
      _id: string;
      image: { url: string; width: number; variants: { url: string; width: number }[] };
    };
    expect(image.width).toBe(2000);
    expect(image.variants.map((variant) => variant.width)).toEqual([480, 960, 1600]);
    for (const variant of image.variants) {
      expect(variant.url).toBe(image.url.replace(/\.webp$/, `-${variant.width}w.webp`));
      const served = await testApp.app.inject({ method: "GET", url: variant.url });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(variant.width);
    }
    // The public list carries them too.
    const gallery = await testApp.app.inject({ method: "GET", url: "/api/image/gallery" });
    const listed = gallery.json().data.find((item: { _id: string }) => item._id === id);
    expect(listed.image.variants).toEqual(image.variants);
    // A small picture has no narrower copy.
    expect((await uploadOne()).image).toMatchObject({ variants: [] });

    expect((await inject("DELETE", `/api/image/${id}`)).statusCode).toBe(200);
    const left = await readdir(uploadsDir(testApp.dataDir));
    for (const file of [image.url, ...image.variants.map((variant) => variant.url)]) {
      expect(left).not.toContain(path.basename(file));
    }
  });

  it("still deletes the picture when its file cannot be removed (logged, not fatal)", async () => {
    const image = await uploadOne();
    // A non-empty folder where the file was: removing it as a file fails.
    const filePath = path.join(uploadsDir(testApp.dataDir), path.basename(image.image.url));
    await rm(filePath);
    await mkdir(filePath);
    await writeFile(path.join(filePath, "stuck"), "x");
    try {
      const response = await inject("DELETE", `/api/image/${image._id}`);
      expect(response.statusCode).toBe(200);
      expect((await adminList("gallery")).map((item) => item._id)).not.toContain(image._id);
    } finally {
      await rm(filePath, { recursive: true, force: true });
    }
  });

  it("puts a list in a new order, and refuses any order that is not exactly that list", async () => {
    await uploadOne("gallery");
    const before = (await adminList("gallery")).map((item) => item._id);
    const reversed = [...before].reverse();
    const response = await inject("PUT", "/api/image/order", { kind: "gallery", ids: reversed });
    expect(response.statusCode).toBe(200);
    expect((await adminList("gallery")).map((item) => item._id)).toEqual(reversed);
    const publicList = (
      await testApp.app.inject({ method: "GET", url: "/api/image/gallery" })
    ).json();
    expect(publicList.data.map((item: { _id: string }) => item._id)).toEqual(reversed);
    const [row] = await auditRows("image.reorder", "gallery");
    expect(row).toMatchObject({ before: { ids: before }, after: { ids: reversed } });

    const instagramId = (await adminList("instagram"))[0]?._id as string;
    const wrongOrders = [
      reversed.slice(1),
      [...reversed, reversed[0]],
      [...reversed.slice(1), reversed[1]],
      [...reversed.slice(1), instagramId],
      [...reversed, "00000000-0000-4000-8000-000000000000"],
    ];
    for (const ids of wrongOrders) {
      const refused = await inject("PUT", "/api/image/order", { kind: "gallery", ids });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ success: false, code: "IMAGE_ORDER_MISMATCH" });
    }
    const notIds = await inject("PUT", "/api/image/order", { kind: "gallery", ids: ["x"] });
    expect(notIds.statusCode).toBe(400);
    const badKind = await inject("PUT", "/api/image/order", { kind: "videos", ids: reversed });
    expect(badKind.statusCode).toBe(400);
    expect((await adminList("gallery")).map((item) => item._id)).toEqual(reversed);
  });
});

describe("[MEDIA] only administrators", () => {
  it("answers 401 without a session and 403 for a guest, and changes nothing", async () => {
    const image = await uploadOne();
    const guest = (await signIn(testApp, "guest")).cookie;
    const calls = [
      { method: "GET" as const, url: "/api/image/admin/gallery" },
      {
        method: "PATCH" as const,
        url: `/api/image/${image._id}`,
        payload: { alt: "Hacked", altAr: "مخترق" },
      },
      { method: "DELETE" as const, url: `/api/image/${image._id}` },
      {
        method: "PUT" as const,
        url: "/api/image/order",
        payload: { kind: "gallery", ids: [image._id] },
      },
    ];
    for (const call of calls) {
      const anonymous = await testApp.app.inject(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      const asGuest = await testApp.app.inject({ ...call, headers: { cookie: guest } });
      expect(asGuest.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const upload = await uploadPicture(testApp.app, "gallery", pictureParts("x", "س"), guest);
    expect(upload.statusCode).toBe(403);
    expect((await adminList("gallery")).find((item) => item._id === image._id)).toMatchObject({
      alt: "Camp fire",
    });
  });
});
