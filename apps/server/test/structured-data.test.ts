import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_TAX_TERMS } from "@camp/shared/tax/tax-terms";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roomTypes } from "../src/db/schema";
import { startingOffers } from "../src/features/catalogue/starting-offers";
import { createTestApp, type TestApp } from "./helpers/test-app";

/**
 * What the server writes into the pre-rendered pages as it sends them (decision 031): the resort's
 * schema.org data with the catalogue's prices on the pages that show them, and the Terms of
 * booking's cancellation numbers as this server runs them.
 */
let testApp: TestApp;
let dist: string;
const MARKER = "<!--structured-data-->";
const pageOf = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><link rel="canonical" href="%ORIGIN%/x" />${MARKER}</head><body>${body}</body></html>`;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), "camp-ld-"));
  const pages = {
    "/DeluxeRoom": "DeluxeRoom.html",
    "/Aboutus": "Aboutus.html",
    "/terms": "terms.html",
  };
  for (const lang of ["en", "ar"]) {
    await mkdir(path.join(dist, "prerendered", lang), { recursive: true });
    await writeFile(path.join(dist, `prerendered/${lang}/DeluxeRoom.html`), pageOf(lang, "rooms"));
    await writeFile(path.join(dist, `prerendered/${lang}/Aboutus.html`), pageOf(lang, "about"));
    await writeFile(
      path.join(dist, `prerendered/${lang}/terms.html`),
      pageOf(
        lang,
        "<li>%POLICY_FULL_DAYS% / %POLICY_PARTIAL_HOURS% / %POLICY_PARTIAL_PERCENT%%</li>",
      ),
    );
  }
  await writeFile(path.join(dist, "index.html"), "<!doctype html><title>shell</title>");
  await writeFile(
    path.join(dist, "prerendered/manifest.json"),
    JSON.stringify({ pages: Object.entries(pages).map(([p, file]) => ({ path: p, file })) }),
  );
  testApp = await createTestApp({
    WEB_DIST_DIR: dist,
    PUBLIC_URL: "https://camp.example",
    CANCELLATION_FULL_REFUND_DAYS: "10",
    CANCELLATION_PARTIAL_REFUND_HOURS: "72",
    CANCELLATION_PARTIAL_REFUND_PERCENT: "25",
  });
});
afterAll(async () => {
  await testApp.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string) => testApp.app.inject({ method: "GET", url });

/** The page's JSON-LD, parsed: it must be one script, valid JSON. */
function structuredDataOf(html: string) {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  expect(scripts).toHaveLength(1);
  expect(html).not.toContain(MARKER);
  return JSON.parse(scripts[0]?.[1] ?? "");
}

describe("[SEO] the resort's structured data", () => {
  it("describes the resort as a Campground with address, map pin, telephone, pictures and amenities", async () => {
    const data = structuredDataOf((await get("/Aboutus")).body);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Campground",
      name: "Desert Camp Resort",
      url: "https://camp.example/Aboutus",
      telephone: "+971 4 555 0142",
      address: { "@type": "PostalAddress", addressLocality: "Dubai", addressCountry: "AE" },
      geo: { "@type": "GeoCoordinates", latitude: 24.7205, longitude: 55.6337 },
    });
    expect(data.image[0]).toMatch(/^https:\/\/camp\.example\/images\/.+\.webp$/);
    expect(data.amenityFeature.length).toBeGreaterThan(3);
    expect(data.amenityFeature[0]).toMatchObject({ "@type": "LocationFeatureSpecification" });
    // The About page shows no prices, so it offers none (Google: mark up what the page shows).
    expect(data.makesOffer).toBeUndefined();
  });

  it("offers each room type at the price the page shows, VAT included, in the page's language", async () => {
    const shown = (await get("/api/rooms?lang=en")).json().roomData as {
      title: string;
      pricing: number;
    }[];
    const data = structuredDataOf((await get("/DeluxeRoom")).body);
    expect(data.makesOffer).toHaveLength(shown.length);
    for (const room of shown) {
      const offer = data.makesOffer.find(
        (candidate: { name: string }) => candidate.name === room.title,
      );
      expect(offer).toMatchObject({
        "@type": "Offer",
        price: room.pricing.toFixed(2),
        priceCurrency: "AED",
        itemOffered: { "@type": "HotelRoom", name: room.title },
        priceSpecification: { valueAddedTaxIncluded: true, priceCurrency: "AED", unitCode: "DAY" },
      });
    }
    const arabic = structuredDataOf((await get("/DeluxeRoom?lang=ar")).body);
    const shownAr = (await get("/api/rooms?lang=ar")).json().roomData as { title: string }[];
    expect(arabic.name).toBe("منتجع مخيم الصحراء");
    expect(arabic.url).toBe("https://camp.example/DeluxeRoom?lang=ar");
    expect(arabic.makesOffer.map((offer: { name: string }) => offer.name).sort()).toEqual(
      shownAr.map((room) => room.title).sort(),
    );
  });

  it("follows a price change at once, and no catalogue text can close the script", async () => {
    const { db } = testApp.ctx;
    await db
      .update(roomTypes)
      .set({ title: "Master </script><script>alert(1)</script>", pricingMinor: 123_450 })
      .where(eq(roomTypes.roomType, "master"));
    const html = (await get("/DeluxeRoom")).body;
    const data = structuredDataOf(html);
    expect(html).not.toContain("<script>alert(1)");
    // The offer carries the type's one name (decision 050), not the catalogue's title.
    const master = data.makesOffer.find((offer: { name: string }) =>
      offer.name.startsWith("Master"),
    );
    expect(master).toMatchObject({ name: "Master room", price: "1234.50" });
  });

  it("grosses up a price entered without VAT, as guests are charged it", async () => {
    const [offer] = await startingOffers(testApp.ctx.db, "parking", "en", {
      ...DEFAULT_TAX_TERMS,
      ratesIncludeVat: false,
    });
    const [included] = await startingOffers(testApp.ctx.db, "parking", "en", DEFAULT_TAX_TERMS);
    expect(offer?.priceMinor).toBe(Math.round(((included?.priceMinor ?? 0) * 105) / 100));
  });
});

describe("[TERMS] the cancellation numbers in the pre-rendered Terms of booking", () => {
  it("are the ones this server runs, in both languages", async () => {
    expect((await get("/terms")).body).toContain("<li>10 / 72 / 25%</li>");
    expect((await get("/terms?lang=ar")).body).toContain(
      `<li>${new Intl.NumberFormat("ar-AE").format(10)} / ${new Intl.NumberFormat("ar-AE").format(72)} / ${new Intl.NumberFormat("ar-AE").format(25)}%</li>`,
    );
    expect((await get("/terms")).body).not.toContain("%POLICY_");
  });
});
